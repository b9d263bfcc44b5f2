import { sql } from 'kysely';
import type { Database } from './index.ts';
import { readWithRetry } from './transaction.ts';

/** Longer than a healthy round trip by far, shorter than an uptime checker's own time-out. */
const HEALTH_TIMEOUT_MS = 2_000;

/**
 * Whether the database answers a trivial query in time, through the same pool as the requests
 * (so a check also wakes a Neon compute that scaled to zero). Never throws: any failure is "no".
 */
export async function databaseReachable(database: () => Promise<Database>, timeoutMs = HEALTH_TIMEOUT_MS): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  const check = (async () => {
    const db = await database();
    await readWithRetry(() => sql`select 1`.execute(db), () => 0);
    return true;
  })().catch(() => false);
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
