import { type Kysely, sql } from 'kysely';

/**
 * Issue 13: every write a buyer or an administrator sends carries an idempotency key made in the
 * browser. It is stored with the row the write creates (a quote, a message, a user; an admin
 * change's audit entry), unique, together with a hash of the request it came with; a retry or a
 * double click finds the row and gets the first answer instead of a second row. The keys live as
 * long as their rows, so no sweep is needed. Rows from before this migration have none.
 */
const TABLES = ['quotes', 'messages', 'users', 'audit_log'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn('idempotency_key', 'uuid').addColumn('request_hash', 'text').execute();
    await db.schema.createIndex(`${table}_idempotency_key_idx`).unique().on(table).column('idempotency_key').execute();
    // A key is never stored without the request it answers (the hash tells a replay from a misuse).
    await sql`alter table ${sql.table(table)} add constraint ${sql.ref(`${table}_idempotency_request_check`)} check ((idempotency_key is null) = (request_hash is null))`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.dropIndex(`${table}_idempotency_key_idx`).ifExists().execute();
    await db.schema.alterTable(table).dropColumn('request_hash').dropColumn('idempotency_key').execute();
  }
}
