import type { Database } from '../db/index.ts';

/**
 * Failed sign-ins per e-mail address (SPEC §8: five failures lock the account for 24 hours).
 * Counted per address whether or not an account exists, so the answers never reveal which
 * addresses are registered. Failures older than a day are forgotten.
 */
export const MAX_FAILED_SIGN_INS = 5;
export const SIGN_IN_LOCK_SECONDS = 24 * 60 * 60;
const FAILURE_MEMORY_MS = 24 * 60 * 60 * 1000;

export type AttemptTicket = { allowed: true; attempt: number } | { allowed: false; retryAfterSeconds: number };

const secondsUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

/**
 * Takes a numbered attempt before the password is checked. Taking it first, under a row lock,
 * means parallel guesses cannot slip past the limit: the sixth concurrent one is refused unchecked.
 */
export function reserveSignInAttempt(db: Database, email: string, now: Date): Promise<AttemptTicket> {
  return db.transaction().execute(async (tx): Promise<AttemptTicket> => {
    await tx.insertInto('login_lockouts').values({ email, failed_count: 0, updated_at: now }).onConflict((oc) => oc.column('email').doNothing()).execute();
    const row = await tx.selectFrom('login_lockouts').selectAll().where('email', '=', email).forUpdate().executeTakeFirstOrThrow();
    if (row.locked_until && row.locked_until > now) return { allowed: false, retryAfterSeconds: secondsUntil(row.locked_until, now) };
    const forgotten = row.locked_until !== null || now.getTime() - row.updated_at.getTime() > FAILURE_MEMORY_MS;
    const attempt = (forgotten ? 0 : row.failed_count) + 1;
    if (attempt > MAX_FAILED_SIGN_INS) {
      const lockedUntil = new Date(now.getTime() + SIGN_IN_LOCK_SECONDS * 1000);
      await tx.updateTable('login_lockouts').set({ locked_until: lockedUntil, updated_at: now }).where('email', '=', email).execute();
      return { allowed: false, retryAfterSeconds: SIGN_IN_LOCK_SECONDS };
    }
    await tx.updateTable('login_lockouts').set({ failed_count: attempt, locked_until: null, updated_at: now }).where('email', '=', email).execute();
    return { allowed: true, attempt };
  });
}

/** The reserved attempt failed: how many remain, and the lock once none do. */
export async function recordSignInFailure(db: Database, email: string, attempt: number, now: Date): Promise<{ attemptsLeft: number }> {
  const attemptsLeft = Math.max(0, MAX_FAILED_SIGN_INS - attempt);
  if (attemptsLeft === 0) {
    await db
      .updateTable('login_lockouts')
      .set({ locked_until: new Date(now.getTime() + SIGN_IN_LOCK_SECONDS * 1000), updated_at: now })
      .where('email', '=', email)
      .execute();
  }
  return { attemptsLeft };
}

/** The right password was given: earlier failures no longer count. */
export async function clearSignInFailures(db: Database, email: string): Promise<void> {
  await db.deleteFrom('login_lockouts').where('email', '=', email).execute();
}
