import type { Config } from '@netlify/functions';
import { SKU_PATTERN } from '#lib/catalogue';
import { db } from '#server/db/index';
import { handler } from '#server/http/handler';
import { notFound } from '#server/http/errors';
import { CATALOGUE_TAG, productTag } from '#server/http/cache-tags';
import { productDetail } from '#server/catalogue/catalogue-service';
import { catalogueAudience, catalogueJson } from '#server/catalogue/viewer-cache';

/** GET /api/products/{sku}: an active product priced for the caller; unknown and hidden are 404. */
export default handler(async (req, context) => {
  const sku = context.params.sku ?? '';
  if (!SKU_PATTERN.test(sku)) throw notFound();
  const database = await db();
  const audience = await catalogueAudience(database, req);
  const detail = await productDetail(database, sku, audience.role);
  if (!detail) throw notFound();
  return catalogueJson({ product: detail.product, categories: detail.categories }, audience, [CATALOGUE_TAG, productTag(sku)]);
});

export const config: Config = { path: '/api/products/:sku', method: 'GET' };
