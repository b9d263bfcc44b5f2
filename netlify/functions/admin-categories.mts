import type { Config } from '@netlify/functions';
import { categoryCreateSchema } from '#lib/admin/categories';
import { db } from '#server/db/index';
import { handler, json } from '#server/http/handler';
import { parseBody } from '#server/http/body';
import { requireAdmin } from '#server/auth/guards';
import { createCategory, listAdminCategories } from '#server/admin/categories/service';

/** GET /api/admin/categories ({ categories } with product counts) and POST (201 { category }). Admins only. */
export default handler(async (req) => {
  const database = await db();
  const admin = await requireAdmin(database, req);
  if (req.method === 'POST') {
    const input = await parseBody(req, categoryCreateSchema);
    return json({ category: await createCategory(database, admin, input) }, { status: 201 });
  }
  return json({ categories: await listAdminCategories(database) });
});

export const config: Config = { path: '/api/admin/categories', method: ['GET', 'POST'] };
