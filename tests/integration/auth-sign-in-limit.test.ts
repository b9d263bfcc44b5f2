import { afterEach, describe, expect, it, vi } from 'vitest';
import { verifyPassword } from '#server/auth/password';
import { api } from '../support/api.ts';
import { useTestDatabase } from '../support/database.ts';
import { createAccount, TEST_PASSWORD } from '../support/sessions.ts';

// Counts the password checks (each a 128 MiB scrypt) the sign-ins below cause.
vi.mock('#server/auth/password', async (importOriginal) => {
  const actual = await importOriginal<typeof import('#server/auth/password')>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

const login = (email: string, password: string, ip: string) => api('/api/auth/login', { method: 'POST', body: { email, password }, ip });

describe('sign-in limit per client address', () => {
  const db = useTestDatabase();
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers 429 to the 21st sign-in from one address in 10 minutes, before any password is hashed', async () => {
    const { email } = await createAccount(db(), { role: 'retail' });
    const start = new Date('2026-11-22T10:00:00Z').getTime();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    vi.mocked(verifyPassword).mockClear();
    // 25 at once from one address, each for another e-mail (so no account's own limits interfere).
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => login(`guess${i}@example.com`, 'Wrong#Password1', '198.51.100.20')));
    const refused = answers.filter((r) => r.status === 429);
    expect(answers.filter((r) => r.status === 401)).toHaveLength(20);
    expect(refused).toHaveLength(5);
    for (const response of refused) {
      expect(await response.json()).toEqual({ error: { code: 'rate_limited' } });
      expect(Number(response.headers.get('retry-after'))).toBe(600);
    }
    expect(verifyPassword).toHaveBeenCalledTimes(20);

    // Another address is not held back; this one is free again when the window has passed.
    expect((await login(email, TEST_PASSWORD, '198.51.100.21')).status).toBe(200);
    expect((await login(email, TEST_PASSWORD, '198.51.100.20')).status).toBe(429);
    vi.setSystemTime(start + 10 * 60_000 + 1_000);
    expect((await login(email, TEST_PASSWORD, '198.51.100.20')).status).toBe(200);
  }, 120_000);

  it('checks no password when the platform gives no client address, whatever the headers claim', async () => {
    const { email } = await createAccount(db(), { role: 'retail' });
    vi.mocked(verifyPassword).mockClear();
    const before = await db().selectFrom('rate_limit_events').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const response = await api('/api/auth/login', { method: 'POST', body: { email, password: TEST_PASSWORD }, ip: '', headers: { 'x-forwarded-for': '192.0.2.9' } });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: { code: 'client_address_unknown' } });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(verifyPassword).not.toHaveBeenCalled();
    const after = await db().selectFrom('rate_limit_events').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toEqual(before.n);
  });
});
