import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../support/api.ts';
import { useTestDatabase } from '../support/database.ts';
import { createAccount, TEST_PASSWORD } from '../support/sessions.ts';

const ATTACKER = '198.51.100.66';
const OWNER = '203.0.113.5';
const loginFrom = (email: string, password: string, ip: string) => api('/api/auth/login', { method: 'POST', body: { email, password }, ip });
const login = (email: string, password: string, ip = ATTACKER) => loginFrom(email, password, ip);
const DAY_MS = 24 * 60 * 60 * 1000;

describe('sign-in lockout', () => {
  const db = useTestDatabase();
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down the attempts, locks the address for 24 hours on the fifth failure, and answers an unknown account alike', async () => {
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
    // Locked means locked for that address: even the right password is refused, without being checked.
    const right = await login(email, TEST_PASSWORD);
    expect(right.status).toBe(429);
    expect(await right.json()).toEqual({ error: { code: 'account_locked' } });
    expect(right.headers.getSetCookie()).toEqual([]);
  }, 90_000); // ten scrypt checks, on a machine shared with other suites

  it("locks the attacker's address only: the owner, from an address that has not failed, still signs in", async () => {
    const { email } = await createAccount(db(), { role: 'retail' });
    for (let i = 0; i < 5; i++) await login(email, 'Wrong#Password1');
    expect((await login(email, TEST_PASSWORD)).status).toBe(429);

    const owner = await login(email, TEST_PASSWORD, OWNER);
    expect(owner.status).toBe(200);
    expect(owner.headers.getSetCookie().length).toBeGreaterThan(0);
    // The owner's own mistakes are counted on their own.
    expect(await (await login(email, 'Wrong#Password1', OWNER)).json()).toEqual({ error: { code: 'invalid_credentials', attemptsLeft: 4 } });
    expect((await login(email, TEST_PASSWORD)).status).toBe(429);
  }, 90_000);

  it('lets the address in again once the 24 hours have passed', async () => {
    const { email } = await createAccount(db(), { role: 'retail' });
    const start = new Date('2026-11-22T08:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const login = (email: string, password: string) => loginFrom(email, password, '198.51.100.67');
    for (let i = 0; i < 5; i++) await login(email, 'Wrong#Password1');

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
  }, 90_000);

  it('forgets failures older than a day', async () => {
    const { email } = await createAccount(db(), { role: 'retail' });
    const start = new Date('2026-11-22T08:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const login = (email: string, password: string) => loginFrom(email, password, '198.51.100.68');
    for (const attemptsLeft of [4, 3, 2]) expect(await (await login(email, 'Wrong#Password1')).json()).toEqual({ error: { code: 'invalid_credentials', attemptsLeft } });
    vi.setSystemTime(start.getTime() + DAY_MS - 60_000);
    expect(await (await login(email, 'Wrong#Password1')).json()).toEqual({ error: { code: 'invalid_credentials', attemptsLeft: 1 } });
    vi.setSystemTime(start.getTime() + 3 * DAY_MS);
    expect(await (await login(email, 'Wrong#Password1')).json()).toEqual({ error: { code: 'invalid_credentials', attemptsLeft: 4 } });
  }, 90_000);

  it('does not let parallel guesses past the limit', async () => {
    const { email } = await createAccount(db(), { role: 'retail' });
    const answers = await Promise.all(Array.from({ length: 8 }, () => login(email, 'Wrong#Password1', '198.51.100.88')));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
  }, 90_000);

  it('slows a flood on one account from many addresses with growing delays, and never locks the owner out', async () => {
    const { email } = await createAccount(db(), { role: 'retail' });
    let now = new Date('2026-11-22T08:00:00Z').getTime();
    vi.useFakeTimers({ toFake: ['Date'], now });
    // The owner signed in from home before the attack: that address is known.
    expect((await login(email, TEST_PASSWORD, OWNER)).status).toBe(200);

    let n = 0;
    const botAddress = () => `192.0.2.${++n}`;
    // Ten failures from ten addresses go through at once...
    for (let i = 0; i < 10; i++) expect((await login(email, 'Wrong#Password1', botAddress())).status).toBe(401);
    // ...then every next attempt waits: 1 s after the tenth failure, 2 s after the eleventh, doubling, at most 5 minutes.
    const waits: number[] = [];
    for (let i = 0; i < 11; i++) {
      const bot = botAddress();
      const slowed = await login(email, 'Wrong#Password1', bot);
      expect(slowed.status).toBe(429);
      expect(await slowed.json()).toEqual({ error: { code: 'sign_in_throttled' } });
      const wait = Number(slowed.headers.get('retry-after'));
      waits.push(wait);
      // The owner, at home, is not made to wait.
      if (i === 5) expect((await login(email, TEST_PASSWORD, OWNER)).status).toBe(200);
      now += wait * 1000;
      vi.setSystemTime(now);
      expect((await login(email, 'Wrong#Password1', bot)).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300]);

    // The owner on a new network is slowed too, never locked: after the wait, the right password works.
    const travelling = '203.0.113.77';
    const held = await login(email, TEST_PASSWORD, travelling);
    expect(held.status).toBe(429);
    now += Number(held.headers.get('retry-after')) * 1000;
    vi.setSystemTime(now);
    expect((await login(email, TEST_PASSWORD, travelling)).status).toBe(200);
  }, 120_000);

  it('tells a user without a company profile to complete the registration', async () => {
    const { email } = await createAccount(db(), { withProfile: false });
    const response = await login(email, TEST_PASSWORD);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: { code: 'no_profile' } });
  });
});
