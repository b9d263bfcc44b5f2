import type { Config } from '@netlify/functions';
import { productUpdateSchema } from '#lib/admin/products';
import { db } from '#server/db/index';
import { handler, json } from '#server/http/handler';
import { parseBody } from '#server/http/body';
import { notFound } from '#server/http/errors';
import { requireAdmin } from '#server/auth/guards';
import { idFrom } from '#server/http/route-id';
import { deleteProduct, getAdminProduct, updateProduct } from '#server/admin/products/service';

/**
 * GET /api/admin/products/:id ({ product }, for the editor), PUT (the whole product with the
 * version it was loaded at: { product }, or 409 version_conflict) and DELETE (204). Admins only.
 */
export default handler(async (req, context) => {
  const database = await db();
  const admin = await requireAdmin(database, req);
  const id = idFrom(context.params.id);
  if (id === null) throw notFound('product_not_found');
  if (req.method === 'PUT') {
    const input = await parseBody(req, productUpdateSchema);
    return json({ product: await updateProduct(database, admin, id, input) });
  }
  if (req.method === 'DELETE') {
    await deleteProduct(database, admin, id);
    return new Response(null, { status: 204 });
  }
  return json({ product: await getAdminProduct(database, id) });
});

export const config: Config = { path: '/api/admin/products/:id', method: ['GET', 'PUT', 'DELETE'] };
