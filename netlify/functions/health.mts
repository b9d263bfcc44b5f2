import type { Config } from '@netlify/functions';
import { db } from '#server/db/index';
import { databaseReachable } from '#server/db/health';
import { handler, json } from '#server/http/handler';

/**
 * GET /api/health, for uptime checks: 200 `{ status: 'ok', database: 'ok' }` when the database
 * answers within 2 s, else 503 `{ status: 'unavailable', database: 'unreachable' }` with
 * Retry-After. It tells nothing more (no driver, host, version or error), and is never cached.
 */
export default handler(async () => {
  if (await databaseReachable(db)) return json({ status: 'ok', database: 'ok' });
  return json({ status: 'unavailable', database: 'unreachable' }, { status: 503, headers: { 'Retry-After': '5' } });
});

export const config: Config = { path: '/api/health', method: 'GET' };
