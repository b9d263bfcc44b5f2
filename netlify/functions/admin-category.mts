import type { Config } from '@netlify/functions';
import { categoryUpdateSchema } from '#lib/admin/categories';
import { db } from '#server/db/index';
import { handler, json } from '#server/http/handler';
import { parseBody } from '#server/http/body';
import { notFound } from '#server/http/errors';
import { requireAdmin } from '#server/auth/guards';
import { idFrom } from '#server/http/route-id';
import { deleteCategory, renameCategory } from '#server/admin/categories/service';

/**
 * PUT /api/admin/categories/:id (rename with the version it was loaded at: { category }, or 409
 * version_conflict) and DELETE (204, or 409 { error: { code: 'category_in_use', count } } while
 * products use it). Admins only.
 */
export default handler(async (req, context) => {
  const database = await db();
  const admin = await requireAdmin(database, req);
  const id = idFrom(context.params.id);
  if (id === null) throw notFound('category_not_found');
  if (req.method === 'PUT') {
    const input = await parseBody(req, categoryUpdateSchema);
    return json({ category: await renameCategory(database, admin, id, input) });
  }
  const result = await deleteCategory(database, admin, id);
  if (!result.deleted) return json({ error: { code: 'category_in_use', count: result.productCount } }, { status: 409 });
  return new Response(null, { status: 204 });
});

export const config: Config = { path: '/api/admin/categories/:id', method: ['PUT', 'DELETE'] };
