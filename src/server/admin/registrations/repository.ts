import { sql } from 'kysely';
import type { Database } from '../../db/index.ts';
import type { ProfileStatus, Role } from '../../db/schema.ts';
import { signInLockedSql } from '../../auth/sign-in-attempts.ts';

/** Customer registrations as the admin sees them: plain functions over a database handle or a transaction. */

const registrationColumns = [
  'users.id',
  'users.email',
  'company_profiles.company_name',
  'company_profiles.contact_person',
  'company_profiles.phone_country_code',
  'company_profiles.phone',
  'company_profiles.city',
  'company_profiles.country',
  'company_profiles.registration_number',
  'company_profiles.status',
  'company_profiles.role',
  'company_profiles.created_at',
] as const;

/**
 * Customer registrations, newest first, each with whether its sign-in is locked right now.
 * Administrators' own profiles are not registrations.
 */
export async function selectRegistrations(db: Database, now = new Date()) {
  return db
    .selectFrom('company_profiles')
    .innerJoin('users', 'users.id', 'company_profiles.user_id')
    .select(registrationColumns)
    .select(signInLockedSql(sql.ref('users.email'), now).as('sign_in_locked'))
    .where('company_profiles.role', '!=', 'admin')
    .orderBy('company_profiles.created_at', 'desc')
    .orderBy('users.id')
    .execute();
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

export async function updateProfileStatus(db: Database, userId: string, change: { status: ProfileStatus; role: Role; now: Date }): Promise<void> {
  await db.updateTable('company_profiles').set({ status: change.status, role: change.role, updated_at: change.now }).where('user_id', '=', userId).execute();
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
