import type { Database } from '../db/index.ts';
import { keyColumns, type KeyedRequest } from '../idempotency/request.ts';
import type { RegistrationRecord } from '#lib/validation/registration-admin';

/**
 * Users and their company profiles for sign-in and registration, in the database's spelling;
 * the admin's queries over registrations are in src/server/admin/registrations/repository.ts.
 */

export async function findUserForSignIn(db: Database, email: string) {
  return db
    .selectFrom('users')
    .leftJoin('company_profiles', 'company_profiles.user_id', 'users.id')
    .select(['users.id', 'users.password_hash', 'company_profiles.status', 'company_profiles.role', 'company_profiles.rejection_reason'])
    .where('users.email', '=', email)
    .executeTakeFirst();
}

/** Inserts the user unless the e-mail is taken (addresses are stored lower-case); null when taken. */
export async function insertUserUnlessTaken(
  db: Database,
  user: { email: string; passwordHash: string; now: Date; locale?: string; idempotency?: KeyedRequest | null },
): Promise<string | null> {
  const row = await db
    .insertInto('users')
    .values({ email: user.email, password_hash: user.passwordHash, created_at: user.now, ...(user.locale ? { locale: user.locale } : {}), ...keyColumns(user.idempotency) })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export type NewProfile = Pick<
  RegistrationRecord,
  'userId' | 'companyName' | 'contactPerson' | 'phoneCountryCode' | 'phone' | 'city' | 'country' | 'crNumber' | 'vatNumber'
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
      registration_number: p.crNumber,
      vat_number: p.vatNumber,
      status: 'pending',
      role: 'new_customer',
      created_at: p.now,
      updated_at: p.now,
    })
    .execute();
}

/** The e-mail of a user (any role), for actions on its account. */
export async function findUserEmail(db: Database, userId: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  return row?.email ?? null;
}

/** A user's password hash, locked: a password change checks nothing changed since it verified the old one. */
export async function lockPasswordHash(db: Database, userId: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('password_hash').where('id', '=', userId).forUpdate().executeTakeFirst();
  return row?.password_hash ?? null;
}

export async function findPasswordHash(db: Database, userId: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
  return row?.password_hash ?? null;
}

export async function setPasswordHash(db: Database, userId: string, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}
