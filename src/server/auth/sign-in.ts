import type { Database } from '../db/index.ts';
import type { Role } from '../db/schema.ts';
import { findUserForSignIn } from '../accounts/users-repository.ts';
import { clientLimitKey } from '../rate-limit-guard.ts';
import { decoyHash, isPasswordSet, verifyPassword } from './password.ts';
import { recordSignInFailure, recordSignInSuccess, reserveSignInAttempt, SIGN_IN_LOCK_SECONDS, type SignInRefusal } from './sign-in-attempts.ts';
import { startSession, type IssuedSession } from './sessions.ts';
import { signChallenge } from './second-step.ts';
import { hasTotp } from './totp.ts';

export type SignInResult =
  | { outcome: 'signed_in'; session: IssuedSession; role: Role }
  /** The password was right and the account has two-step sign-in: no session until a code (ADR 0028). */
  | { outcome: 'second_step'; challenge: string }
  | { outcome: 'invalid_credentials'; attemptsLeft: number }
  /** Refused before the password was checked (see sign-in-attempts.ts). */
  | { outcome: SignInRefusal; retryAfterSeconds: number }
  /** The password was right but the account may not sign in (SPEC §8). */
  | { outcome: 'account_pending' | 'no_profile' }
  /** With the administrator's reason, when one was given (issue 20). */
  | { outcome: 'account_rejected'; reason: string | null };

/**
 * Password sign-in from a client address (the platform's; without one, nothing is checked: 503).
 * An unknown e-mail costs the same scrypt work as a known one (checked against a decoy hash) and
 * gets the same answer, so neither time nor wording reveals who is registered. Only an approved
 * profile gets a session; one with two-step sign-in gets a challenge for its second step instead.
 */
export async function signIn(db: Database, credentials: { email: string; password: string }, ip: string | null, now = new Date()): Promise<SignInResult> {
  const address = clientLimitKey(ip);
  const ticket = await reserveSignInAttempt(db, credentials.email, address, now);
  if (!ticket.allowed) return { outcome: ticket.refusal, retryAfterSeconds: ticket.retryAfterSeconds };

  const decoy = decoyHash(); // started before the lookup so an unknown address does not wait for it twice
  const user = await findUserForSignIn(db, credentials.email);
  // An account without a password yet (an invited administrator) costs the same work as any other and never matches.
  const stored = user && isPasswordSet(user.password_hash) ? user.password_hash : null;
  const passwordMatches = await verifyPassword(credentials.password, stored ?? (await decoy));
  if (!user || !stored || !passwordMatches) {
    const { attemptsLeft } = await recordSignInFailure(db, credentials.email, address, ticket.attempt, now);
    return attemptsLeft > 0 ? { outcome: 'invalid_credentials', attemptsLeft } : { outcome: 'locked', retryAfterSeconds: SIGN_IN_LOCK_SECONDS };
  }
  await recordSignInSuccess(db, credentials.email, address, now);

  if (!user.status || !user.role) return { outcome: 'no_profile' };
  if (user.status === 'pending') return { outcome: 'account_pending' };
  if (user.status === 'rejected') return { outcome: 'account_rejected', reason: user.rejection_reason };
  if (await hasTotp(db, user.id)) return { outcome: 'second_step', challenge: await signChallenge(user.id, now) };
  return { outcome: 'signed_in', session: await startSession(db, user.id, now), role: user.role };
}
