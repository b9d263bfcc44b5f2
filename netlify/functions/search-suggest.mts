import type { Config } from '@netlify/functions';
import { suggestQuerySchema } from '#lib/catalogue-query';
import { db } from '#server/db/index';
import { handler } from '#server/http/handler';
import { validate } from '#server/http/body';
import { suggestProducts } from '#server/catalogue/catalogue-service';
import { catalogueAudience, catalogueJson } from '#server/catalogue/viewer-cache';

/** GET /api/search/suggest?q=: up to 8 products for what is being typed (issue 23); no prices. */
export default handler(async (req) => {
  const { q } = validate(suggestQuerySchema, Object.fromEntries(new URL(req.url).searchParams));
  const database = await db();
  const audience = await catalogueAudience(database, req);
  return catalogueJson({ items: await suggestProducts(database, q) }, audience);
});

export const config: Config = { path: '/api/search/suggest', method: 'GET' };
