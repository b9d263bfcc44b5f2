import type { Config } from '@netlify/functions';
import { categoryCreateSchema } from '#lib/admin/categories';
import { adminRoute } from '#server/admin/route';
import { json } from '#server/http/handler';
import { createCategory, listAdminCategories } from '#server/admin/categories/service';

/** GET /api/admin/categories ({ categories } with product counts) and POST (201 { category }). */
export default adminRoute({
  GET: async ({ db }) => json({ categories: await listAdminCategories(db) }),
  POST: async ({ db, admin, body }) => json({ category: await createCategory(db, admin, await body(categoryCreateSchema)) }, { status: 201 }),
});

export const config: Config = { path: '/api/admin/categories', method: ['GET', 'POST'] };
