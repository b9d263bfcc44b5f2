import type { Database } from '../../db/index.ts';
import type { AuditActor } from '../audit.ts';
import { adminWrite } from '../write.ts';
import { findUserEmail } from '../../accounts/users-repository.ts';
import { notFound } from '../../http/errors.ts';
import { clearSignInFailures } from '../../auth/sign-in-attempts.ts';

/**
 * An administrator lifts every sign-in lock and delay on an account (the registrations tab's
 * Unlock), recorded in the audit log in the same transaction.
 */
export async function unlockSignIn(db: Database, actor: AuditActor, userId: string, now = new Date()): Promise<void> {
  await adminWrite(db, actor, {
    now,
    change: async (tx) => {
      const email = await findUserEmail(tx, userId);
      if (!email) throw notFound('registration_not_found');
      await clearSignInFailures(tx, email, now);
      // The e-mail names the entry in the log; it is the same on both sides, so no change is listed.
      return { result: undefined, audit: { action: 'registration.unlock', entity: 'registration', entityId: userId, before: { email }, after: { email } } };
    },
  });
}
