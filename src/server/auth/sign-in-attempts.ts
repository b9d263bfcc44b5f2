import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../db/index.ts';
import { env } from '../env.ts';
import { consumeRateLimit, type RateLimit } from '../rate-limit.ts';

/**
 * Who may try a password, and when (SPEC §8, issue 11 item 8; ADR 0006). Three guards, checked in
 * this order before any password is hashed:
 *
 * 1. Per client address: SIGN_INS_PER_IP_PER_10_MINUTES attempts (default 20), whatever the
 *    e-mail, so one address cannot keep the server hashing.
 * 2. Per (e-mail, address): SPEC's five failures lock that pair for 24 hours. The attacker locks
 *    itself out; the owner, from an address that has not failed, still signs in.
 * 3. Per e-mail across addresses: once its failures of the last day reach FLOOD_FREE_FAILURES,
 *    each further attempt waits a delay that doubles with every failure, up to
 *    FLOOD_MAX_DELAY_SECONDS. A flood from many addresses is slowed to a trickle, never turned
 *    into a lock; the owner's known addresses (a successful sign-in within KNOWN_ADDRESS_DAYS)
 *    are spared the delay.
 *
 * Counted whether or not an account exists, so the answers never reveal who is registered.
 * An attempt is reserved (counted as a failure) under a per-e-mail lock before the password is
 * checked, so parallel guesses cannot slip past any of the limits; the right password undoes it.
 */
export const MAX_FAILED_SIGN_INS = 5;
export const SIGN_IN_LOCK_SECONDS = 24 * 60 * 60;
export const FLOOD_FREE_FAILURES = 10;
export const FLOOD_MAX_DELAY_SECONDS = 5 * 60;
export const KNOWN_ADDRESS_DAYS = 90;
const FAILURE_MEMORY_MS = SIGN_IN_LOCK_SECONDS * 1000;
const KNOWN_ADDRESS_MS = KNOWN_ADDRESS_DAYS * 24 * 60 * 60 * 1000;

export const signInLimitPerIp = (): RateLimit => ({ bucket: 'sign-in:ip', limit: env().SIGN_INS_PER_IP_PER_10_MINUTES, windowSeconds: 10 * 60 });

export type SignInRefusal = 'rate_limited' | 'locked' | 'throttled';
export type AttemptTicket = { allowed: true; attempt: number } | { allowed: false; refusal: SignInRefusal; retryAfterSeconds: number };

/** The wait after the e-mail's latest failure once a flood has begun: 1 s, 2 s, 4 s … at most five minutes. */
export function floodDelaySeconds(failures: number): number {
  if (failures < FLOOD_FREE_FAILURES) return 0;
  return Math.min(FLOOD_MAX_DELAY_SECONDS, 2 ** (failures - FLOOD_FREE_FAILURES));
}

const secondsUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
const refused = (refusal: SignInRefusal, retryAfterSeconds: number): AttemptTicket => ({ allowed: false, refusal, retryAfterSeconds });

export function reserveSignInAttempt(db: Database, email: string, ip: string, now: Date): Promise<AttemptTicket> {
  return db.transaction().execute(async (tx): Promise<AttemptTicket> => {
    const perAddress = await consumeRateLimit(tx, signInLimitPerIp(), ip, now);
    if (!perAddress.allowed) return refused('rate_limited', perAddress.retryAfterSeconds);

    await sql`select pg_advisory_xact_lock(hashtext(${`sign-in:${email}`}))`.execute(tx);
    await tx.deleteFrom('sign_in_failures').where('updated_at', '<', new Date(now.getTime() - KNOWN_ADDRESS_MS)).execute();
    const rows = await tx.selectFrom('sign_in_failures').selectAll().where('email', '=', email).execute();
    const recent = rows.filter((r) => r.failed_count > 0 && r.last_failed_at && now.getTime() - r.last_failed_at.getTime() < FAILURE_MEMORY_MS);
    const pair = rows.find((r) => r.ip === ip);

    if (pair?.locked_until && pair.locked_until > now) return refused('locked', secondsUntil(pair.locked_until, now));
    const attempt = (pair && recent.includes(pair) ? pair.failed_count : 0) + 1;
    if (attempt > MAX_FAILED_SIGN_INS) {
      // Parallel guesses reserved all five attempts before the fifth failure was recorded.
      await lockPair(tx, email, ip, now);
      return refused('locked', SIGN_IN_LOCK_SECONDS);
    }

    const known = pair?.signed_in_at && now.getTime() - pair.signed_in_at.getTime() < KNOWN_ADDRESS_MS;
    if (!known) {
      const failures = recent.reduce((sum, r) => sum + r.failed_count, 0);
      const latest = Math.max(0, ...recent.map((r) => r.last_failed_at!.getTime()));
      const wait = latest + floodDelaySeconds(failures) * 1000 - now.getTime();
      if (failures >= FLOOD_FREE_FAILURES && wait > 0) return refused('throttled', Math.ceil(wait / 1000));
    }

    await tx
      .insertInto('sign_in_failures')
      .values({ email, ip, failed_count: attempt, last_failed_at: now, locked_until: null, updated_at: now })
      .onConflict((oc) => oc.columns(['email', 'ip']).doUpdateSet({ failed_count: attempt, last_failed_at: now, locked_until: null, updated_at: now }))
      .execute();
    return { allowed: true, attempt };
  });
}

async function lockPair(db: Database, email: string, ip: string, now: Date): Promise<void> {
  const lockedUntil = new Date(now.getTime() + SIGN_IN_LOCK_SECONDS * 1000);
  await db.updateTable('sign_in_failures').set({ locked_until: lockedUntil, updated_at: now }).where('email', '=', email).where('ip', '=', ip).execute();
}

/** The reserved attempt failed (it is already counted): how many remain, and the pair's lock once none do. */
export async function recordSignInFailure(db: Database, email: string, ip: string, attempt: number, now: Date): Promise<{ attemptsLeft: number }> {
  const attemptsLeft = Math.max(0, MAX_FAILED_SIGN_INS - attempt);
  if (attemptsLeft === 0) await lockPair(db, email, ip, now);
  return { attemptsLeft };
}

/** The right password from this address: its failures no longer count, and the address is known from now on. */
export async function recordSignInSuccess(db: Database, email: string, ip: string, now: Date): Promise<void> {
  await db
    .updateTable('sign_in_failures')
    .set({ failed_count: 0, last_failed_at: null, locked_until: null, signed_in_at: now, updated_at: now })
    .where('email', '=', email)
    .where('ip', '=', ip)
    .execute();
}

/** An administrator's unlock: every failure against the e-mail is forgotten (known addresses stay known). */
export async function clearSignInFailures(db: Database, email: string, now: Date): Promise<void> {
  await db
    .updateTable('sign_in_failures')
    .set({ failed_count: 0, last_failed_at: null, locked_until: null, updated_at: now })
    .where('email', '=', email)
    .execute();
}

/**
 * For the admin's list: whether something now stands between the account and a sign-in — a
 * locked address, or a flood under way (its failures of the last day past the free ones).
 * `email` is the SQL column holding the account's e-mail.
 */
export function signInLockedSql(email: RawBuilder<unknown>, now: Date): RawBuilder<boolean> {
  const since = new Date(now.getTime() - FAILURE_MEMORY_MS);
  return sql<boolean>`coalesce((
    select bool_or(f.locked_until > ${now})
      or coalesce(sum(f.failed_count) filter (where f.last_failed_at > ${since}), 0) >= ${FLOOD_FREE_FAILURES}
    from sign_in_failures f where f.email = ${email}
  ), false)`;
}
