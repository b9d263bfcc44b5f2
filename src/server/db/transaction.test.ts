import { describe, expect, it } from 'vitest';
import type { Database } from './index.ts';
import { inTransaction, mayHaveCommitted, readWithRetry } from './transaction.ts';

const withCode = (code: string) => Object.assign(new Error(code), { code });

type Step = 'ok' | { work: Error } | { commit: Error };

/**
 * A database whose transactions play a script: each transaction runs the work, then fails in the
 * work, fails at COMMIT, or commits. It counts what ran and what was committed.
 */
function scriptedDatabase(...steps: Step[]) {
  const seen = { transactions: 0, committed: 0 };
  const db = {
    transaction: () => ({
      async execute<T>(work: (trx: unknown) => Promise<T>): Promise<T> {
        seen.transactions += 1;
        const step = steps.shift() ?? 'ok';
        if (typeof step === 'object' && 'work' in step) throw step.work;
        const result = await work({});
        if (typeof step === 'object' && 'commit' in step) throw step.commit;
        seen.committed += 1;
        return result;
      },
    }),
  } as unknown as Database;
  return { db, seen };
}

const noPause = { pauseMs: () => 0 };

describe('inTransaction', () => {
  it('runs the work once when nothing fails', async () => {
    const { db, seen } = scriptedDatabase('ok');
    expect(await inTransaction(db, async () => 42, noPause)).toBe(42);
    expect(seen).toEqual({ transactions: 1, committed: 1 });
  });

  it.each([
    ['a dropped connection', withCode('57P01')],
    ['a connection that could not be opened', withCode('ECONNREFUSED')],
    ['a serialization failure', withCode('40001')],
    ['a deadlock', withCode('40P01')],
  ])('retries once after %s before COMMIT', async (_, error) => {
    const { db, seen } = scriptedDatabase({ work: error }, 'ok');
    expect(await inTransaction(db, async () => 'saved', noPause)).toBe('saved');
    expect(seen).toEqual({ transactions: 2, committed: 1 });
  });

  it('gives up after the second failure and throws it', async () => {
    const second = withCode('57P03');
    const { db, seen } = scriptedDatabase({ work: withCode('57P01') }, { work: second });
    await expect(inTransaction(db, async () => 'x', noPause)).rejects.toBe(second);
    expect(seen.transactions).toBe(2);
  });

  it('does not retry other errors', async () => {
    const bug = withCode('23505');
    const { db, seen } = scriptedDatabase({ work: bug });
    await expect(inTransaction(db, async () => 'x', noPause)).rejects.toBe(bug);
    expect(seen.transactions).toBe(1);
  });

  it('does not retry a COMMIT that got no answer (it may have committed) unless the write is idempotent', async () => {
    const lost = withCode('ECONNRESET');
    const plain = scriptedDatabase({ commit: lost }, 'ok');
    await expect(inTransaction(plain.db, async () => 'x', noPause)).rejects.toBe(lost);
    expect(plain.seen.transactions).toBe(1);
    expect(mayHaveCommitted(lost)).toBe(true);

    const keyed = scriptedDatabase({ commit: lost }, 'ok');
    expect(await inTransaction(keyed.db, async () => 'x', { ...noPause, idempotent: true })).toBe('x');
    expect(keyed.seen.transactions).toBe(2);
  });

  it('says a keyed retry that then fails (its twin committed first) may have committed', async () => {
    const twin = withCode('23505');
    const { db } = scriptedDatabase({ commit: withCode('ECONNRESET') }, { work: twin });
    await expect(inTransaction(db, async () => 'x', { ...noPause, idempotent: true })).rejects.toBe(twin);
    expect(mayHaveCommitted(twin)).toBe(true);
  });

  it('says nothing was committed when the failure came before COMMIT', async () => {
    const bug = withCode('23505');
    const { db } = scriptedDatabase({ work: withCode('57P01') }, { work: bug });
    await expect(inTransaction(db, async () => 'x', noPause)).rejects.toBe(bug);
    expect(mayHaveCommitted(bug)).toBe(false);
  });

  it('retries a serialization failure reported at COMMIT: PostgreSQL rolled it back', async () => {
    const { db, seen } = scriptedDatabase({ commit: withCode('40001') }, 'ok');
    expect(await inTransaction(db, async () => 'x', noPause)).toBe('x');
    expect(seen).toEqual({ transactions: 2, committed: 1 });
  });
});

describe('readWithRetry', () => {
  it('reads again once after a fault, not after other errors', async () => {
    let calls = 0;
    const flaky = async () => {
      calls += 1;
      if (calls === 1) throw new Error('Connection terminated unexpectedly');
      return 'rows';
    };
    expect(await readWithRetry(flaky, () => 0)).toBe('rows');
    expect(calls).toBe(2);

    const bug = withCode('42P01');
    let bugCalls = 0;
    await expect(readWithRetry(async () => (bugCalls++, Promise.reject(bug)), () => 0)).rejects.toBe(bug);
    expect(bugCalls).toBe(1);
  });
});
