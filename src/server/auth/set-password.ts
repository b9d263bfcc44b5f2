import type { Database } from '../db/index.ts';
import { inTransaction } from '../db/transaction.ts';
import { setPasswordHash } from '../accounts/users-repository.ts';
import { recordAudit } from '../admin/audit.ts';
import { SET_PASSWORD_PURPOSES, type PasswordLinkInfo, type SetPasswordPurpose } from '#lib/user-tokens';
import { hashPassword } from './password.ts';
import { queuePasswordChanged } from './change-password.ts';
import { markEmailVerified } from './email-verification.ts';
import { clearSignInFailures } from './sign-in-attempts.ts';
import { endAllSessions, startSession, type IssuedSession } from './sessions.ts';
import { checkUserToken, consumeUserToken, linkRefusal, type UserTokenCheck } from './user-tokens.ts';

/**
 * The set-password page's link (issue 20): an invited administrator chooses a password and is
 * signed in. A link is single-use and expires; the refusals say which, in the page's language:
 * 404 `link_invalid` (unknown, cut short, or replaced by a newer link), 410 `link_expired`,
 * 410 `link_used`. Issue 21's password reset is another purpose of the same link and page.
 */

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

export interface PasswordSetByLink {
  purpose: SetPasswordPurpose;
  /** An invitation signs the new administrator in; a reset does not (the owner signs in, two-step sign-in included). */
  session: IssuedSession | null;
}

/**
 * Sets the password of the link's account; an invitation also signs it in. The token is checked before the
 * password is hashed (so a made-up link costs no KDF work), then used inside the transaction that
 * stores the hash (two uses at once: one wins, the other is `link_used`). Any other session of the
 * account ends (a reset signs out everywhere); failed sign-ins are forgotten (a reset lifts the
 * lock); the link reached the inbox, so the address counts as verified. An invitation taken up
 * and a reset are in the activity log, made by the account's owner; a reset is e-mailed to them.
 */
export async function setPasswordByLink(db: Database, input: { token: string; password: string }, now = new Date()): Promise<PasswordSetByLink> {
  const { purpose } = await check(db, input.token, now);
  const passwordHash = await hashPassword(input.password);
  const user = await inTransaction(db, async (tx) => {
    const used = await consumeUserToken(tx, input.token, purpose, now);
    if (used.status !== 'valid') throw linkRefusal(used);
    await setPasswordHash(tx, used.userId, passwordHash);
    await endAllSessions(tx, used.userId, now);
    await clearSignInFailures(tx, used.email, now);
    const owner = { userId: used.userId, email: used.email };
    const who = { email: used.email };
    await markEmailVerified(tx, owner, now);
    if (purpose === 'admin_invite') {
      await recordAudit(tx, owner, { action: 'administrator.activate', entity: 'administrator', entityId: used.userId, before: who, after: who }, now);
    } else {
      const profile = await tx.selectFrom('company_profiles').select('role').where('user_id', '=', used.userId).executeTakeFirst();
      const audit = profile?.role === 'admin' ? ({ action: 'administrator.password', entity: 'administrator' } as const) : ({ action: 'registration.password', entity: 'registration' } as const);
      await recordAudit(tx, owner, { ...audit, entityId: used.userId, before: who, after: { ...who, reset: true } }, now);
      await queuePasswordChanged(tx, used.userId, now);
    }
    return used;
  });
  return { purpose, session: purpose === 'admin_invite' ? await startSession(db, user.userId, now) : null };
}
