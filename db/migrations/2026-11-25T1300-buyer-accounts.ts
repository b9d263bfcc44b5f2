import { type Kysely, sql } from 'kysely';

/**
 * Issue 21, the buyer's own account (ADR 0022).
 *
 * 1. Quote requests and contact messages belong to the signed-in buyer who sent them: `user_id`,
 *    set by the server from the session, kept null for visitors; deleting the user keeps the
 *    request without its owner. "My requests" reads a buyer's rows newest first through
 *    (user_id, created_at desc, id desc), only over owned rows (most requests come from visitors).
 * 2. The devices signed in: the first refresh token of a sign-in (its family) carries a coarse
 *    label of the browser and the operating system, as codes (never the User-Agent itself). A
 *    device's live token is the family's one unused, unrevoked token; (user_id, created_at) over
 *    those lists a user's devices without reading every rotation, and (family_id, created_at)
 *    finds a family's first token (which replaces the plain family index).
 * 3. The buyer edits contact person, phone and city at a version (409 on a stale edit).
 * 4. A request to close the account, recorded until an administrator confirms it (step two).
 * 5. A request's history of status changes is read from the audit log by the request's id.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['quotes', 'messages']) {
    await sql`alter table ${sql.table(table)} add column user_id uuid references users (id) on delete set null`.execute(db);
    await sql`create index ${sql.id(`${table}_user_idx`)} on ${sql.table(table)} (user_id, created_at desc, id desc) where user_id is not null`.execute(db);
  }

  await sql`alter table refresh_tokens add column device_browser text check (device_browser ~ '^[a-z0-9_]{1,20}$')`.execute(db);
  await sql`alter table refresh_tokens add column device_os text check (device_os ~ '^[a-z0-9_]{1,20}$')`.execute(db);
  await sql`create index refresh_tokens_live_idx on refresh_tokens (user_id, created_at desc) where used_at is null and revoked_at is null`.execute(db);
  await sql`create index refresh_tokens_family_created_idx on refresh_tokens (family_id, created_at)`.execute(db);
  await sql`drop index refresh_tokens_family_idx`.execute(db);

  await sql`alter table company_profiles add column version integer not null default 1 check (version >= 1)`.execute(db);
  await sql`alter table users add column closure_requested_at timestamptz`.execute(db);

  await sql`create index audit_log_entity_id_idx on audit_log (entity_type, entity_id, created_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index audit_log_entity_id_idx`.execute(db);
  await sql`alter table users drop column closure_requested_at`.execute(db);
  await sql`alter table company_profiles drop column version`.execute(db);
  await sql`create index refresh_tokens_family_idx on refresh_tokens (family_id)`.execute(db);
  await sql`drop index refresh_tokens_family_created_idx`.execute(db);
  await sql`drop index refresh_tokens_live_idx`.execute(db);
  await sql`alter table refresh_tokens drop column device_os`.execute(db);
  await sql`alter table refresh_tokens drop column device_browser`.execute(db);
  for (const table of ['quotes', 'messages']) {
    await sql`drop index ${sql.id(`${table}_user_idx`)}`.execute(db);
    await sql`alter table ${sql.table(table)} drop column user_id`.execute(db);
  }
}
