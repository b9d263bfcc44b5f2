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
 * 3. Two-step sign-in (TOTP, RFC 6238): the secret, encrypted (AES-256-GCM under a key derived from
 *    AUTH_SECRET; never readable from a copy of the table alone), when it was turned on (null while
 *    being set up), and the last time step accepted (a code is used once). Ten recovery codes per
 *    user, each a SHA-256 of a random code, single use.
 * 4. Closure requests waiting for an administrator are listed by a partial index.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users add column email_verified_at timestamptz`.execute(db);
  await sql`update users set email_verified_at = created_at where exists (select 1 from company_profiles p where p.user_id = users.id and p.role = 'admin')`.execute(db);
  await sql`alter table users add column locale text not null default 'en' check (locale ~ '^[a-z]{2}$')`.execute(db);

  await sql`alter table users add column totp_secret text check (length(totp_secret) <= 200)`.execute(db);
  await sql`alter table users add column totp_enabled_at timestamptz`.execute(db);
  await sql`alter table users add column totp_last_step integer`.execute(db);
  await sql`alter table users add constraint users_totp_enabled_has_secret check (totp_enabled_at is null or totp_secret is not null)`.execute(db);

  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('recovery_codes_user_idx').on('recovery_codes').columns(['user_id', 'code_hash']).execute();

  await sql`create index users_closure_requested_idx on users (closure_requested_at) where closure_requested_at is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index users_closure_requested_idx`.execute(db);
  await db.schema.dropTable('recovery_codes').ifExists().execute();
  await sql`alter table users drop constraint users_totp_enabled_has_secret`.execute(db);
  for (const column of ['totp_last_step', 'totp_enabled_at', 'totp_secret', 'locale', 'email_verified_at']) {
    await sql`alter table users drop column ${sql.id(column)}`.execute(db);
  }
}
