import { sql } from 'kysely';
import type { Database } from '../db/index.ts';
import type { ProfileStatus, Role } from '../db/schema.ts';
import type { RegistrationRecord } from '#lib/validation/registration-admin';
import { signInLockedSql } from '../auth/sign-in-attempts.ts';

/** Users and their company profiles, in the database's spelling; services map them further. */

export async function findUserForSignIn(db: Database, email: string) {
  return db
    .selectFrom('users')
    .leftJoin('company_profiles', 'company_profiles.user_id', 'users.id')
    .select(['users.id', 'users.password_hash', 'company_profiles.status', 'company_profiles.role'])
    .where('users.email', '=', email)
    .executeTakeFirst();
}

/** Inserts the user unless the e-mail is taken (addresses are stored lower-case); null when taken. */
export async function insertUserUnlessTaken(db: Database, user: { email: string; passwordHash: string; now: Date }): Promise<string | null> {
  const row = await db
    .insertInto('users')
    .values({ email: user.email, password_hash: user.passwordHash, created_at: user.now })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export type NewProfile = Pick<
  RegistrationRecord,
  'userId' | 'companyName' | 'contactPerson' | 'phoneCountryCode' | 'phone' | 'city' | 'country' | 'registrationNumber'
> & { now: Date };

export async function insertPendingProfile(db: Database, p: NewProfile): Promise<void> {
  await db
    .insertInto('company_profiles')
    .values({
      user_id: p.userId,
      company_name: p.companyName,
      contact_person: p.contactPerson,
      phone_country_code: p.phoneCountryCode,
      phone: p.phone,
      city: p.city,
      country: p.country,
      registration_number: p.registrationNumber,
      status: 'pending',
      role: 'new_customer',
      created_at: p.now,
      updated_at: p.now,
    })
    .execute();
}

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

/** Customer registrations, newest first, each with whether its sign-in is locked. Administrators' own profiles are not registrations. */
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
  return db
    .selectFrom('company_profiles')
    .innerJoin('users', 'users.id', 'company_profiles.user_id')
    .select(registrationColumns)
    .where('company_profiles.user_id', '=', userId)
    .where('company_profiles.role', '!=', 'admin')
    .forUpdate()
    .executeTakeFirst();
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

/** The e-mail of a user (any role), for actions on its account. */
export async function findUserEmail(db: Database, userId: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  return row?.email ?? null;
}
