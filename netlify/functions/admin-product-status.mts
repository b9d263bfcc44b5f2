import type { Config } from '@netlify/functions';
import { productStatusSchema } from '#lib/admin/products';
import { adminRoute } from '#server/admin/route';
import { json } from '#server/http/handler';
import { changeProductStatus } from '#server/admin/products/service';

/** PATCH /api/admin/products/:id/status { status }: hide or show from the table (idempotent) → { product } (a table row). */
export default adminRoute({
  PATCH: async ({ db, admin, id, body }) => {
    const productId = id('product_not_found');
    const { status } = await body(productStatusSchema);
    return json({ product: await changeProductStatus(db, admin, productId, status) });
  },
});

export const config: Config = { path: '/api/admin/products/:id/status', method: 'PATCH' };
