import type { Config } from '@netlify/functions';
import { productListQuerySchema } from '#lib/catalogue-query';
import { db } from '#server/db/index';
import { handler } from '#server/http/handler';
import { validate } from '#server/http/body';
import { featuredProducts, listProducts } from '#server/catalogue/catalogue-service';
import { catalogueAudience, catalogueJson } from '#server/catalogue/viewer-cache';
import { countCatalogueMiss } from '#server/search-misses/catalogue-miss';

/**
 * GET /api/products?category=&q=&filter=sale&offset=&limit=[&featured=1]: a page of active
 * products with the total, priced for the caller; `featured=1` adds the featured block's sales.
 */
export default handler(async (req) => {
  const params = new URL(req.url).searchParams;
  const { featured, ...raw } = Object.fromEntries(params);
  const query = validate(productListQuerySchema, raw);
  const database = await db();
  const audience = await catalogueAudience(database, req);
  const [page, sales] = await Promise.all([
    listProducts(database, query, audience.role),
    featured === '1' ? featuredProducts(database, audience.role) : undefined,
  ]);
  // A search that found nothing is counted, and answered uncached so that its repeats are too.
  const cachedFor = await countCatalogueMiss(database, query, page, audience);
  return catalogueJson(sales ? { ...page, featured: sales } : page, cachedFor);
});

export const config: Config = { path: '/api/products', method: 'GET' };
