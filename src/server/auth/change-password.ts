import type { Transaction } from 'kysely';
import type { Database } from '../db/index.ts';
import type { DB } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { badRequest, forbidden, HttpError, tooManyRequests } from '../http/errors.ts';
import { consumeRateLimit, type RateLimit } from '../rate-limit.ts';
import { findKeyedAudit } from '../idempotency/repository.ts';
import { keyedRequest } from '../idempotency/request.ts';
import { findPasswordHash, lockPasswordHash, setPasswordHash } from '../accounts/users-repository.ts';
import { localeOf } from '../accounts/user-locale.ts';
import { adminWrite } from '../admin/write.ts';
import type { AuditRecord } from '../admin/audit.ts';
import { enqueueEmail } from '../email/outbox.ts';
import type { PasswordChange } from '#lib/admin/administrators';
import { hashPassword, verifyPassword } from './password.ts';
import { endOtherSessions } from './sessions.ts';

/**
 * Wrong current passwords a signed-in user may try: a stolen session must not become a way to
 * guess the password at full speed. Every attempt counts, right or wrong.
 */
export const PASSWORD_CHANGE_LIMIT: RateLimit = { bucket: 'password-change:user', limit: 10, windowSeconds: 60 * 60 };

/** Who changes their password: the signed-in user and the session asking (which stays signed in). */
export interface PasswordOwner {
  userId: string;
  email: string;
  familyId: string;
}

/**
 * Tells the account's owner their password changed (issue 21), in their language, from the
 * change's own transaction: a change made by someone else is noticed.
 */
export async function queuePasswordChanged(tx: Transaction<DB>, userId: string, now = new Date()): Promise<void> {
  const user = await tx
    .selectFrom('users')
    .leftJoin('company_profiles', 'company_profiles.user_id', 'users.id')
    .select(['users.email', 'users.locale', 'company_profiles.contact_person'])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  await enqueueEmail(tx, { template: 'password_changed', to: user.email, locale: localeOf(user.locale), data: { contactPerson: user.contact_person, changedAt: now.toISOString() } }, now);
}

/**
 * One password change for every signed-in user, an administrator's (POST /api/admin/account/password)
 * and a buyer's (POST /api/account/password): the current password must be right (400
 * `incorrect_password` on that field), the new one meets SPEC §5 (the schema's). Every other
 * session of theirs is signed out; this one stays. The owner is e-mailed. The two password hashes
 * (0.3 s each) are computed outside the transaction; a password changed meanwhile (another tab) is
 * a 409. Ten attempts an hour. Keyed: a retry after a lost answer is recognised before the
 * "current" password (now the old one) is checked. The log names the account, never a password.
 */
export async function changePassword(
  db: Database,
  owner: PasswordOwner,
  change: PasswordChange,
  { audit, now = new Date(), idempotencyKey = null }: { audit: Pick<AuditRecord, 'action' | 'entity' | 'before' | 'after'>; now?: Date; idempotencyKey?: string | null },
): Promise<void> {
  const content = { passwordChange: owner.userId };
  const earlier = idempotencyKey ? await findKeyedAudit(db, idempotencyKey) : undefined;
  if (earlier) {
    if (earlier.request_hash !== keyedRequest(idempotencyKey, content)?.requestHash) throw new HttpError(422, 'idempotency_key_reused');
    return;
  }
  const limit = await inTransaction(db, (tx) => consumeRateLimit(tx, PASSWORD_CHANGE_LIMIT, owner.userId, now));
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
  const stored = await findPasswordHash(db, owner.userId);
  if (!stored) throw forbidden();
  if (!(await verifyPassword(change.currentPassword, stored))) throw badRequest({ currentPassword: 'incorrect_password' });
  const passwordHash = await hashPassword(change.newPassword);
  await adminWrite(db, owner, {
    now,
    key: idempotencyKey,
    // Never the passwords: the request hash is a fast, unsalted hash.
    content,
    replayed: async () => undefined,
    change: async (tx) => {
      const current = await lockPasswordHash(tx, owner.userId);
      if (current !== stored) throw new HttpError(409, 'version_conflict');
      await setPasswordHash(tx, owner.userId, passwordHash);
      await endOtherSessions(tx, owner.userId, owner.familyId, now);
      await queuePasswordChanged(tx, owner.userId, now);
      return { result: undefined, audit: { ...audit, entityId: owner.userId } };
    },
  });
}
