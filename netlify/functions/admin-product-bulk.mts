import type { Config } from '@netlify/functions';
import { bulkRequestSchema } from '#lib/admin/product-bulk';
import { adminRoute } from '#server/admin/route';
import { bulkAction } from '#server/admin/products/bulk';
import { json } from '#server/http/handler';

/**
 * POST /api/admin/product-bulk { selection, action }: hide, show, delete (typed count), add or
 * remove a category, or change prices, on the selected products in one transaction → { changed, selected }.
 */
export default adminRoute({
  POST: async ({ db, admin, body }) => json(await bulkAction(db, admin, await body(bulkRequestSchema))),
});

export const config: Config = { path: '/api/admin/product-bulk', method: 'POST' };
