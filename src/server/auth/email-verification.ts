import type { Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { Database } from '../db/index.ts';
import { inTransaction } from '../db/transaction.ts';
import { conflict, notFound, tooManyRequests } from '../http/errors.ts';
import { consumeRateLimit, type RateLimit } from '../rate-limit.ts';
import { enqueueEmail } from '../email/outbox.ts';
import { claimRequestsFor } from '../account/claims.ts';
import { recordAudit } from '../admin/audit.ts';
import { localeOf } from '../accounts/user-locale.ts';
import { EMAIL_VERIFICATION_HOURS, VERIFY_EMAIL_PATH, type VerifiedEmail } from '#lib/user-tokens';
import { consumeUserToken, issueUserToken, linkRefusal } from './user-tokens.ts';

/**
 * A buyer's address, proven (issue 21, ADR 0023): registration queues a verification e-mail in its
 * own transaction; the link (single use, only its SHA-256 stored, 48 hours) marks the address
 * verified and, in that same transaction, joins the requests sent earlier from it. A new link
 * replaces the earlier one; the buyer may ask for one from /account, a few an hour.
 */

/** Links a buyer may ask for again, per account per hour (the registration's own is not counted). */
export const verificationResendLimit = (): RateLimit => ({ bucket: 'verify-email:user', limit: 3, windowSeconds: 60 * 60 });

export interface VerificationRecipient {
  userId: string;
  email: string;
  contactPerson: string | null;
  locale: string;
}

/** Issues a link and queues its e-mail, in the caller's transaction (the registration's, or a resend's). */
export async function queueVerificationEmail(tx: Transaction<DB>, recipient: VerificationRecipient, now = new Date()): Promise<void> {
  const { token } = await issueUserToken(tx, { userId: recipient.userId, purpose: 'email_verification', lifetimeSeconds: EMAIL_VERIFICATION_HOURS * 3600, now });
  await enqueueEmail(
    tx,
    {
      template: 'email_verification',
      to: recipient.email,
      locale: localeOf(recipient.locale),
      data: { contactPerson: recipient.contactPerson, email: recipient.email, link: `${VERIFY_EMAIL_PATH}?token=${encodeURIComponent(token)}`, validHours: EMAIL_VERIFICATION_HOURS },
    },
    now,
  );
}

/**
 * Marks an address verified once (the first proof counts) and joins the requests sent earlier
 * from it (claims.ts, ADR 0023), in the caller's transaction. Any link that reached the inbox is
 * proof: the verification link, an administrator's setup link, a password reset.
 */
export async function markEmailVerified(tx: Transaction<DB>, account: { userId: string; email: string }, now = new Date()): Promise<void> {
  const marked = await tx.updateTable('users').set({ email_verified_at: now }).where('id', '=', account.userId).where('email_verified_at', 'is', null).returning('id').executeTakeFirst();
  if (!marked) return;
  const who = { email: account.email };
  await recordAudit(tx, account, { action: 'registration.verify', entity: 'registration', entityId: account.userId, before: { ...who, emailVerified: false }, after: { ...who, emailVerified: true } }, now);
  // Requests join buyers' accounts only: an administrator's requests are nobody's (ADR 0022).
  const profile = await tx.selectFrom('company_profiles').select('role').where('user_id', '=', account.userId).executeTakeFirst();
  if (profile && profile.role !== 'admin') await claimRequestsFor(tx, account, now);
}

/** POST /api/auth/verify-email: uses the link; 404 `link_invalid`, 410 `link_expired` / `link_used`. */
export async function verifyEmail(db: Database, token: string, now = new Date()): Promise<VerifiedEmail> {
  return inTransaction(db, async (tx) => {
    const used = await consumeUserToken(tx, token, 'email_verification', now);
    if (used.status !== 'valid') throw linkRefusal(used);
    await markEmailVerified(tx, { userId: used.userId, email: used.email }, now);
    return { email: used.email };
  });
}

/** POST /api/account/verification: a new link for the signed-in buyer (409 `email_already_verified`; 429 past the limit). */
export async function resendVerification(db: Database, userId: string, now = new Date()): Promise<{ sentTo: string }> {
  return inTransaction(db, async (tx) => {
    const user = await tx
      .selectFrom('users')
      .leftJoin('company_profiles', 'company_profiles.user_id', 'users.id')
      .select(['users.id', 'users.email', 'users.locale', 'users.email_verified_at', 'company_profiles.contact_person'])
      .where('users.id', '=', userId)
      .forUpdate('users')
      .executeTakeFirst();
    if (!user) throw notFound();
    if (user.email_verified_at) throw conflict('email_already_verified');
    const limit = await consumeRateLimit(tx, verificationResendLimit(), userId, now);
    if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
    await queueVerificationEmail(tx, { userId, email: user.email, contactPerson: user.contact_person, locale: user.locale }, now);
    return { sentTo: user.email };
  });
}
