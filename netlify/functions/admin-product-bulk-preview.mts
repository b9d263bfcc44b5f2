import type { Config } from '@netlify/functions';
import { bulkPreviewSchema } from '#lib/admin/product-bulk';
import { adminRoute } from '#server/admin/route';
import { previewPriceChange } from '#server/admin/products/bulk';
import { json } from '#server/http/handler';

/** POST /api/admin/product-bulk/preview { selection, change }: a price change's first rows before and after; writes nothing. */
export default adminRoute({
  POST: async ({ db, body }) => {
    const { selection, change } = await body(bulkPreviewSchema);
    return json(await previewPriceChange(db, selection, change));
  },
});

export const config: Config = { path: '/api/admin/product-bulk/preview', method: 'POST' };
