import type { Config } from '@netlify/functions';
import { administratorInviteSchema } from '#lib/admin/administrators';
import { adminRoute } from '#server/admin/route';
import { json } from '#server/http/handler';
import { inviteAdministrator, listAdministrators } from '#server/admin/administrators/service';

/**
 * GET /api/admin/administrators: every administrator, oldest first, with whether they sign in
 * yet. POST `{ email, name }`: adds one, answering its setup link once (201; 409 `email_taken`).
 */
export default adminRoute({
  GET: async ({ db, admin }) => json({ administrators: await listAdministrators(db, admin.userId) }),
  POST: async ({ db, admin, body }) => json(await inviteAdministrator(db, admin, await body(administratorInviteSchema)), { status: 201 }),
});

export const config: Config = { path: '/api/admin/administrators', method: ['GET', 'POST'] };
