import type { Transaction } from 'kysely';
import { classifyDatabaseError } from './faults.ts';
import type { Database } from './index.ts';
import type { DB } from './schema.ts';

export interface TransactionOptions {
  /**
   * The write carries an idempotency key stored with its row (src/server/idempotency): running it
   * again cannot write twice, so it may be retried even when the first try's COMMIT got no answer.
   */
  idempotent?: boolean;
  /** Pause before the retry (tests pass 0). */
  pauseMs?: (fault: 'unavailable' | 'contention') => number;
}

const defaultPause = (fault: 'unavailable' | 'contention') => (fault === 'unavailable' ? 250 : 10 + Math.random() * 40);

/**
 * Runs `work` in one transaction and, when it fails for a fault of the moment (faults.ts: the
 * connection dropped or could not be opened, a serialization failure or a deadlock), runs it once
 * more on a fresh connection. That is safe when the failure came before COMMIT was sent (the
 * transaction rolled back, nothing was written) or when the write is idempotent. A COMMIT that got
 * no answer might have committed: without a key, that error goes to the caller (503) instead of
 * risking a second row. The second failure, or any other error, is the caller's.
 */
export async function inTransaction<T>(db: Database, work: (trx: Transaction<DB>) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
  const { idempotent = false, pauseMs = defaultPause } = options;
  let uncertain = false;
  for (let attempt = 1; ; attempt++) {
    let committing = false;
    try {
      return await db.transaction().execute(async (trx) => {
        const result = await work(trx);
        committing = true;
        return result;
      });
    } catch (error) {
      const fault = classifyDatabaseError(error);
      // A serialization failure or deadlock reported at COMMIT still means "rolled back".
      uncertain ||= committing && fault !== 'contention';
      const safe = fault !== null && (!committing || idempotent || fault === 'contention');
      if (attempt >= 2 || !safe) throw uncertain ? markCommitUnknown(error) : error;
      const pause = pauseMs(fault);
      if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

/**
 * A read outside any transaction, run once more if it hit a fault of the moment (a pooled
 * connection that died since its last use): reading twice is always safe.
 */
export async function readWithRetry<T>(read: () => Promise<T>, pauseMs = defaultPause): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const fault = classifyDatabaseError(error);
    if (!fault) throw error;
    const pause = pauseMs(fault);
    if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
    return read();
  }
}

const COMMIT_UNKNOWN = Symbol.for('liftparts.db.commit-unknown');

function markCommitUnknown(error: unknown): unknown {
  if (error !== null && typeof error === 'object') (error as Record<symbol, boolean>)[COMMIT_UNKNOWN] = true;
  return error;
}

/**
 * True when a COMMIT of this write got no answer: the row may exist. Clean-up that assumes
 * "nothing was written" (deleting the files the row would refer to) must not run then.
 */
export function mayHaveCommitted(error: unknown): boolean {
  return error !== null && typeof error === 'object' && (error as Record<symbol, unknown>)[COMMIT_UNKNOWN] === true;
}
