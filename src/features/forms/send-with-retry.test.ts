import { describe, expect, it } from 'vitest';
import { createSubmissionKeys, fetchAttempt, randomKey, sendWithRetry, type Attempt, type Reply } from './send-with-retry.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** An attempt that plays the given answers in order ('network' = no answer), recording keys. */
function scripted(...answers: (Reply | 'network')[]) {
  const keys: string[] = [];
  const attempt: Attempt = async (key) => {
    keys.push(key);
    const answer = answers.shift();
    if (!answer) throw new Error('more attempts than scripted');
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return answer;
  };
  return { attempt, keys };
}

function recorder() {
  const waits: number[] = [];
  const retries: number[] = [];
  return {
    waits,
    retries,
    options: { key: 'k-1', sleep: async (ms: number) => void waits.push(ms), random: () => 0.5, onRetrying: (n: number) => void retries.push(n) },
  };
}

describe('sendWithRetry', () => {
  it('returns the first final answer without waiting', async () => {
    const { attempt, keys } = scripted({ status: 201, body: { id: 7 } });
    const r = recorder();
    expect(await sendWithRetry(attempt, r.options)).toEqual({ outcome: 'answered', reply: { status: 201, body: { id: 7 } }, attempts: 1 });
    expect(keys).toEqual(['k-1']);
    expect(r.waits).toEqual([]);
    expect(r.retries).toEqual([]);
  });

  it('retries network failures and 502/503/504 with the same key, reporting each retry, until an answer', async () => {
    const { attempt, keys } = scripted('network', { status: 503, body: null }, { status: 502, body: null }, { status: 504, body: null }, { status: 201, body: { id: 1 } });
    const r = recorder();
    const result = await sendWithRetry(attempt, r.options);
    expect(result).toMatchObject({ outcome: 'answered', reply: { status: 201 }, attempts: 5 });
    expect(keys).toEqual(['k-1', 'k-1', 'k-1', 'k-1', 'k-1']);
    expect(r.retries).toEqual([2, 3, 4, 5]);
    // Equal jitter with random() = 0.5: three quarters of each step of the default policy.
    expect(r.waits).toEqual([375, 750, 1500, 3000]);
  });

  it('waits at least as long as the Retry-After the server sent', async () => {
    const { attempt } = scripted({ status: 503, body: null, retryAfterSeconds: 2 }, { status: 201, body: {} });
    const r = recorder();
    await sendWithRetry(attempt, r.options);
    expect(r.waits).toEqual([2000]);
  });

  it.each([400, 409, 422, 429, 500])('does not retry a %i: the server decided', async (status) => {
    const { attempt, keys } = scripted({ status, body: { error: { code: 'x' } } });
    const result = await sendWithRetry(attempt, recorder().options);
    expect(result).toMatchObject({ outcome: 'answered', reply: { status }, attempts: 1 });
    expect(keys).toHaveLength(1);
  });

  it('gives up after the policy with the outcome unknown', async () => {
    const { attempt } = scripted({ status: 503, body: null }, 'network', { status: 503, body: null });
    const r = recorder();
    const result = await sendWithRetry(attempt, { ...r.options, policy: { delaysMs: [10, 20], maxRetryAfterMs: 1000 } });
    expect(result).toEqual({ outcome: 'unknown', lastStatus: 503, attempts: 3 });
    expect(r.waits).toEqual([7.5, 15]);
  });

  it('gives up at once when the server asks for a longer pause than the policy allows', async () => {
    const { attempt } = scripted({ status: 503, body: null, retryAfterSeconds: 60 });
    const result = await sendWithRetry(attempt, recorder().options);
    expect(result).toEqual({ outcome: 'unknown', lastStatus: 503, attempts: 1 });
  });
});

describe('createSubmissionKeys', () => {
  it('keeps the key for the same content until the outcome is settled, and changes it for new content', () => {
    let n = 0;
    const keys = createSubmissionKeys(() => `key-${++n}`);
    expect(keys.keyFor('a')).toBe('key-1');
    expect(keys.keyFor('a')).toBe('key-1');
    expect(keys.keyFor('b')).toBe('key-2');
    keys.settle();
    expect(keys.keyFor('b')).toBe('key-3');
  });

  it('makes UUID v4 keys', () => {
    expect(randomKey()).toMatch(UUID);
    expect(createSubmissionKeys().keyFor('x')).toMatch(UUID);
  });
});

describe('fetchAttempt', () => {
  it('sends the key as Idempotency-Key and reads status, JSON body and Retry-After', async () => {
    let seen: Headers | undefined;
    const fetcher = (async (_url: string, init: RequestInit) => {
      seen = new Headers(init.headers);
      return new Response(JSON.stringify({ error: { code: 'database_unavailable' } }), { status: 503, headers: { 'Retry-After': '1' } });
    }) as typeof fetch;
    const reply = await fetchAttempt('/api/contact', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }, fetcher)('k-9');
    expect(seen?.get('idempotency-key')).toBe('k-9');
    expect(seen?.get('content-type')).toBe('application/json');
    expect(reply).toEqual({ status: 503, body: { error: { code: 'database_unavailable' } }, retryAfterSeconds: 1 });
  });
});
