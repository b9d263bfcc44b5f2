import type { Transaction } from 'kysely';
import type { Database } from '../db/index.ts';
import type { DB } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import type { HttpError } from '../http/errors.ts';
import { purgeCacheTags } from '../http/cache-tags.ts';
import { once } from '../idempotency/once.ts';
import { findKeyedAudit } from '../idempotency/repository.ts';
import { keyedRequest } from '../idempotency/request.ts';
import { drainFileDeletions } from '../storage/file-deletions.ts';
import { recordAudit, type AuditActor, type AuditRecord } from './audit.ts';

/** What a change made, inside its transaction: its answer, its audit entry, and what follows the commit. */
export interface AdminChange<T> {
  result: T;
  /** The entry for the audit log (written in the same transaction); null when nothing changed. */
  audit: Omit<AuditRecord, 'idempotency'> | null;
  /** CDN cache tags whose copies the change made stale: purged after the commit. */
  purge?: readonly string[];
  /** The change queued stored files for deletion: they are deleted after the commit. */
  filesDropped?: boolean;
}

export interface AdminWrite<T> {
  /**
   * A one-step action's Idempotency-Key (a status move, an approval, the settings): a repeat
   * changes nothing and answers `replayed()`; the same key with other `content` is a 422.
   */
  key?: string | null;
  /** What the admin asked for (entity and values), hashed with the key. */
  content?: unknown;
  /** A repeat's answer: usually the entity as it is now. */
  replayed?: () => Promise<T>;
  /** Locks, checks and writes, in the transaction. */
  change: (tx: Transaction<DB>) => Promise<AdminChange<T>>;
  /** A database error the checks could not foresee (a race settled by a constraint) as the admin's refusal. */
  refuse?: (error: unknown) => HttpError | undefined;
  /** When the audit entry says it happened (tests pass a fixed time). */
  now?: Date;
}

/**
 * The one way an admin write is made (docs/admin-screen.md): the change and its audit entry in one
 * transaction, then the CDN purge and the file deletions after the commit, never inside it (a
 * rolled-back write purges nothing, and no reader can refill the cache with the old rows first).
 *
 * The concurrency rule: an edit of a record the admin loaded (a product, a category) names the
 * version it was loaded at, and the change locks the row and refuses any other version with 409
 * `version_conflict`; a one-step action carries the browser's Idempotency-Key instead, and a move
 * that no longer applies (finishing a finished quote) is a 409 too.
 */
export async function adminWrite<T>(db: Database, actor: AuditActor, spec: AdminWrite<T>): Promise<T> {
  const request = keyedRequest(spec.key ?? null, spec.content);
  const write = () =>
    inTransaction(
      db,
      async (tx): Promise<AdminChange<T>> => {
        const outcome = await spec.change(tx);
        if (outcome.audit) await recordAudit(tx, actor, { ...outcome.audit, idempotency: request }, spec.now);
        return outcome;
      },
      { idempotent: request !== null },
    );
  let outcome: AdminChange<T>;
  try {
    outcome = await once(request, {
      find: async (key) => {
        const entry = await findKeyedAudit(db, key);
        if (!entry?.request_hash) return undefined;
        if (!spec.replayed) throw new Error('a keyed admin write needs replayed()');
        return { requestHash: entry.request_hash, answer: { result: await spec.replayed(), audit: null } };
      },
      write,
    });
  } catch (error) {
    throw spec.refuse?.(error) ?? error;
  }
  await afterCommit(db, outcome);
  return outcome.result;
}

/** Best effort: the write stands; a failed purge expires on its own, a failed deletion stays queued for the sweep. */
async function afterCommit(db: Database, { purge = [], filesDropped = false }: AdminChange<unknown>): Promise<void> {
  await purgeCacheTags(purge);
  if (!filesDropped) return;
  try {
    const { failed } = await drainFileDeletions(db);
    if (failed > 0) console.warn('file_deletions_pending', failed);
  } catch {
    console.warn('file_deletions_drain_failed');
  }
}
