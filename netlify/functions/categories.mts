import type { Config } from '@netlify/functions';
import { db } from '#server/db/index';
import { handler, json } from '#server/http/handler';
import { CATALOGUE_TAG, cacheTagHeaders } from '#server/http/cache-tags';
import { listCategories } from '#server/catalogue/catalogue-service';

/** GET /api/categories: every category with its slug (and earlier slugs), group and creation date (public). */
export default handler(async () => {
  return json({ categories: await listCategories(await db()) }, { cache: 'public', headers: cacheTagHeaders([CATALOGUE_TAG]) });
});

export const config: Config = { path: '/api/categories', method: 'GET' };
