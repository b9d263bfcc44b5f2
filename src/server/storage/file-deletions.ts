import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';
import { fileStore, type DeletableStore } from './index.ts';

type Executor = Kysely<DB> | Transaction<DB>;

/** After this many failed attempts a deletion stays in the outbox for an operator to look at. */
const MAX_ATTEMPTS = 10;

/**
 * Stored files are deleted only once nothing refers to them: the write that drops a reference
 * queues the file here in its own transaction, and `drainFileDeletions` deletes it after commit.
 * A rolled-back write deletes nothing; a crash after commit leaves the row for the next drain.
 */
export async function queueFileDeletions(tx: Transaction<DB>, store: DeletableStore, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await tx.insertInto('file_deletions').values(keys.map((key) => ({ store, key }))).execute();
}

/** Deletes queued files (all, or at most `limit`), removing each row once its file is gone. */
export async function drainFileDeletions(db: Executor, limit = 500): Promise<{ deleted: number; failed: number }> {
  const rows = await db
    .selectFrom('file_deletions')
    .select(['id', 'store', 'key'])
    .where('attempts', '<', MAX_ATTEMPTS)
    .orderBy('id')
    .limit(limit)
    .execute();
  let deleted = 0;
  let failed = 0;
  for (const row of rows) {
    try {
      await (await fileStore(row.store)).delete(row.key);
      await db.deleteFrom('file_deletions').where('id', '=', row.id).execute();
      deleted++;
    } catch {
      await db.updateTable('file_deletions').set((eb) => ({ attempts: eb('attempts', '+', 1) })).where('id', '=', row.id).execute();
      failed++;
    }
  }
  return { deleted, failed };
}
