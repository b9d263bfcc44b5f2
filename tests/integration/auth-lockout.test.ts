import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../support/api.ts';
import { useTestDatabase } from '../support/database.ts';
import { createAccount, TEST_PASSWORD } from '../support/sessions.ts';

const login = (email: string, password: string) => api('/api/auth/login', { method: 'POST', body: { email, password } });
const DAY_MS = 24 * 60 * 60 * 1000;

describe('sign-in lockout', () => {
  const db = useTestDatabase();
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down the attempts, locks for 24 hours on the fifth failure, and answers an unknown address alike', async () => {
    const { email } = await createAccount(db(), { role: 'retail' });
    for (const address of [email, 'nobody@example.com']) {
      for (const attemptsLeft of [4, 3, 2, 1]) {
        const response = await login(address, 'Wrong#Password1');
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ error: { code: 'invalid_credentials', attemptsLeft } });
      }
      const fifth = await login(address, 'Wrong#Password1');
      expect(fifth.status).toBe(429);
      expect(await fifth.json()).toEqual({ error: { code: 'account_locked' } });
      expect(Number(fifth.headers.get('retry-after'))).toBe(24 * 60 * 60);
    }
    // Locked means locked: even the right password is refused, without being checked.
    const right = await login(email, TEST_PASSWORD);
    expect(right.status).toBe(429);
    expect(right.headers.getSetCookie()).toEqual([]);
  }, 90_000); // ten scrypt checks, on a machine shared with other suites

  it('lets the customer in again once the 24 hours have passed', async () => {
    const { email } = await createAccount(db(), { role: 'retail' });
    const start = new Date('2026-11-22T08:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    // Locked as five failures at `start` leave it (the failures themselves are the test above).
    await db()
      .insertInto('login_lockouts')
      .values({ email, failed_count: 5, locked_until: new Date(start.getTime() + DAY_MS), updated_at: start })
      .execute();

    vi.setSystemTime(start.getTime() + DAY_MS - 60_000);
    const stillLocked = await login(email, TEST_PASSWORD);
    expect(stillLocked.status).toBe(429);
    expect(Number(stillLocked.headers.get('retry-after'))).toBe(60);

    vi.setSystemTime(start.getTime() + DAY_MS + 1_000);
    const afterwards = await login(email, TEST_PASSWORD);
    expect(afterwards.status).toBe(200);
    // A success wipes the slate: the next mistake starts a fresh count.
    const mistake = await login(email, 'Wrong#Password1');
    expect(await mistake.json()).toEqual({ error: { code: 'invalid_credentials', attemptsLeft: 4 } });
  });

  it('forgets failures older than a day', async () => {
    const { email } = await createAccount(db(), { role: 'retail' });
    const start = new Date('2026-11-22T08:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    await db().insertInto('login_lockouts').values({ email, failed_count: 3, updated_at: start }).execute();
    vi.setSystemTime(start.getTime() + DAY_MS - 60_000);
    expect(await (await login(email, 'Wrong#Password1')).json()).toEqual({ error: { code: 'invalid_credentials', attemptsLeft: 1 } });
    vi.setSystemTime(start.getTime() + 2 * DAY_MS);
    expect(await (await login(email, 'Wrong#Password1')).json()).toEqual({ error: { code: 'invalid_credentials', attemptsLeft: 4 } });
  });

  it('does not let parallel guesses past the limit', async () => {
    const { email } = await createAccount(db(), { role: 'retail' });
    const answers = await Promise.all(Array.from({ length: 8 }, () => login(email, 'Wrong#Password1')));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
  });

  it('tells a user without a company profile to complete the registration', async () => {
    const { email } = await createAccount(db(), { withProfile: false });
    const response = await login(email, TEST_PASSWORD);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: { code: 'no_profile' } });
  });
});
