import type { Database } from '../../db/index.ts';

/** The shop's administrators: users whose approved profile holds the admin role. */

function administrators(db: Database) {
  return db
    .selectFrom('company_profiles')
    .innerJoin('users', 'users.id', 'company_profiles.user_id')
    .where('company_profiles.role', '=', 'admin')
    .where('company_profiles.status', '=', 'approved');
}

/** Oldest first: the first administrator heads the list. */
export async function selectAdministrators(db: Database) {
  return administrators(db)
    .select(['users.id', 'users.email', 'users.password_hash', 'company_profiles.contact_person', 'company_profiles.created_at'])
    .orderBy('company_profiles.created_at', 'asc')
    .orderBy('users.id', 'asc')
    .execute();
}

export type AdministratorRow = Awaited<ReturnType<typeof selectAdministrators>>[number];

/**
 * Every administrator, their profiles locked for the rest of the transaction (in one order, so two
 * removals cannot deadlock): two administrators removing each other at once are taken one after
 * the other, and the second finds itself gone.
 */
export async function lockAdministrators(db: Database) {
  return administrators(db)
    .select(['users.id', 'users.email', 'users.password_hash', 'company_profiles.contact_person', 'company_profiles.created_at'])
    .orderBy('users.id', 'asc')
    .forUpdate('company_profiles')
    .execute();
}

/** The profile an invited administrator's is modelled on: the inviting administrator's (the company's details). */
export async function findProfileOf(db: Database, userId: string) {
  return db
    .selectFrom('company_profiles')
    .select(['company_name', 'phone_country_code', 'phone', 'country', 'city'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function emailTaken(db: Database, email: string): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) !== undefined;
}

/** A user with no password yet; null when the e-mail was taken meanwhile. */
export async function insertUserWithoutPassword(db: Database, { email, passwordHash, now }: { email: string; passwordHash: string; now: Date }): Promise<string | null> {
  const row = await db
    .insertInto('users')
    .values({ email, password_hash: passwordHash, created_at: now })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function insertAdministratorProfile(
  db: Database,
  profile: { userId: string; name: string; company: NonNullable<Awaited<ReturnType<typeof findProfileOf>>>; now: Date },
): Promise<void> {
  await db
    .insertInto('company_profiles')
    .values({
      user_id: profile.userId,
      company_name: profile.company.company_name,
      contact_person: profile.name,
      phone_country_code: profile.company.phone_country_code,
      phone: profile.company.phone,
      country: profile.company.country,
      city: profile.company.city,
      status: 'approved',
      role: 'admin',
      created_at: profile.now,
      updated_at: profile.now,
    })
    .execute();
}
