import { describe, expect, it } from 'vitest';
import type { AuditPage } from '#lib/admin/audit';
import { api } from '../support/api.ts';
import { useTestDatabase } from '../support/database.ts';
import { selectRegistrations } from '#server/admin/registrations/repository';
import { createAccount, sessionFor, TEST_PASSWORD } from '../support/sessions.ts';

const db = useTestDatabase();

describe('registrations admin and dashboard stats', () => {
  let admin = '';
  let adminEmail = '';
  const asAdmin = (path: string, init: Parameters<typeof api>[1] = {}) => api(path, { ...init, headers: { cookie: admin } });
  const registrationLog = async () => (await (await asAdmin('/api/admin/activity?kind=registration')).json()) as AuditPage;

  it('answers an empty list and zero counters before anyone registers', async () => {
    ({ cookie: admin, email: adminEmail } = await sessionFor(db(), { role: 'admin' }));
    expect(await (await asAdmin('/api/admin/registrations')).json()).toEqual({ items: [], page: 1, pageSize: 25, total: 0 });
    const stats = await (await asAdmin('/api/admin/stats')).json();
    expect(stats).toEqual({ totalProducts: 0, pendingRegistrations: 0, pendingQuotes: 0, unreadMessages: 0 });
  });

  it('lists customers newest first, never administrators, and counts what waits', async () => {
    const older = await createAccount(db(), { status: 'pending', email: 'older@example.com' });
    await db().updateTable('company_profiles').set({ created_at: new Date('2026-01-01T00:00:00Z') }).where('user_id', '=', older.userId).execute();
    const newer = await createAccount(db(), { status: 'pending', email: 'newer@example.com' });
    // Its own time: two rows made in the same millisecond (PGlite's clock) would tie, and the tie's order is the random id's.
    await db().updateTable('company_profiles').set({ created_at: new Date('2026-06-01T00:00:00Z') }).where('user_id', '=', newer.userId).execute();
    await createAccount(db(), { status: 'approved', role: 'retail', email: 'retail@example.com' });
    await db()
      .insertInto('products')
      .values({ sku: '12345678', part_number: 'P-1', name_en: 'Part', name_ar: 'قطعة', distributors_price: '1.00', images: '[]' })
      .execute();
    await db()
      .insertInto('quotes')
      .values([
        { kind: 'standard', name: 'A', email: 'a@example.com', phone_country_code: '+966', phone: '512345678', company: 'A', quantity: 1 },
        { kind: 'custom', name: 'B', email: 'b@example.com', phone_country_code: '+966', phone: '512345678', company: 'B', quantity: 1, status: 'finished' },
      ])
      .execute();
    await db()
      .insertInto('messages')
      .values([
        { name: 'A', email: 'a@example.com', phone: '1', subject: 'S', message: 'M' },
        { name: 'B', email: 'b@example.com', phone: '1', subject: 'S', message: 'M', status: 'read' },
      ])
      .execute();

    const { items: registrations, total } = await (await asAdmin('/api/admin/registrations')).json();
    expect(total).toBe(3);
    expect(registrations.map((r: { email: string }) => r.email)).toEqual(['retail@example.com', 'newer@example.com', 'older@example.com']);
    expect(registrations[2]).toEqual({
      userId: older.userId,
      email: 'older@example.com',
      companyName: 'Test Lifts Co',
      contactPerson: 'Test Person',
      phoneCountryCode: '+966',
      phone: '512345678',
      city: 'Riyadh',
      country: 'Saudi Arabia',
      crNumber: '2025',
      vatNumber: null,
      status: 'pending',
      rejectionReason: null,
      role: 'new_customer',
      createdAt: '2026-01-01T00:00:00.000Z',
      signInLocked: false,
      emailVerified: false,
      closureRequestedAt: null,
    });
    expect(await (await asAdmin('/api/admin/stats')).json()).toEqual({ totalProducts: 1, pendingRegistrations: 2, pendingQuotes: 1, unreadMessages: 1 });
  });

  it('keeps a class for approved customers only', async () => {
    const pending = await createAccount(db(), { status: 'pending' });
    const patch = (body: unknown) => asAdmin(`/api/admin/registrations/${pending.userId}`, { method: 'PATCH', body });

    const roleWhilePending = await patch({ role: 'retail' });
    expect(roleWhilePending.status).toBe(409);
    expect(await roleWhilePending.json()).toEqual({ error: { code: 'not_approved' } });

    expect((await (await patch({ status: 'approved', role: 'large_company' })).json()).registration).toMatchObject({ status: 'approved', role: 'large_company' });
    expect((await (await patch({ status: 'rejected' })).json()).registration).toMatchObject({ status: 'rejected' });
    // Re-approving without naming a class is refused: the admin must choose it.
    expect((await patch({ status: 'approved' })).status).toBe(400);
  });

  it('logs every change with who made it and the status and class before and after, and nothing refused', async () => {
    const customer = await createAccount(db(), { status: 'pending' });
    const patch = (body: unknown) => asAdmin(`/api/admin/registrations/${customer.userId}`, { method: 'PATCH', body });
    const before = (await registrationLog()).total;

    expect((await patch({ status: 'approved', role: 'small_company' })).status).toBe(200);
    expect((await patch({ role: 'distributor' })).status).toBe(200);
    expect((await patch({ status: 'rejected' })).status).toBe(200);
    // Refused: a class for a rejected customer (409), no class on approval (400), an unknown id (404).
    expect((await patch({ role: 'retail' })).status).toBe(409);
    expect((await patch({ status: 'approved' })).status).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await asAdmin(`/api/admin/registrations/${unknown}`, { method: 'PATCH', body: { status: 'rejected' } })).status).toBe(404);

    const log = await registrationLog();
    expect(log.total).toBe(before + 3);
    const entry = { actorEmail: adminEmail, entity: 'registration', entityId: customer.userId, sku: null };
    // The company and e-mail name each entry in the log (issue 20), on both sides, so they are no change.
    const who = { companyName: 'Test Lifts Co', email: customer.email };
    expect(log.items.slice(0, 3)).toEqual([
      expect.objectContaining({ ...entry, action: 'registration.status', before: { ...who, status: 'approved', role: 'distributor' }, after: { ...who, status: 'rejected', role: 'distributor' } }),
      expect.objectContaining({ ...entry, action: 'registration.role', before: { ...who, status: 'approved', role: 'small_company' }, after: { ...who, status: 'approved', role: 'distributor' } }),
      expect.objectContaining({ ...entry, action: 'registration.status', before: { ...who, status: 'pending', role: 'new_customer' }, after: { ...who, status: 'approved', role: 'small_company' } }),
    ]);
  });

  it('answers 404 for unknown or malformed ids and for administrators’ own profiles', async () => {
    const otherAdmin = await createAccount(db(), { role: 'admin' });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', otherAdmin.userId]) {
      const response = await asAdmin(`/api/admin/registrations/${id}`, { method: 'PATCH', body: { status: 'rejected' } });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'registration_not_found' } });
    }
    const row = await db().selectFrom('company_profiles').select(['status', 'role']).where('user_id', '=', otherAdmin.userId).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'approved', role: 'admin' });
  });
});

describe('phone numbers of registrations', () => {
  let n = 0;
  const register = (phoneCountryCode: string, phone: string) => {
    n += 1;
    return api('/api/auth/register', {
      method: 'POST',
      ip: `192.0.2.${100 + n}`,
      body: { companyName: `Phone Lifts ${n}`, contactPerson: 'Reem', email: `reem${n}@phone-lifts.example`, phoneCountryCode, phone, password: 'Phone#Lifts2025', confirmPassword: 'Phone#Lifts2025', city: 'Jeddah', country: 'Saudi Arabia', crNumber: '4030123456' },
    });
  };

  it.each([
    ['+966', '0501234567', '+966', '501234567'],
    ['+966', '+971 50 123 4567', '+971', '501234567'],
    ['+966', '00966 50 123 4567', '+966', '501234567'],
    ['+974', '٠٥٠١٢٣٤٥٦٧', '+974', '501234567'],
  ])('with the selector on %s, %j reaches the admin as %s %s', async (selected, typed, code, digits) => {
    const response = await register(selected, typed);
    expect(response.status).toBe(201);
    const { cookie } = await sessionFor(db(), { role: 'admin' });
    const { items: registrations } = await (await api(`/api/admin/registrations?q=reem${n}@`, { headers: { cookie } })).json();
    expect(registrations.find((r: { email: string }) => r.email === `reem${n}@phone-lifts.example`)).toMatchObject({ phoneCountryCode: code, phone: digits });
  });

  it.each(['050123456', '05012345678', '+1 202 555 0100'])('refuses %j rather than store a number sales cannot call', async (typed) => {
    const response = await register('+966', typed);
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields.phone).toMatch(/^(phone_digits|invalid_country_code)$/);
  });
});

describe('unlocking an account’s sign-in', () => {
  const ATTACKER = '198.51.100.30';
  const login = (email: string, password: string, ip = ATTACKER) => api('/api/auth/login', { method: 'POST', body: { email, password }, ip });
  const unlock = (userId: string, cookie?: string, body?: unknown) => api(`/api/admin/registrations/${userId}/unlock`, { method: 'POST', headers: cookie ? { cookie } : {}, body });
  const lockedOut = async (email: string) => {
    for (let i = 0; i < 5; i++) await login(email, 'Wrong#Password1');
    expect((await login(email, TEST_PASSWORD)).status).toBe(429);
  };
  const listed = async (email: string) => (await selectRegistrations(db())).find((r) => r.email === email)!.sign_in_locked;

  it('lets an admin clear the failures that lock an account, recorded in the audit log', async () => {
    const admin = await sessionFor(db(), { role: 'admin' });
    const customer = await createAccount(db(), { role: 'retail' });
    await lockedOut(customer.email);
    expect(await listed(customer.email)).toBe(true);
    // The registrations tab learns it from the list, and offers Unlock.
    const list = (await (await api('/api/admin/registrations', { headers: { cookie: admin.cookie } })).json()) as { items: { email: string; signInLocked: boolean }[] };
    expect(list.items.find((r) => r.email === customer.email)?.signInLocked).toBe(true);

    const response = await unlock(customer.userId, admin.cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ userId: customer.userId, signInLocked: false });
    expect(await listed(customer.email)).toBe(false);
    const audit = await db().selectFrom('audit_log').select(['actor_id', 'actor_email', 'action', 'entity_type', 'entity_id']).where('entity_id', '=', customer.userId).execute();
    expect(audit).toEqual([{ actor_id: admin.userId, actor_email: admin.email, action: 'registration.unlock', entity_type: 'registration', entity_id: customer.userId }]);

    // The locked-out address may try again, with a fresh count.
    expect(await (await login(customer.email, 'Wrong#Password1')).json()).toEqual({ error: { code: 'invalid_credentials', attemptsLeft: 4 } });
    expect((await login(customer.email, TEST_PASSWORD)).status).toBe(200);
  }, 90_000);

  it('is for admins only: visitors get 401, customers 403, and the lock stays', async () => {
    const customer = await createAccount(db(), { role: 'retail' });
    await lockedOut(customer.email);
    const other = await sessionFor(db(), { role: 'distributor' });
    const pendingAdmin = await sessionFor(db(), { role: 'admin', status: 'pending' });
    expect((await unlock(customer.userId)).status).toBe(401);
    expect((await unlock(customer.userId, other.cookie)).status).toBe(403);
    expect((await unlock(customer.userId, pendingAdmin.cookie)).status).toBe(403);
    expect(await listed(customer.email)).toBe(true);
    expect((await login(customer.email, TEST_PASSWORD)).status).toBe(429);
    expect(await db().selectFrom('audit_log').select('id').where('entity_id', '=', customer.userId).execute()).toEqual([]);
  }, 90_000);

  it('answers 404 for unknown or malformed ids and 400 for a body with fields, changing nothing', async () => {
    const admin = await sessionFor(db(), { role: 'admin' });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await unlock(id, admin.cookie);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'registration_not_found' } });
    }
    const customer = await createAccount(db(), { role: 'retail' });
    const withFields = await unlock(customer.userId, admin.cookie, { everything: true });
    expect(withFields.status).toBe(400);
    expect(await withFields.json()).toEqual({ error: { code: 'invalid_input', fields: { everything: 'unknown_field' } } });
    expect(await db().selectFrom('audit_log').select('id').where('entity_id', '=', customer.userId).execute()).toEqual([]);
  });

  it('refuses a cross-site unlock even from an admin', async () => {
    const admin = await sessionFor(db(), { role: 'admin' });
    const customer = await createAccount(db(), { role: 'retail' });
    const response = await api(`/api/admin/registrations/${customer.userId}/unlock`, { method: 'POST', headers: { cookie: admin.cookie, origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
  });
});
