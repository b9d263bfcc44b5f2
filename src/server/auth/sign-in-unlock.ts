import type { Database } from '../db/index.ts';
import { recordAudit, type AuditActor } from '../admin/audit.ts';
import { findUserEmail } from '../accounts/users-repository.ts';
import { notFound } from '../http/errors.ts';
import { clearSignInFailures } from './sign-in-attempts.ts';

/**
 * An administrator lifts every sign-in lock and delay on an account (the registrations tab's
 * Unlock), recorded in the audit log in the same transaction.
 */
export async function unlockSignIn(db: Database, actor: AuditActor, userId: string, now = new Date()): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const email = await findUserEmail(tx, userId);
    if (!email) throw notFound('registration_not_found');
    await clearSignInFailures(tx, email, now);
    await recordAudit(tx, actor, { action: 'registration.unlock', entity: 'registration', entityId: userId }, now);
  });
}
