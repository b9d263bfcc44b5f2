import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/index.ts';
import { startLocalSender } from './local-sender.ts';
import type { DrainResult } from './sender.ts';

const nothing: DrainResult = { sent: 0, retried: 0, dead: 0, leaseLost: 0, deferred: 0 };
const database = {} as Database;

describe('the local servers’ sender loop', () => {
  it('drains at once and then on its timer, never two drains at a time', async () => {
    vi.useFakeTimers();
    try {
      let finish!: () => void;
      const drain = vi.fn(() => new Promise<DrainResult>((resolve) => (finish = () => resolve(nothing))));
      const sender = startLocalSender(async () => database, 1000, drain);
      await vi.advanceTimersByTimeAsync(0);
      expect(drain).toHaveBeenCalledTimes(1);
      // Still sending when the timer fires: no second drain.
      await vi.advanceTimersByTimeAsync(2500);
      expect(drain).toHaveBeenCalledTimes(1);
      finish();
      await vi.advanceTimersByTimeAsync(1000);
      expect(drain).toHaveBeenCalledTimes(2);
      finish();
      await sender.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('stop() waits for the drain in flight, so the database is closed after it', async () => {
    const events: string[] = [];
    let finish!: () => void;
    const drain = vi.fn(() => new Promise<DrainResult>((resolve) => (finish = () => (events.push('drain finished'), resolve(nothing)))));
    const sender = startLocalSender(async () => database, 60_000, drain);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const stopped = sender.stop().then(() => events.push('stopped'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(events).toEqual([]);
    finish();
    await stopped;
    expect(events).toEqual(['drain finished', 'stopped']);
  });
});
