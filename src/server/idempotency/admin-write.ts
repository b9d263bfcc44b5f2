import type { Database } from '../db/index.ts';
import { inTransaction } from '../db/transaction.ts';
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';
import { once } from './once.ts';
import { findKeyedAudit } from './repository.ts';
import { keyedRequest, type KeyedRequest } from './request.ts';

/**
 * An admin write (a status change, an edit) at most once per idempotency key. Admin writes make
 * no row of their own but each makes exactly one audit entry in its transaction: the key is
 * stored there. A repeat changes nothing and answers like the first time (`replayed()`: usually
 * the entity as it is now); without a key, the write runs as before (status moves are still
 * refused when they no longer apply, and product edits carry their version).
 */
export async function adminWriteOnce<T>(
  db: Database,
  { key, content, write, replayed }: {
    key: string | null;
    /** What the admin asked for (entity and values): the same key with other content is a 422. */
    content: unknown;
    write: (trx: Transaction<DB>, request: KeyedRequest | null) => Promise<T>;
    replayed: () => Promise<T>;
  },
): Promise<T> {
  const request = keyedRequest(key, content);
  return once(request, {
    find: async (k) => {
      const entry = await findKeyedAudit(db, k);
      return entry?.request_hash ? { requestHash: entry.request_hash, answer: await replayed() } : undefined;
    },
    write: () => inTransaction(db, (trx) => write(trx, request), { idempotent: request !== null }),
  });
}
