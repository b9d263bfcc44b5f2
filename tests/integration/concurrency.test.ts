import { describe, expect, it } from 'vitest';
import { consumeRateLimit } from '#server/rate-limit';
import { api } from '../support/api.ts';
import { useTestDatabase } from '../support/database.ts';

describe('one database handle under concurrent load', () => {
  const db = useTestDatabase();

  it('answers 20 concurrent API requests, all successfully', async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, () => api('/api/site-settings')));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
  });

  it('lets exactly `limit` of 20 concurrent transactions through a rate limit', async () => {
    const rule = { bucket: 'test:burst', limit: 5, windowSeconds: 3600 };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => db().transaction().execute((tx) => consumeRateLimit(tx, rule, 'same-key'))),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    const refused = results.find((r) => !r.allowed)!;
    expect(refused.retryAfterSeconds).toBeGreaterThan(3500);
    const stored = await db().selectFrom('rate_limit_events').where('bucket', '=', 'test:burst').select('id').execute();
    expect(stored).toHaveLength(5);
  });

  it('forgets events once they leave the window', async () => {
    const rule = { bucket: 'test:window', limit: 1, windowSeconds: 60 };
    const t0 = new Date('2026-01-01T00:00:00Z');
    expect((await consumeRateLimit(db(), rule, 'k', t0)).allowed).toBe(true);
    expect((await consumeRateLimit(db(), rule, 'k', new Date(t0.getTime() + 30_000))).allowed).toBe(false);
    expect((await consumeRateLimit(db(), rule, 'k', new Date(t0.getTime() + 61_000))).allowed).toBe(true);
  });
});
