import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { EarlierWrite } from './once.ts';

type Executor = Kysely<DB> | Transaction<DB>;

/** Tables whose rows are made by one keyed write each. */
export type KeyedTable = 'quotes' | 'messages' | 'users';

/** The row a keyed write made, by its key: its id and the hash of the request that made it. */
export async function findKeyedRow(db: Executor, table: KeyedTable, key: string): Promise<{ id: string | number; request_hash: string } | undefined> {
  const row = await db.selectFrom(table).select(['id', 'request_hash']).where('idempotency_key', '=', key).executeTakeFirst();
  return row?.request_hash ? { id: row.id, request_hash: row.request_hash } : undefined;
}

/** `once`'s `find` for a keyed table: the earlier row's request hash and the answer made from its id. */
export function earlierKeyedWrite<T>(db: Executor, table: KeyedTable, answer: (id: string | number) => T): (key: string) => Promise<EarlierWrite<T> | undefined> {
  return async (key) => {
    const row = await findKeyedRow(db, table, key);
    return row && { requestHash: row.request_hash, answer: answer(row.id) };
  };
}

/** The audit entry an admin's keyed write made (admin writes are keyed on their log entry). */
export async function findKeyedAudit(db: Executor, key: string) {
  return db.selectFrom('audit_log').select(['request_hash']).where('idempotency_key', '=', key).executeTakeFirst();
}
