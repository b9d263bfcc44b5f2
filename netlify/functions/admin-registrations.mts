import type { Config } from '@netlify/functions';
import { adminRoute } from '#server/admin/route';
import { json } from '#server/http/handler';
import { listRegistrations } from '#server/admin/registrations/service';

/** GET /api/admin/registrations: every customer registration, newest first. */
export default adminRoute({
  GET: async ({ db }) => json({ registrations: await listRegistrations(db) }),
});

export const config: Config = { path: '/api/admin/registrations', method: 'GET' };
