import { readWithRetry } from '../db/transaction.ts';
import { HttpError } from '../http/errors.ts';
import type { KeyedRequest } from './request.ts';

/** What an earlier write with the same key left: its request's hash and the answer it gave. */
export interface EarlierWrite<T> {
  requestHash: string;
  answer: T;
}

export interface OnceOptions<T> {
  /** The earlier write made with this key, if its row exists (read from the rows themselves). */
  find: (key: string) => Promise<EarlierWrite<T> | undefined>;
  /** The write itself; it must store the key with its row, in the row's own transaction. */
  write: () => Promise<T>;
  /** False for an outcome that wrote nothing (e.g. "e-mail taken"): a twin may have written it. */
  wrote?: (result: T) => boolean;
}

/**
 * Runs a keyed write at most once. A repeat of a key already stored gets the first answer
 * (same status and body, and nothing counted against rate limits); the same key with a
 * different request is a 422 `idempotency_key_reused`. Two attempts racing with one key (a
 * double click, a retry overtaking a slow first try) meet at the key's unique index: the second
 * insert waits for the first transaction, then fails (or, if the first rolled back, proceeds),
 * and the loser answers with the winner's result. Unkeyed requests are written as they come.
 */
export async function once<T>(request: KeyedRequest | null, { find, write, wrote = () => true }: OnceOptions<T>): Promise<T> {
  if (!request) return write();
  const earlier = await readWithRetry(() => find(request.key));
  if (earlier) return replay(earlier, request);
  let result: T;
  try {
    result = await write();
  } catch (error) {
    const twin = await find(request.key).catch(() => undefined);
    if (twin) return replay(twin, request);
    throw error;
  }
  if (!wrote(result)) {
    const twin = await find(request.key);
    if (twin) return replay(twin, request);
  }
  return result;
}

function replay<T>(earlier: EarlierWrite<T>, request: KeyedRequest): T {
  if (earlier.requestHash !== request.requestHash) throw new HttpError(422, 'idempotency_key_reused');
  return earlier.answer;
}
