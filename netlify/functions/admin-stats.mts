import type { Config } from '@netlify/functions';
import { adminRoute } from '#server/admin/route';
import { json } from '#server/http/handler';
import { dashboardStats } from '#server/admin/stats';

/** GET /api/admin/stats: the four dashboard counters. */
export default adminRoute({
  GET: async ({ db }) => json(await dashboardStats(db)),
});

export const config: Config = { path: '/api/admin/stats', method: 'GET' };
