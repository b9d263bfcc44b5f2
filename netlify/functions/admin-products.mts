import type { Config } from '@netlify/functions';
import { adminProductListRequestSchema, productCreateSchema } from '#lib/admin/products';
import { adminRoute } from '#server/admin/route';
import { json } from '#server/http/handler';
import { createProduct } from '#server/admin/products/service';
import { listAdminProducts } from '#server/admin/products/list';

/**
 * GET /api/admin/products?q=&status=&sale=&sort=&dir=&page= (the products table, hidden products
 * included) and POST /api/admin/products (a new product, always hidden: 201 { product }).
 */
export default adminRoute({
  GET: async ({ db, query }) => json(await listAdminProducts(db, query(adminProductListRequestSchema))),
  POST: async ({ db, admin, body }) => json({ product: await createProduct(db, admin, await body(productCreateSchema)) }, { status: 201 }),
});

export const config: Config = { path: '/api/admin/products', method: ['GET', 'POST'] };
