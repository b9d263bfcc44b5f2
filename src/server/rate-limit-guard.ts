import type { Database } from './db/index.ts';
import { tooManyRequests } from './http/errors.ts';
import { checkRateLimit, consumeRateLimit, type RateLimit } from './rate-limit.ts';

/** One limit applied to one key (an e-mail, an IP); a missing key (unknown IP) is not limited. */
export type RateLimitCheck = [rule: RateLimit, key: string | null];

const keyed = (checks: RateLimitCheck[]) => checks.filter((c): c is [RateLimit, string] => c[1] !== null);

/**
 * Counts one event against every limit, inside the caller's transaction, and throws a 429 (with
 * Retry-After) when any is used up: the transaction then rolls back, so a refused request leaves
 * neither its row nor a counted event.
 */
export async function consumeRateLimits(trx: Database, checks: RateLimitCheck[], now: Date): Promise<void> {
  for (const [rule, key] of keyed(checks)) {
    const state = await consumeRateLimit(trx, rule, key, now);
    if (!state.allowed) throw tooManyRequests(state.retryAfterSeconds);
  }
}

/** A read-only early refusal, before expensive work (image processing); consumeRateLimits still decides. */
export async function assertWithinRateLimits(db: Database, checks: RateLimitCheck[], now: Date): Promise<void> {
  for (const [rule, key] of keyed(checks)) {
    const state = await checkRateLimit(db, rule, key, now);
    if (!state.allowed) throw tooManyRequests(state.retryAfterSeconds);
  }
}
