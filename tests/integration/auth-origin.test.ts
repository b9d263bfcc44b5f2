import { describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { useTestDatabase } from '../support/database.ts';
import { createAccount, sessionFor, TEST_PASSWORD } from '../support/sessions.ts';

/** Every state-changing auth and admin call refuses a request made by another site (CSRF). */
describe('foreign origins on state-changing calls', () => {
  const db = useTestDatabase();

  const foreign: { name: string; headers: Record<string, string> }[] = [
    { name: 'a foreign Origin', headers: { origin: 'https://evil.example' } },
    { name: 'Sec-Fetch-Site: cross-site', headers: { 'sec-fetch-site': 'cross-site' } },
    { name: 'Sec-Fetch-Site: same-site', headers: { 'sec-fetch-site': 'same-site' } },
  ];

  it.each(foreign)('refuses $name with 403 and writes nothing', async ({ headers }) => {
    const admin = await sessionFor(db(), { role: 'admin' });
    const pending = await createAccount(db(), { status: 'pending' });
    const calls: [string, string, unknown][] = [
      ['POST', '/api/auth/register', { companyName: 'X', contactPerson: 'Y', email: 'x@evil.example', phone: '512345678', password: 'Evil#Password2025', confirmPassword: 'Evil#Password2025', city: 'C', country: 'D', crNumber: '1010123456' }],
      ['POST', '/api/auth/login', { email: pending.email, password: TEST_PASSWORD }],
      ['POST', '/api/auth/refresh', undefined],
      ['POST', '/api/auth/logout', undefined],
      ['PATCH', `/api/admin/registrations/${pending.userId}`, { status: 'approved', role: 'distributor' }],
    ];
    for (const [method, path, body] of calls) {
      const response = await api(path, { method, body, headers: { ...headers, cookie: admin.cookie } });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(await response.json()).toEqual({ error: { code: 'forbidden_origin' } });
    }
    expect(await db().selectFrom('users').select('email').where('email', '=', 'x@evil.example').execute()).toEqual([]);
    expect(await db().selectFrom('company_profiles').select('status').where('user_id', '=', pending.userId).executeTakeFirstOrThrow()).toEqual({ status: 'pending' });
    // The admin's session survived the forged sign-out.
    expect((await (await api('/api/auth/session', { headers: { cookie: admin.cookie } })).json()).user.role).toBe('admin');
  });
});
