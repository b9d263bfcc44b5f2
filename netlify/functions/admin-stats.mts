import type { Config } from '@netlify/functions';
import { db } from '#server/db/index';
import { handler, json } from '#server/http/handler';
import { requireAdmin } from '#server/auth/guards';
import { dashboardStats } from '#server/admin/stats';

/** GET /api/admin/stats: the four dashboard counters, for administrators only. */
export default handler(async (req) => {
  const database = await db();
  await requireAdmin(database, req);
  return json(await dashboardStats(database));
});

export const config: Config = { path: '/api/admin/stats', method: 'GET' };
