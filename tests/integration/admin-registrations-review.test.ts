import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AuditPage } from '#lib/admin/audit';
import type { RegistrationPage } from '#lib/validation/registration-admin';
import { api, cookiesFrom } from '../support/api.ts';
import { useTestDatabase } from '../support/database.ts';
import { createAccount, sessionFor, TEST_PASSWORD } from '../support/sessions.ts';

/**
 * Issue 20 on the registrations screen's API: the buyer's CR and VAT numbers, a rejection's reason
 * read at sign-in, deleting spam, and the search, filters and pages.
 */
const db = useTestDatabase();

let admin = '';
let adminEmail = '';
const asAdmin = (path: string, init: Parameters<typeof api>[1] = {}) => api(path, { ...init, headers: { cookie: admin, ...init.headers } });
const list = async (search = '') => {
  const response = await asAdmin(`/api/admin/registrations${search}`);
  expect(response.status).toBe(200);
  return (await response.json()) as RegistrationPage;
};
const registrationLog = async () => ((await (await asAdmin('/api/admin/activity?kind=registration')).json()) as AuditPage).items;

let ip = 0;
const register = (overrides: Record<string, unknown> = {}) =>
  api('/api/auth/register', {
    method: 'POST',
    ip: `192.0.2.${++ip}`,
    body: {
      companyName: 'Hail Lifts',
      contactPerson: 'Noura',
      email: `noura-${randomUUID().slice(0, 8)}@hail-lifts.example`,
      phone: '0551234567',
      password: 'Hail#Lifts2025',
      confirmPassword: 'Hail#Lifts2025',
      city: 'Hail',
      country: 'Saudi Arabia',
      crNumber: '3350123456',
      ...overrides,
    },
  });

describe('the buyer’s CR and VAT numbers', () => {
  it('are stored as digits however they were typed, and shown to the admin', async () => {
    ({ cookie: admin, email: adminEmail } = await sessionFor(db(), { role: 'admin' }));
    const email = 'cr-vat@hail-lifts.example';
    expect((await register({ email, crNumber: ' ٣٣٥٠-١٢٣-٤٥٦ ', vatNumber: '3101 2345 6700 003' })).status).toBe(201);
    const [row] = (await list(`?q=${email}`)).items;
    expect(row).toMatchObject({ email, crNumber: '3350123456', vatNumber: '310123456700003', rejectionReason: null });
  });

  it('keep the VAT number optional: left out, empty or null is no number', async () => {
    for (const vatNumber of [undefined, '', null]) {
      const email = `no-vat-${randomUUID().slice(0, 8)}@hail-lifts.example`;
      expect((await register({ email, vatNumber })).status).toBe(201);
      expect((await list(`?q=${email}`)).items[0]).toMatchObject({ crNumber: '3350123456', vatNumber: null });
    }
  });

  it('refuse a registration without a CR number, or with numbers of the wrong length, writing nothing', async () => {
    const users = async () => (await db().selectFrom('users').select('id').execute()).length;
    const before = await users();
    for (const [body, fields] of [
      [{ crNumber: undefined }, { crNumber: 'required' }],
      [{ crNumber: '33501234567' }, { crNumber: 'invalid_cr_number' }],
      [{ crNumber: '3350123456', vatNumber: '3101234567000031' }, { vatNumber: 'vat_number_digits' }],
    ] as const) {
      const response = await register(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'invalid_input', fields } });
    }
    expect(await users()).toBe(before);
  });
});

describe('rejecting with a reason', () => {
  const login = (email: string) => api('/api/auth/login', { method: 'POST', body: { email, password: TEST_PASSWORD }, ip: '198.51.100.7' });
  const patch = (userId: string, body: unknown) => asAdmin(`/api/admin/registrations/${userId}`, { method: 'PATCH', body });

  it('shows the applicant the reason after a correct password, and only then', async () => {
    const applicant = await createAccount(db(), { status: 'pending' });
    const reason = '  Commercial Registration not found <script>alert(1)</script>\nPlease register again.  ';
    const response = await patch(applicant.userId, { status: 'rejected', reason });
    expect(response.status).toBe(200);
    const stored = 'Commercial Registration not found \nPlease register again.';
    expect((await response.json()).registration).toMatchObject({ status: 'rejected', rejectionReason: stored });

    const refused = await login(applicant.email);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: { code: 'account_rejected', reason: stored } });
    // A wrong password learns nothing of it.
    const wrong = await api('/api/auth/login', { method: 'POST', body: { email: applicant.email, password: 'Wrong#Password1' }, ip: '198.51.100.8' });
    expect(await wrong.json()).toEqual({ error: { code: 'invalid_credentials', attemptsLeft: 4 } });

    const [entry] = await registrationLog();
    expect(entry).toMatchObject({
      actorEmail: adminEmail,
      action: 'registration.status',
      entityId: applicant.userId,
      before: { companyName: 'Test Lifts Co', email: applicant.email, status: 'pending', role: 'new_customer' },
      after: { companyName: 'Test Lifts Co', email: applicant.email, status: 'rejected', role: 'new_customer', reason: stored },
    });
  });

  it('gives none when the reason is empty, and forgets it once the registration is no longer rejected', async () => {
    const applicant = await createAccount(db(), { status: 'pending' });
    await patch(applicant.userId, { status: 'rejected', reason: '   ' });
    expect(await (await login(applicant.email)).json()).toEqual({ error: { code: 'account_rejected' } });

    await patch(applicant.userId, { status: 'rejected', reason: 'Duplicate account' });
    // A re-class is refused on a rejected account; the reason stays.
    expect((await patch(applicant.userId, { role: 'retail' })).status).toBe(409);
    expect((await list(`?q=${applicant.email}`)).items[0]!.rejectionReason).toBe('Duplicate account');

    await patch(applicant.userId, { status: 'pending' });
    expect((await list(`?q=${applicant.email}`)).items[0]!.rejectionReason).toBeNull();
    await patch(applicant.userId, { status: 'rejected' });
    expect(await (await login(applicant.email)).json()).toEqual({ error: { code: 'account_rejected' } });
  });
});

describe('deleting a spam registration', () => {
  const remove = (userId: string, key?: string) => asAdmin(`/api/admin/registrations/${userId}`, { method: 'DELETE', headers: key ? { 'idempotency-key': key } : {} });
  const exists = async (userId: string) => ({
    user: (await db().selectFrom('users').select('id').where('id', '=', userId).execute()).length,
    profile: (await db().selectFrom('company_profiles').select('user_id').where('user_id', '=', userId).execute()).length,
    sessions: (await db().selectFrom('refresh_tokens').select('id').where('user_id', '=', userId).execute()).length,
  });

  it('removes the user, its profile and sessions in one go, logged with the company and e-mail; a second delete is a 404', async () => {
    const spam = await sessionFor(db(), { status: 'pending', email: 'spam@spam.example' });
    await db().updateTable('company_profiles').set({ company_name: 'Buy Cheap Watches' }).where('user_id', '=', spam.userId).execute();
    expect(await exists(spam.userId)).toEqual({ user: 1, profile: 1, sessions: 1 });

    const response = await remove(spam.userId);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ userId: spam.userId });
    expect(await exists(spam.userId)).toEqual({ user: 0, profile: 0, sessions: 0 });
    expect((await list('?q=spam@spam.example')).total).toBe(0);

    const [entry] = await registrationLog();
    expect(entry).toMatchObject({
      actorEmail: adminEmail,
      action: 'registration.delete',
      entity: 'registration',
      entityId: spam.userId,
      before: { companyName: 'Buy Cheap Watches', email: 'spam@spam.example', status: 'pending', crNumber: '2025' },
      after: null,
    });

    const again = await remove(spam.userId);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: { code: 'registration_not_found' } });
  });

  it('answers a retry with the same Idempotency-Key like the first time, deleting once', async () => {
    const spam = await createAccount(db(), { status: 'rejected' });
    const key = randomUUID();
    const before = (await registrationLog()).length;
    expect((await remove(spam.userId, key)).status).toBe(200);
    const retry = await remove(spam.userId, key);
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual({ userId: spam.userId });
    expect((await registrationLog()).length).toBe(before + 1);
  });

  it('refuses an approved customer (409), an administrator and unknown ids (404), and a body, deleting nothing', async () => {
    const customer = await createAccount(db(), { status: 'approved', role: 'retail' });
    const conflict = await remove(customer.userId);
    expect(conflict.status).toBe(409);
    expect(await conflict.json()).toEqual({ error: { code: 'invalid_transition' } });
    const otherAdmin = await createAccount(db(), { role: 'admin' });
    for (const id of [otherAdmin.userId, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) expect((await remove(id)).status).toBe(404);
    const pending = await createAccount(db(), { status: 'pending' });
    const withBody = await asAdmin(`/api/admin/registrations/${pending.userId}`, { method: 'DELETE', body: { really: true } });
    expect(withBody.status).toBe(400);
    expect(await withBody.json()).toEqual({ error: { code: 'invalid_input', fields: { really: 'unknown_field' } } });
    for (const id of [customer.userId, otherAdmin.userId, pending.userId]) expect((await exists(id)).user).toBe(1);
  });

  it('lets the address register again afterwards', async () => {
    const email = `again-${randomUUID().slice(0, 8)}@hail-lifts.example`;
    expect((await register({ email })).status).toBe(201);
    const [row] = (await list(`?q=${email}`)).items;
    expect((await remove(row!.userId)).status).toBe(200);
    expect((await register({ email })).status).toBe(201);
  });
});

describe('searching and filtering registrations', () => {
  const company = async (name: string, email: string, status: 'pending' | 'approved' | 'rejected', createdAt: string) => {
    const account = await createAccount(db(), { status, role: status === 'approved' ? 'retail' : 'new_customer', email });
    await db().updateTable('company_profiles').set({ company_name: name, created_at: new Date(createdAt) }).where('user_id', '=', account.userId).execute();
    return account;
  };
  const emails = (page: RegistrationPage) => page.items.map((r) => r.email);

  it('finds companies and e-mail addresses by any part, in any case, and nothing else', async () => {
    await company('Qurayyat 100% Elevators', 'sales@qurayyat.example', 'pending', '2031-03-01T10:00:00Z');
    await company('Jouf_Lifts', 'ops@jouf.example', 'approved', '2031-03-02T10:00:00Z');
    await company('Tabuk Escalators', 'info@qurayyat-group.example', 'rejected', '2031-03-03T10:00:00Z');

    expect(emails(await list('?q=QURAYYAT'))).toEqual(['info@qurayyat-group.example', 'sales@qurayyat.example']);
    expect(emails(await list('?q=ops%40jouf'))).toEqual(['ops@jouf.example']);
    // LIKE's wildcards are plain characters to the search.
    expect(emails(await list('?q=100%25'))).toEqual(['sales@qurayyat.example']);
    expect(emails(await list('?q=f_l'))).toEqual(['ops@jouf.example']);
    expect((await list('?q=zzz-nobody')).total).toBe(0);
  });

  it('filters by status and by Riyadh registration days, both ends included, with the search', async () => {
    // 2031-03-01T22:30Z is 2 March, 01:30 in Riyadh.
    await company('Najran Lifts', 'a@najran.example', 'pending', '2031-03-01T20:59:59Z');
    await company('Najran Lifts', 'b@najran.example', 'pending', '2031-03-01T22:30:00Z');
    await company('Najran Lifts', 'c@najran.example', 'approved', '2031-03-02T20:59:59Z');
    await company('Najran Lifts', 'd@najran.example', 'pending', '2031-03-02T21:00:00Z');

    expect(emails(await list('?q=najran&from=2031-03-02&to=2031-03-02'))).toEqual(['c@najran.example', 'b@najran.example']);
    expect(emails(await list('?q=najran&from=2031-03-02'))).toEqual(['d@najran.example', 'c@najran.example', 'b@najran.example']);
    expect(emails(await list('?q=najran&to=2031-03-01'))).toEqual(['a@najran.example']);
    expect(emails(await list('?q=najran&status=pending&from=2031-03-02'))).toEqual(['d@najran.example', 'b@najran.example']);
    expect(emails(await list('?q=najran&status=approved'))).toEqual(['c@najran.example']);
  });

  it('pages 25 at a time, newest first, with the total', async () => {
    for (let i = 0; i < 27; i++) await company(`Paged Lifts ${i}`, `p${String(i).padStart(2, '0')}@paged.example`, 'pending', new Date(Date.UTC(2032, 0, 1, 0, i)).toISOString());
    const first = await list('?q=paged');
    expect(first).toMatchObject({ page: 1, pageSize: 25, total: 27 });
    expect(first.items).toHaveLength(25);
    expect(first.items[0]!.email).toBe('p26@paged.example');
    const second = await list('?q=paged&page=2');
    expect(emails(second)).toEqual(['p01@paged.example', 'p00@paged.example']);
    expect((await list('?q=paged&page=9')).items).toEqual([]);
  });

  it('answers bad filters with 400 and field codes', async () => {
    for (const [search, fields] of [
      ['?status=banned', { status: 'invalid_status' }],
      ['?from=2031-02-30&to=yesterday', { from: 'invalid_date', to: 'invalid_date' }],
      ['?from=2031-03-02&to=2031-03-01', { to: 'date_range_reversed' }],
      ['?page=0', { page: 'invalid_page' }],
      [`?q=${'q'.repeat(101)}`, { q: 'too_long' }],
      ['?sort=company', { sort: 'unknown_field' }],
    ] as const) {
      const response = await asAdmin(`/api/admin/registrations${search}`);
      expect(response.status, search).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'invalid_input', fields } });
    }
  });

  it('never lists administrators, whatever the search', async () => {
    await createAccount(db(), { role: 'admin', email: 'boss@najran.example' });
    expect(emails(await list('?q=boss@najran'))).toEqual([]);
  });
});

describe('a registration made through the form reaches the admin whole', () => {
  it('after approval, the customer signs in; the CR number stays in the list', async () => {
    const email = `whole-${randomUUID().slice(0, 8)}@hail-lifts.example`;
    expect((await register({ email, crNumber: '2050123456' })).status).toBe(201);
    const [row] = (await list(`?q=${email}`)).items;
    expect((await asAdmin(`/api/admin/registrations/${row!.userId}`, { method: 'PATCH', body: { status: 'approved', role: 'retail' } })).status).toBe(200);
    const signIn = await api('/api/auth/login', { method: 'POST', body: { email, password: 'Hail#Lifts2025' }, ip: '198.51.100.9' });
    expect(signIn.status).toBe(200);
    expect(cookiesFrom(signIn)).toContain('lp_access=');
    expect((await list(`?q=${email}`)).items[0]).toMatchObject({ status: 'approved', crNumber: '2050123456' });
  });
});
