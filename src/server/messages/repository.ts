import type { Insertable } from 'kysely';
import type { Database } from '../db/index.ts';
import type { MessagesTable } from '../db/schema.ts';

/**
 * SQL for submitting contact messages: plain functions over a database handle or a transaction.
 * The admin inbox's queries are in src/server/admin/messages/repository.ts.
 */

export async function insertMessage(db: Database, values: Insertable<MessagesTable>): Promise<number> {
  const row = await db.insertInto('messages').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
