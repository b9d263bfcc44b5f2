import { type Kysely, sql } from 'kysely';

/**
 * Issue 21, two-step sign-in (ADR 0028). `user_totp` holds one authenticator per user: its secret
 * encrypted (AES-256-GCM, key from AUTH_SECRET), `enabled_at` null until the user confirmed it with
 * a code, and the last time-step accepted so a code is never accepted twice. `totp_recovery_codes`
 * holds the ten single-use codes, hashed; a used one keeps its row with `used_at`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table user_totp (
    user_id uuid primary key references users(id) on delete cascade,
    secret_encrypted text not null,
    enabled_at timestamptz,
    last_step integer,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create table totp_recovery_codes (
    id integer generated always as identity primary key,
    user_id uuid not null references users(id) on delete cascade,
    code_hash text not null,
    used_at timestamptz,
    unique (user_id, code_hash)
  )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table totp_recovery_codes`.execute(db);
  await sql`drop table user_totp`.execute(db);
}
