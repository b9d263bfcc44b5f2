import { type Kysely, sql } from 'kysely';

/**
 * Issue 20: registrations and administrators.
 *
 * 1. A buyer's VAT number (optional, 15 digits) beside the Commercial Registration number, which
 *    keeps its column (registration_number; SPEC's "2025" stays for accounts made before), and the
 *    reason an administrator gave for a rejection (shown to the applicant at sign-in).
 * 2. The registrations screen searches company names and e-mail addresses as "contains" (trigram
 *    indexes: each side is looked up in its own index, then the two sets are joined) and lists
 *    newest first, all statuses or one, within dates: (created_at, user_id) and
 *    (status, created_at, user_id), walked in either direction. The status-only index they replace
 *    ended at created_at, so its order was not total.
 * 3. One-time tokens for a user (user_tokens): an administrator's invitation now, a password reset
 *    and an e-mail verification later (issue 21). Only a SHA-256 of the token is kept; a token is
 *    single-use (used_at) and expires. Deleting the user deletes its tokens.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table company_profiles add column vat_number text check (vat_number ~ '^[0-9]{15}$')`.execute(db);
  await sql`alter table company_profiles add column rejection_reason text check (length(rejection_reason) between 1 and 500)`.execute(db);

  await sql`create index company_profiles_company_trgm_idx on company_profiles using gin (lower(company_name) gin_trgm_ops)`.execute(db);
  await sql`create index users_email_trgm_idx on users using gin (email gin_trgm_ops)`.execute(db);
  await sql`create index company_profiles_created_idx on company_profiles (created_at, user_id)`.execute(db);
  await sql`create index company_profiles_status_created_idx on company_profiles (status, created_at, user_id)`.execute(db);
  await sql`drop index company_profiles_status_idx`.execute(db);

  await db.schema
    .createTable('user_tokens')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('admin_invite', 'password_reset', 'email_verification')`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('user_tokens_user_idx').on('user_tokens').columns(['user_id', 'purpose']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('user_tokens').ifExists().execute();
  await db.schema.createIndex('company_profiles_status_idx').on('company_profiles').columns(['status', 'created_at']).execute();
  await sql`drop index company_profiles_status_created_idx`.execute(db);
  await sql`drop index company_profiles_created_idx`.execute(db);
  await sql`drop index users_email_trgm_idx`.execute(db);
  await sql`drop index company_profiles_company_trgm_idx`.execute(db);
  await sql`alter table company_profiles drop column rejection_reason`.execute(db);
  await sql`alter table company_profiles drop column vat_number`.execute(db);
}
