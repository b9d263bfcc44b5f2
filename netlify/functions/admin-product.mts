import type { Config } from '@netlify/functions';
import { productUpdateSchema } from '#lib/admin/products';
import { adminRoute } from '#server/admin/route';
import { json } from '#server/http/handler';
import { deleteProduct, getAdminProduct, updateProduct } from '#server/admin/products/service';

/**
 * GET /api/admin/products/:id ({ product }, for the editor), PUT (the whole product with the
 * version it was loaded at: { product }, or 409 version_conflict) and DELETE (204).
 */
export default adminRoute({
  GET: async ({ db, id }) => json({ product: await getAdminProduct(db, id('product_not_found')) }),
  PUT: async ({ db, admin, id, body }) => {
    const productId = id('product_not_found');
    return json({ product: await updateProduct(db, admin, productId, await body(productUpdateSchema)) });
  },
  DELETE: async ({ db, admin, id }) => {
    await deleteProduct(db, admin, id('product_not_found'));
    return new Response(null, { status: 204 });
  },
});

export const config: Config = { path: '/api/admin/products/:id', method: ['GET', 'PUT', 'DELETE'] };
