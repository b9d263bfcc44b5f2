import type { Config } from '@netlify/functions';
import { categoryUpdateSchema } from '#lib/admin/categories';
import { adminRoute } from '#server/admin/route';
import { json } from '#server/http/handler';
import { deleteCategory, renameCategory } from '#server/admin/categories/service';

/**
 * PUT /api/admin/categories/:id (rename with the version it was loaded at: { category }, or 409
 * version_conflict) and DELETE (204, or 409 { error: { code: 'category_in_use', count } } while
 * products use it).
 */
export default adminRoute({
  PUT: async ({ db, admin, id, body }) => json({ category: await renameCategory(db, admin, id('category_not_found'), await body(categoryUpdateSchema)) }),
  DELETE: async ({ db, admin, id }) => {
    await deleteCategory(db, admin, id('category_not_found'));
    return new Response(null, { status: 204 });
  },
});

export const config: Config = { path: '/api/admin/categories/:id', method: ['PUT', 'DELETE'] };
