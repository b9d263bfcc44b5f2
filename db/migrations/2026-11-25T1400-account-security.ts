import { type Kysely, sql } from 'kysely';

/**
 * Issue 21, step two: the account's security.
 *
 * 1. A verified address (`users.email_verified_at`): set by the single-use link of the
 *    verification e-mail (or any other link that reached the inbox: a setup link, a password
 *    reset). Administrators existing now were made by the seed or by an invitation link, so they
 *    count as verified; buyers registered before this are not, and can ask for a link.
 * 2. The language the buyer registered in (`users.locale`), so the shop's e-mails to them (approval,
 *    rejection, password changed) are in it. A two-letter code: a new language is a row of the
 *    locale table, not a migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users add column email_verified_at timestamptz`.execute(db);
  await sql`update users set email_verified_at = created_at where exists (select 1 from company_profiles p where p.user_id = users.id and p.role = 'admin')`.execute(db);
  await sql`alter table users add column locale text not null default 'en' check (locale ~ '^[a-z]{2}$')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['locale', 'email_verified_at']) {
    await sql`alter table users drop column ${sql.id(column)}`.execute(db);
  }
}
