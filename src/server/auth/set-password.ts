import type { Database } from '../db/index.ts';
import { inTransaction } from '../db/transaction.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { setPasswordHash } from '../accounts/users-repository.ts';
import { recordAudit } from '../admin/audit.ts';
import { SET_PASSWORD_PURPOSES, type PasswordLinkInfo, type SetPasswordPurpose } from '#lib/user-tokens';
import { hashPassword } from './password.ts';
import { clearSignInFailures } from './sign-in-attempts.ts';
import { endAllSessions, startSession, type IssuedSession } from './sessions.ts';
import { checkUserToken, consumeUserToken, type UserTokenCheck } from './user-tokens.ts';

/**
 * The set-password page's link (issue 20): an invited administrator chooses a password and is
 * signed in. A link is single-use and expires; the refusals say which, in the page's language:
 * 404 `link_invalid` (unknown, cut short, or replaced by a newer link), 410 `link_expired`,
 * 410 `link_used`. Issue 21's password reset is another purpose of the same link and page.
 */

export function linkRefusal(check: Exclude<UserTokenCheck, { status: 'valid' }>): HttpError {
  if (check.status === 'expired') return new HttpError(410, 'link_expired');
  if (check.status === 'used') return new HttpError(410, 'link_used');
  return notFound('link_invalid');
}

/** The link's purpose and account, or its refusal. A token is one purpose's: the first that knows it answers. */
async function check(db: Database, token: string, now: Date): Promise<{ purpose: SetPasswordPurpose; userId: string; email: string }> {
  let found: UserTokenCheck = { status: 'invalid' };
  for (const purpose of SET_PASSWORD_PURPOSES) {
    found = await checkUserToken(db, token, purpose, now);
    if (found.status === 'valid') return { purpose, userId: found.userId, email: found.email };
    if (found.status !== 'invalid') break;
  }
  throw linkRefusal(found as Exclude<UserTokenCheck, { status: 'valid' }>);
}

/** What a link is for, before a password is typed (the page names the account). */
export async function passwordLinkInfo(db: Database, token: string, now = new Date()): Promise<PasswordLinkInfo> {
  const { purpose, email } = await check(db, token, now);
  return { purpose, email };
}

/**
 * Sets the password of the link's account and signs it in. The token is checked before the
 * password is hashed (so a made-up link costs no KDF work), then used inside the transaction that
 * stores the hash (two uses at once: one wins, the other is `link_used`). Any other session of the
 * account ends; failed sign-ins are forgotten. An invitation taken up is in the activity log,
 * made by the new administrator.
 */
export async function setPasswordByLink(db: Database, input: { token: string; password: string }, now = new Date()): Promise<IssuedSession> {
  const { purpose } = await check(db, input.token, now);
  const passwordHash = await hashPassword(input.password);
  const user = await inTransaction(db, async (tx) => {
    const used = await consumeUserToken(tx, input.token, purpose, now);
    if (used.status !== 'valid') throw linkRefusal(used);
    await setPasswordHash(tx, used.userId, passwordHash);
    await endAllSessions(tx, used.userId, now);
    await clearSignInFailures(tx, used.email, now);
    if (purpose === 'admin_invite') {
      const who = { email: used.email };
      await recordAudit(tx, { userId: used.userId, email: used.email }, { action: 'administrator.activate', entity: 'administrator', entityId: used.userId, before: who, after: who }, now);
    }
    return used;
  });
  return startSession(db, user.userId, now);
}
