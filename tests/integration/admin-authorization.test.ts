import { describe, expect, it } from 'vitest';
import type { ProfileStatus, Role } from '#server/db/schema';
import { api } from '../support/api.ts';
import { useTestDatabase } from '../support/database.ts';
import { createAccount, sessionFor } from '../support/sessions.ts';

/**
 * Every admin endpoint of the accounts area × every kind of caller: 401 for visitors, 403 for
 * every signed-in non-admin (whatever their profile says), success only for an approved admin.
 */
describe('authorization matrix of the admin endpoints', () => {
  const db = useTestDatabase();
  let target = '';

  const endpoints = [
    { name: 'GET /api/admin/stats', call: (cookie?: string) => api('/api/admin/stats', { headers: cookie ? { cookie } : {} }) },
    { name: 'GET /api/admin/registrations', call: (cookie?: string) => api('/api/admin/registrations', { headers: cookie ? { cookie } : {} }) },
    {
      name: 'PATCH /api/admin/registrations/:userId',
      call: (cookie?: string) =>
        api(`/api/admin/registrations/${target}`, { method: 'PATCH', body: { status: 'pending' }, headers: cookie ? { cookie } : {} }),
    },
  ];

  const callers: { name: string; role?: Role; status?: ProfileStatus; expected: number }[] = [
    { name: 'anonymous', expected: 401 },
    { name: 'pending new customer', role: 'new_customer', status: 'pending', expected: 403 },
    { name: 'rejected new customer', role: 'new_customer', status: 'rejected', expected: 403 },
    { name: 'approved new customer', role: 'new_customer', status: 'approved', expected: 403 },
    { name: 'retail', role: 'retail', expected: 403 },
    { name: 'small company', role: 'small_company', expected: 403 },
    { name: 'large company', role: 'large_company', expected: 403 },
    { name: 'distributor', role: 'distributor', expected: 403 },
    // An admin whose profile is no longer approved has no role at all.
    { name: 'admin profile set to pending', role: 'admin', status: 'pending', expected: 403 },
    { name: 'admin', role: 'admin', expected: 200 },
  ];

  for (const endpoint of endpoints) {
    for (const caller of callers) {
      it(`${endpoint.name} as ${caller.name} → ${caller.expected}`, async () => {
        target ||= (await createAccount(db(), { status: 'pending' })).userId;
        const cookie = caller.role ? (await sessionFor(db(), { role: caller.role, status: caller.status ?? 'approved' })).cookie : undefined;
        const response = await endpoint.call(cookie);
        expect(response.status).toBe(caller.expected);
        if (caller.expected !== 200) expect((await response.json()).error.code).toBe(caller.expected === 401 ? 'unauthorized' : 'forbidden');
      });
    }
  }
});
