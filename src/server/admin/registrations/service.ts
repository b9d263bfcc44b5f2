import { z } from 'zod';
import type { Database } from '../../db/index.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { endAllSessions } from '../../auth/sessions.ts';
import { clearSignInFailures } from '../../auth/sign-in-attempts.ts';
import type { AuditActor } from '../audit.ts';
import { adminWrite } from '../write.ts';
import { tellBuyerOfDecision } from './decision-email.ts';
import {
  DELETABLE_STATUSES,
  REGISTRATIONS_PAGE_SIZE,
  type ParsedRegistrationChange,
  type RegistrationPage,
  type RegistrationQuery,
  type RegistrationRecord,
} from '#lib/validation/registration-admin';
import {
  countRegistrations,
  deleteUser,
  findRegistration,
  lockRegistration,
  selectRegistrationPage,
  updateProfileStatus,
  type RegistrationFilter,
  type RegistrationRow,
} from './repository.ts';

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
    crNumber: row.registration_number,
    vatNumber: row.vat_number,
    status: row.status,
    rejectionReason: row.rejection_reason,
    role: row.role,
    createdAt: row.created_at.toISOString(),
    signInLocked: row.sign_in_locked,
    emailVerified: row.email_verified_at !== null,
    closureRequestedAt: row.closure_requested_at ? new Date(row.closure_requested_at).toISOString() : null,
  };
}

/** The shop works in Riyadh (UTC+3 all year): a day of the date filter is a Riyadh day. */
const riyadhDayStart = (day: string): Date => new Date(`${day}T00:00:00+03:00`);
const DAY_MS = 24 * 60 * 60 * 1000;

export function registrationFilterOf(query: Omit<RegistrationQuery, 'page'>): RegistrationFilter {
  return {
    search: query.q || undefined,
    status: query.status === 'all' ? undefined : query.status,
    from: query.from ? riyadhDayStart(query.from) : undefined,
    // "To" is inclusive: everything before the next day begins.
    before: query.to ? new Date(riyadhDayStart(query.to).getTime() + DAY_MS) : undefined,
  };
}

/** One page of registrations for the screen's search, status and dates, newest first. */
export async function listRegistrations(db: Database, query: RegistrationQuery): Promise<RegistrationPage> {
  const filter = registrationFilterOf(query);
  const [rows, total] = await Promise.all([
    selectRegistrationPage(db, filter, { offset: (query.page - 1) * REGISTRATIONS_PAGE_SIZE, limit: REGISTRATIONS_PAGE_SIZE }),
    countRegistrations(db, filter),
  ]);
  return { items: rows.map(toView), page: query.page, pageSize: REGISTRATIONS_PAGE_SIZE, total };
}

/** What names a registration in the audit log: the company and e-mail (equal on both sides of a change, so never listed as changes). */
const namesOf = (row: RegistrationRow) => ({ companyName: row.company_name, email: row.email });

/** The logged state of a registration; the reason only when there is one (older entries have none). */
const loggedState = (row: RegistrationRow, state: { status: RegistrationRow['status']; role: RegistrationRow['role']; reason: string | null }) => ({
  ...namesOf(row),
  status: state.status,
  role: state.role,
  ...(state.reason ? { reason: state.reason } : {}),
});

/**
 * Sets a registration's status (approving always names a role; rejecting may give a reason the
 * applicant reads when signing in) or changes an approved customer's role, and logs who did it.
 * Leaving "approved" ends the user's sessions at once; a role change needs no revocation because
 * the role is read from the database on every request. A reason lasts as long as the rejection.
 */
export async function changeRegistration(
  db: Database,
  userId: string,
  change: ParsedRegistrationChange,
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
      const reason = status !== 'rejected' ? null : change.status ? change.reason || null : current.rejection_reason;
      await updateProfileStatus(tx, userId, { status, role, rejectionReason: reason, now });
      if (status !== 'approved') await endAllSessions(tx, userId, now);
      // The buyer hears of a decision in their language, from the decision's own transaction.
      if (change.status && status !== current.status) await tellBuyerOfDecision(tx, { ...current, status, role, rejection_reason: reason }, now);
      return {
        result: toView({ ...current, status, role, rejection_reason: reason }),
        audit: {
          // Approving names a class too, but it is the status the admin decided; a class alone is a re-class.
          action: change.status ? 'registration.status' : 'registration.role',
          entity: 'registration',
          entityId: userId,
          before: loggedState(current, { status: current.status, role: current.role, reason: current.rejection_reason }),
          after: loggedState(current, { status, role, reason }),
        },
      };
    },
  });
}

/**
 * Deletes an obvious spam registration (pending or rejected; an approved customer is rejected
 * first): the user, its profile, sessions and tokens (its failed sign-ins cleared), in one transaction
 * with the audit entry, which keeps the company and e-mail. A repeat with the same Idempotency-Key
 * answers like the first; any other delete of a registration that is gone is a 404.
 */
export async function deleteRegistration(
  db: Database,
  userId: string,
  actor: AuditActor,
  { now = new Date(), idempotencyKey = null }: { now?: Date; idempotencyKey?: string | null } = {},
): Promise<{ userId: string }> {
  return adminWrite(db, actor, {
    now,
    key: idempotencyKey,
    content: { deleteRegistration: userId },
    replayed: async () => ({ userId }),
    change: async (tx) => {
      const current = await lockRegistration(tx, userId);
      if (!current) throw notFound('registration_not_found');
      if (!DELETABLE_STATUSES.includes(current.status)) throw conflict('invalid_transition');
      await clearSignInFailures(tx, current.email, now);
      await deleteUser(tx, userId);
      return {
        result: { userId },
        audit: {
          action: 'registration.delete',
          entity: 'registration',
          entityId: userId,
          before: { ...namesOf(current), status: current.status, crNumber: current.registration_number },
          after: null,
        },
      };
    },
  });
}
