import type { Database } from './db/index.ts';
import { addressLimitKey } from './http/client-ip.ts';
import type { ErrorCode } from '#lib/errors';
import { clientAddressUnknown, tooManyRequests } from './http/errors.ts';
import { findKeyedRow, type KeyedTable } from './idempotency/repository.ts';
import { checkRateLimit, consumeRateLimit, type RateLimit } from './rate-limit.ts';

/** One limit applied to one key: an e-mail, or a client's `clientLimitKey`. */
export type RateLimitCheck = [rule: RateLimit, key: string];

/**
 * What every per-address limit counts for this client: its IPv4 address or IPv6 /64
 * (`addressLimitKey`). Without an address (the platform gave none) it fails closed: the request is
 * refused (503 client_address_unknown), never let through uncounted.
 */
export function clientLimitKey(ip: string | null): string {
  const key = addressLimitKey(ip);
  if (key === null) throw clientAddressUnknown();
  return key;
}

/**
 * Counts one event against every limit, inside the caller's transaction, and throws a 429 (with
 * Retry-After) when any is used up: the transaction then rolls back, so a refused request leaves
 * neither its row nor a counted event.
 */
export async function consumeRateLimits(trx: Database, checks: RateLimitCheck[], now: Date): Promise<void> {
  for (const [rule, key] of checks) {
    const state = await consumeRateLimit(trx, rule, key, now);
    if (!state.allowed) throw tooManyRequests(state.retryAfterSeconds);
  }
}

/** A read-only early refusal, before expensive work (image processing); consumeRateLimits still decides. */
export async function assertWithinRateLimits(db: Database, checks: RateLimitCheck[], now: Date): Promise<void> {
  for (const [rule, key] of checks) {
    const state = await checkRateLimit(db, rule, key, now);
    if (!state.allowed) throw tooManyRequests(state.retryAfterSeconds);
  }
}

/**
 * Before a byte of the body is read (issue 19): refuses an address already over its limit, so a
 * flood costs one query per request, not its bodies. A repeat of a request that went through (its
 * Idempotency-Key is stored in `table`) still gets its first answer; the write counts the event.
 */
export async function refuseAddressOverLimit(
  db: Database,
  rule: RateLimit,
  ip: string | null,
  { table, idempotencyKey = null, code }: { table?: KeyedTable; idempotencyKey?: string | null; code?: ErrorCode } = {},
  now = new Date(),
): Promise<void> {
  if (table && idempotencyKey && (await findKeyedRow(db, table, idempotencyKey))) return;
  const state = await checkRateLimit(db, rule, clientLimitKey(ip), now);
  if (!state.allowed) throw tooManyRequests(state.retryAfterSeconds, code);
}
