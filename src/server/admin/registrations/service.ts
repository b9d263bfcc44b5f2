import { z } from 'zod';
import type { Database } from '../../db/index.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { endAllSessions } from '../../auth/sessions.ts';
import type { AuditActor } from '../audit.ts';
import { adminWrite } from '../write.ts';
import type { RegistrationChange, RegistrationRecord } from '#lib/validation/registration-admin';
import { findRegistration, lockRegistration, selectRegistrations, updateProfileStatus, type RegistrationRow } from './repository.ts';

export type RegistrationView = RegistrationRecord;

const userIdParam = z.uuid();

/** The route's `:userId`: anything but a UUID names no registration (404). */
export function registrationIdFrom(value: string | undefined): string {
  const parsed = userIdParam.safeParse(value);
  if (!parsed.success) throw notFound('registration_not_found');
  return parsed.data;
}

function toView(row: RegistrationRow): RegistrationView {
  return {
    userId: row.id,
    email: row.email,
    companyName: row.company_name,
    contactPerson: row.contact_person,
    phoneCountryCode: row.phone_country_code,
    phone: row.phone,
    city: row.city,
    country: row.country,
    registrationNumber: row.registration_number,
    status: row.status,
    role: row.role,
    createdAt: row.created_at.toISOString(),
    signInLocked: row.sign_in_locked,
  };
}

export async function listRegistrations(db: Database): Promise<RegistrationView[]> {
  return (await selectRegistrations(db)).map(toView);
}

/**
 * Sets a registration's status (approving always names a role) or changes an approved
 * customer's role, and logs who did it. Leaving "approved" ends the user's sessions at once; a
 * role change needs no revocation because the role is read from the database on every request.
 */
export async function changeRegistration(
  db: Database,
  userId: string,
  change: RegistrationChange,
  actor: AuditActor,
  { now = new Date(), idempotencyKey = null }: { now?: Date; idempotencyKey?: string | null } = {},
): Promise<RegistrationView> {
  return adminWrite(db, actor, {
    now,
    key: idempotencyKey,
    content: { registration: userId, change },
    // A repeat of a change already made answers with the registration as it is now.
    replayed: async () => {
      const row = await findRegistration(db, userId);
      if (!row) throw notFound('registration_not_found');
      return toView(row);
    },
    change: async (tx) => {
      const current = await lockRegistration(tx, userId);
      if (!current) throw notFound('registration_not_found');
      const status = change.status ?? current.status;
      if (status !== 'approved' && change.role) throw conflict('not_approved');
      const role = change.role ?? current.role;
      await updateProfileStatus(tx, userId, { status, role, now });
      if (status !== 'approved') await endAllSessions(tx, userId, now);
      return {
        result: toView({ ...current, status, role }),
        audit: {
          // Approving names a class too, but it is the status the admin decided; a class alone is a re-class.
          action: change.status ? 'registration.status' : 'registration.role',
          entity: 'registration',
          entityId: userId,
          // The company and e-mail name the entry in the log (equal on both sides, so not listed as changes).
          before: { companyName: current.company_name, email: current.email, status: current.status, role: current.role },
          after: { companyName: current.company_name, email: current.email, status, role },
        },
      };
    },
  });
}
