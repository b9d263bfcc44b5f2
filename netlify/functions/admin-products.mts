import type { Config } from '@netlify/functions';
import { adminProductQuerySchema, productCreateSchema } from '#lib/admin/products';
import { db } from '#server/db/index';
import { handler, json } from '#server/http/handler';
import { parseBody, validate } from '#server/http/body';
import { requireAdmin } from '#server/auth/guards';
import { listAdminProducts } from '#server/admin/products/list';
import { createProduct } from '#server/admin/products/service';

/**
 * GET /api/admin/products?q=&status=&sale=&sort=&dir=&page= (the products table, hidden products
 * included) and POST /api/admin/products (a new product, always hidden: 201 { product }). Admins only.
 */
export default handler(async (req) => {
  const database = await db();
  const admin = await requireAdmin(database, req);
  if (req.method === 'POST') {
    const input = await parseBody(req, productCreateSchema);
    return json({ product: await createProduct(database, admin, input) }, { status: 201 });
  }
  const query = validate(adminProductQuerySchema, Object.fromEntries(new URL(req.url).searchParams));
  return json(await listAdminProducts(database, query));
});

export const config: Config = { path: '/api/admin/products', method: ['GET', 'POST'] };
