import type { Config } from '@netlify/functions';
import { productStatusSchema } from '#lib/admin/products';
import { db } from '#server/db/index';
import { handler, json } from '#server/http/handler';
import { parseBody } from '#server/http/body';
import { notFound } from '#server/http/errors';
import { requireAdmin } from '#server/auth/guards';
import { idFrom } from '#server/http/route-id';
import { changeProductStatus } from '#server/admin/products/service';

/** PATCH /api/admin/products/:id/status { status }: hide or show from the table (idempotent) → { product } (a table row). Admins only. */
export default handler(async (req, context) => {
  const database = await db();
  const admin = await requireAdmin(database, req);
  const id = idFrom(context.params.id);
  if (id === null) throw notFound('product_not_found');
  const { status } = await parseBody(req, productStatusSchema);
  return json({ product: await changeProductStatus(database, admin, id, status) });
});

export const config: Config = { path: '/api/admin/products/:id/status', method: 'PATCH' };
