import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../support/api.ts';
import { useTestDatabase } from '../support/database.ts';

const registration = (n: number) => ({
  companyName: `Tabuk Lifts ${n}`,
  contactPerson: 'Faisal',
  email: `faisal${n}@tabuk-lifts.example`,
  phone: '571234567',
  password: 'Tabuk#Lifts2025',
  confirmPassword: 'Tabuk#Lifts2025',
  city: 'Tabuk',
  country: 'Saudi Arabia',
  crNumber: '3550123456',
});
const register = (n: number, ip: string) => api('/api/auth/register', { method: 'POST', body: registration(n), ip });
const users = async (db: () => import('#server/db/index').Database) => Number((await db().selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('registration limit per client IP', () => {
  const db = useTestDatabase();
  afterEach(() => {
    vi.useRealTimers();
  });

  it('allows three registrations an hour from one address, then answers 429 until the hour has passed', async () => {
    const start = new Date('2026-11-22T09:00:00Z').getTime();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    expect((await register(1, '192.0.2.1')).status).toBe(201);
    vi.setSystemTime(start + 10 * 60_000);
    expect((await register(2, '192.0.2.1')).status).toBe(201);
    // A duplicate counts too: the "already registered" answer must not be a free address probe.
    expect((await register(2, '192.0.2.1')).status).toBe(409);

    const refused = await register(3, '192.0.2.1');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: { code: 'registration_limited' } });
    // Free again when the first attempt leaves the 60-minute window, 50 minutes from now.
    expect(Number(refused.headers.get('retry-after'))).toBe(50 * 60);
    expect(await users(db)).toBe(2);

    // Another address is not affected.
    expect((await register(4, '192.0.2.2')).status).toBe(201);

    vi.setSystemTime(start + 60 * 60_000 + 1_000);
    expect((await register(3, '192.0.2.1')).status).toBe(201);
  }, 90_000);

  it('registers no one when the platform gives no client address, whatever the headers claim', async () => {
    const before = await users(db);
    const response = await api('/api/auth/register', { method: 'POST', body: registration(10), ip: '', headers: { 'x-forwarded-for': '192.0.2.77' } });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: { code: 'client_address_unknown' } });
    expect(await users(db)).toBe(before);
  });
});
