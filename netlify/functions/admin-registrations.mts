import type { Config } from '@netlify/functions';
import { registrationQuerySchema } from '#lib/validation/registration-admin';
import { adminRoute } from '#server/admin/route';
import { json } from '#server/http/handler';
import { listRegistrations } from '#server/admin/registrations/service';

/**
 * GET /api/admin/registrations?q=&status=&from=&to=&page=: customer registrations, newest first,
 * 25 a page, searched by company or e-mail and filtered by status and registration day.
 */
export default adminRoute({
  GET: async ({ db, query }) => json(await listRegistrations(db, query(registrationQuerySchema))),
});

export const config: Config = { path: '/api/admin/registrations', method: 'GET' };
