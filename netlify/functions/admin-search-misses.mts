import type { Config } from '@netlify/functions';
import { searchMissQuerySchema } from '#lib/search-misses';
import { adminRoute } from '#server/admin/route';
import { json } from '#server/http/handler';
import { topSearchMisses } from '#server/search-misses/search-misses';

/**
 * GET /api/admin/search-misses?days=1..30&limit=1..50: what buyers searched for and did not find
 * (ADR 0033), the most searched terms of the last `days` days (30) with their counts:
 * `{ items: SearchMiss[] }`. Terms only: no person, address or time of day.
 */
export default adminRoute({
  GET: async ({ db, query }) => json({ items: await topSearchMisses(db, query(searchMissQuerySchema)) }),
});

export const config: Config = { path: '/api/admin/search-misses', method: 'GET' };
