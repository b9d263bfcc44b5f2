import { describe, expect, it } from 'vitest';
import { IMAGE_WORK_CONCURRENCY, imageWorkLoad, withImageWork } from './limiter.ts';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('withImageWork', () => {
  it('runs at most IMAGE_WORK_CONCURRENCY jobs at once, the others in the order they came', async () => {
    const gates = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    let peak = 0;
    const jobs = gates.map((gate, i) =>
      withImageWork(async () => {
        started.push(i);
        peak = Math.max(peak, imageWorkLoad().running);
        await gate.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(imageWorkLoad()).toEqual({ running: IMAGE_WORK_CONCURRENCY, waiting: 3 });
    gates[1]!.resolve();
    await jobs[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(IMAGE_WORK_CONCURRENCY);
    expect(imageWorkLoad()).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot of a job that fails', async () => {
    const failures = Array.from({ length: 4 }, () => withImageWork(() => Promise.reject(new Error('bad bytes'))));
    for (const failure of failures) await expect(failure).rejects.toThrow('bad bytes');
    expect(imageWorkLoad()).toEqual({ running: 0, waiting: 0 });
    expect(await withImageWork(async () => 'next')).toBe('next');
  });
});
