import { sql } from 'kysely';
import type { Database } from './db/index.ts';

/**
 * Rate limits kept in Postgres (functions are stateless; each instance has its own memory).
 * A limit allows `limit` events per `windowSeconds` for one key of one bucket (e.g. the
 * `quote:ip` bucket keyed by IP address).
 */
export interface RateLimit {
  bucket: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitState {
  allowed: boolean;
  remaining: number;
  /** Seconds until the oldest counted event leaves the window (0 when allowed). */
  retryAfterSeconds: number;
}

export async function checkRateLimit(db: Database, rule: RateLimit, key: string, now = new Date()): Promise<RateLimitState> {
  const since = new Date(now.getTime() - rule.windowSeconds * 1000);
  const row = await db
    .selectFrom('rate_limit_events')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('created_at').as('oldest')])
    .where('bucket', '=', rule.bucket)
    .where('key', '=', key)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  const allowed = count < rule.limit;
  const oldest = row.oldest ? new Date(row.oldest as unknown as string) : now;
  return {
    allowed,
    remaining: Math.max(0, rule.limit - count),
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((oldest.getTime() + rule.windowSeconds * 1000 - now.getTime()) / 1000)),
  };
}

export async function recordRateLimitEvent(db: Database, rule: Pick<RateLimit, 'bucket'>, key: string, now = new Date()): Promise<void> {
  await db.insertInto('rate_limit_events').values({ bucket: rule.bucket, key, created_at: now }).execute();
}

/**
 * Checks and records in one step, serialised per bucket and key with a transaction-scoped
 * advisory lock, so concurrent requests cannot all slip under the limit.
 * Call it inside the transaction that does the guarded write, so a refused or failed write
 * leaves no event behind.
 */
export async function consumeRateLimit(db: Database, rule: RateLimit, key: string, now = new Date()): Promise<RateLimitState> {
  await sql`select pg_advisory_xact_lock(hashtext(${`${rule.bucket}:${key}`}))`.execute(db);
  const state = await checkRateLimit(db, rule, key, now);
  if (state.allowed) {
    await recordRateLimitEvent(db, rule, key, now);
    return { ...state, remaining: state.remaining - 1 };
  }
  return state;
}
