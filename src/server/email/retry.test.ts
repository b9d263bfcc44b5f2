import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, retryDelayMs } from './retry.ts';

const minutes = (ms: number) => ms / 60_000;

describe('retryDelayMs', () => {
  it('doubles from one minute up to an hour, with a random half added', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => minutes(retryDelayMs(n, () => 1)))).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
    expect([1, 2, 3, 7, 9].map((n) => minutes(retryDelayMs(n, () => 0)))).toEqual([0.5, 1, 2, 30, 30]);
  });

  it('spreads a queue that failed together', () => {
    const delays = new Set(Array.from({ length: 50 }, () => retryDelayMs(3)));
    expect(delays.size).toBeGreaterThan(40);
    for (const delay of delays) {
      expect(delay).toBeGreaterThanOrEqual(120_000);
      expect(delay).toBeLessThanOrEqual(240_000);
    }
  });

  it('gives a message hours before it is dead', () => {
    const total = (random: () => number) => Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1, random)).reduce((a, b) => a + b, 0);
    expect(minutes(total(() => 0))).toBeGreaterThan(2 * 60);
    expect(minutes(total(() => 1))).toBeLessThanOrEqual(4.05 * 60);
  });
});
