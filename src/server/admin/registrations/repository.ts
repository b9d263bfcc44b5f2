import { sql } from 'kysely';
import type { Database } from '../../db/index.ts';
import type { ProfileStatus, Role } from '../../db/schema.ts';
import { signInLockedSql } from '../../auth/sign-in-attempts.ts';
import { likeContains } from '../../catalogue/product-repository.ts';
import { countRows } from '../inbox/filters.ts';

/** Customer registrations as the admin sees them: plain functions over a database handle or a transaction. */

const registrationColumns = [
  'users.id',
  'users.email',
  'users.email_verified_at',
  'users.locale',
  'users.closure_requested_at',
  'company_profiles.company_name',
  'company_profiles.contact_person',
  'company_profiles.phone_country_code',
  'company_profiles.phone',
  'company_profiles.city',
  'company_profiles.country',
  'company_profiles.registration_number',
  'company_profiles.vat_number',
  'company_profiles.status',
  'company_profiles.rejection_reason',
  'company_profiles.role',
  'company_profiles.created_at',
] as const;

export interface RegistrationFilter {
  /** "Contains", any case, in the company name or the e-mail address. */
  search?: string;
  status?: ProfileStatus;
  /** Registered at or after this instant. */
  from?: Date;
  /** Registered before this instant. */
  before?: Date;
}

/**
 * The registrations a filter keeps. Administrators' own profiles are not registrations. A search
 * looks each side up in its own trigram index (company names, e-mail addresses) and keeps the
 * union, rather than one OR across a join, which no index can serve.
 */
function filtered(db: Database, filter: RegistrationFilter) {
  let query = db
    .selectFrom('company_profiles')
    .innerJoin('users', 'users.id', 'company_profiles.user_id')
    .where('company_profiles.role', '!=', 'admin');
  if (filter.status) query = query.where('company_profiles.status', '=', filter.status);
  if (filter.from) query = query.where('company_profiles.created_at', '>=', filter.from);
  if (filter.before) query = query.where('company_profiles.created_at', '<', filter.before);
  if (filter.search) {
    const pattern = likeContains(filter.search);
    query = query.where('company_profiles.user_id', 'in', (eb) =>
      eb
        .selectFrom('company_profiles as named')
        .select('named.user_id')
        .where(sql<string>`lower(named.company_name)`, 'like', pattern)
        .union(eb.selectFrom('users as addressed').select('addressed.id as user_id').where('addressed.email', 'like', pattern)),
    );
  }
  return query;
}

/**
 * One page of registrations, newest first, each with whether its sign-in is locked right now. The
 * order ends on the user id, so it is total and an index walks it.
 */
export async function selectRegistrationPage(db: Database, filter: RegistrationFilter, page: { offset: number; limit: number }, now = new Date()) {
  return filtered(db, filter)
    .select(registrationColumns)
    .select(signInLockedSql(sql.ref('users.email'), now).as('sign_in_locked'))
    .orderBy('company_profiles.created_at', 'desc')
    .orderBy('company_profiles.user_id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export const countRegistrations = (db: Database, filter: RegistrationFilter): Promise<number> => countRows(filtered(db, filter));

/** Every registration, newest first (tests and tools; the screen pages through selectRegistrationPage). */
export async function selectRegistrations(db: Database, now = new Date()) {
  return selectRegistrationPage(db, {}, { offset: 0, limit: 1_000_000 }, now);
}

export async function lockRegistration(db: Database, userId: string) {
  return registrationQuery(db, userId).forUpdate().executeTakeFirst();
}

/** One registration, read without a lock (to answer a repeated change). */
export async function findRegistration(db: Database, userId: string) {
  return registrationQuery(db, userId).executeTakeFirst();
}

function registrationQuery(db: Database, userId: string) {
  return db
    .selectFrom('company_profiles')
    .innerJoin('users', 'users.id', 'company_profiles.user_id')
    .select(registrationColumns)
    .select(signInLockedSql(sql.ref('users.email'), new Date()).as('sign_in_locked'))
    .where('company_profiles.user_id', '=', userId)
    .where('company_profiles.role', '!=', 'admin');
}

export type RegistrationRow = NonNullable<Awaited<ReturnType<typeof lockRegistration>>>;

export async function updateProfileStatus(
  db: Database,
  userId: string,
  change: { status: ProfileStatus; role: Role; rejectionReason: string | null; now: Date },
): Promise<void> {
  await db
    .updateTable('company_profiles')
    .set({ status: change.status, role: change.role, rejection_reason: change.rejectionReason, updated_at: change.now })
    .where('user_id', '=', userId)
    .execute();
}

/** Deletes the user: its profile, sessions and tokens go with it (foreign keys cascade). */
export async function deleteUser(db: Database, userId: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', userId).execute();
}

export async function countPendingRegistrations(db: Database): Promise<number> {
  const row = await db
    .selectFrom('company_profiles')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('status', '=', 'pending')
    .where('role', '!=', 'admin')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
