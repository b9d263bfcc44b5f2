import type { Database } from '../db/index.ts';
import type { Role } from '../db/schema.ts';
import { findUserForSignIn } from '../accounts/users-repository.ts';
import { decoyHash, verifyPassword } from './password.ts';
import { clearSignInFailures, recordSignInFailure, reserveSignInAttempt, SIGN_IN_LOCK_SECONDS } from './sign-in-attempts.ts';
import { startSession, type IssuedSession } from './sessions.ts';

export type SignInResult =
  | { outcome: 'signed_in'; session: IssuedSession; role: Role }
  | { outcome: 'invalid_credentials'; attemptsLeft: number }
  | { outcome: 'locked'; retryAfterSeconds: number }
  /** The password was right but the account may not sign in (SPEC §8). */
  | { outcome: 'account_pending' | 'account_rejected' | 'no_profile' };

/**
 * Password sign-in. An unknown address costs the same scrypt work as a known one (checked against
 * a decoy hash) and gets the same answer, so neither time nor wording reveals who is registered.
 * Only an approved profile gets a session.
 */
export async function signIn(db: Database, credentials: { email: string; password: string }, now = new Date()): Promise<SignInResult> {
  const decoy = decoyHash(); // started now so the first unknown address does not pay for it twice
  const ticket = await reserveSignInAttempt(db, credentials.email, now);
  if (!ticket.allowed) return { outcome: 'locked', retryAfterSeconds: ticket.retryAfterSeconds };

  const user = await findUserForSignIn(db, credentials.email);
  const passwordMatches = await verifyPassword(credentials.password, user?.password_hash ?? (await decoy));
  if (!user || !passwordMatches) {
    const { attemptsLeft } = await recordSignInFailure(db, credentials.email, ticket.attempt, now);
    return attemptsLeft > 0 ? { outcome: 'invalid_credentials', attemptsLeft } : { outcome: 'locked', retryAfterSeconds: SIGN_IN_LOCK_SECONDS };
  }
  await clearSignInFailures(db, credentials.email);

  if (!user.status || !user.role) return { outcome: 'no_profile' };
  if (user.status === 'pending') return { outcome: 'account_pending' };
  if (user.status === 'rejected') return { outcome: 'account_rejected' };
  return { outcome: 'signed_in', session: await startSession(db, user.id, now), role: user.role };
}
