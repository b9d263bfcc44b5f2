import type { Config } from '@netlify/functions';
import { db } from '#server/db/index';
import { handler, json } from '#server/http/handler';
import { listCategories } from '#server/catalogue/catalogue-service';

/** GET /api/categories: every category with its slug, group and creation date (public). */
export default handler(async () => {
  return json({ categories: await listCategories(await db()) }, { cache: 'public' });
});

export const config: Config = { path: '/api/categories', method: 'GET' };
