import type { Config } from '@netlify/functions';
import { db } from '#server/db/index';
import { handler, json } from '#server/http/handler';
import { requireAdmin } from '#server/auth/guards';
import { listRegistrations } from '#server/admin/registrations/service';

/** GET /api/admin/registrations: every customer registration, newest first. */
export default handler(async (req) => {
  const database = await db();
  await requireAdmin(database, req);
  return json({ registrations: await listRegistrations(database) });
});

export const config: Config = { path: '/api/admin/registrations', method: 'GET' };
