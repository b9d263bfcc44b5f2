import type { Database } from '../db/index.ts';
import { HttpError, forbidden } from '../http/errors.ts';
import { startSession, type IssuedSession } from './sessions.ts';
import { verifyChallenge } from './second-step.ts';
import { checkSecondStep } from './totp.ts';

/**
 * The second step of a sign-in (ADR 0028): the challenge the password step gave (401
 * `challenge_expired` when it is forged or older than five minutes: the password again), then a
 * code from the app or a recovery code (400 on `code`), and only then a session. The account is
 * read again: a profile rejected meanwhile gets no session.
 */
export async function signInSecondStep(db: Database, input: { challenge: string; code: string }, now = new Date()): Promise<IssuedSession> {
  const userId = await verifyChallenge(input.challenge, now);
  if (!userId) throw new HttpError(401, 'challenge_expired');
  const user = await db
    .selectFrom('users')
    .innerJoin('company_profiles', 'company_profiles.user_id', 'users.id')
    .select(['users.id', 'users.email', 'company_profiles.status', 'company_profiles.role'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!user) throw new HttpError(401, 'challenge_expired');
  if (user.status !== 'approved') throw forbidden(user.status === 'pending' ? 'account_pending' : 'account_rejected');
  await checkSecondStep(db, { userId: user.id, email: user.email, admin: user.role === 'admin' }, input.code, now);
  return startSession(db, user.id, now);
}
