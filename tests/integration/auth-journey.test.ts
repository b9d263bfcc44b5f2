import { describe, expect, it } from 'vitest';
import { api, cookiesFrom } from '../support/api.ts';
import { useTestDatabase } from '../support/database.ts';
import { sessionFor } from '../support/sessions.ts';

const registration = {
  companyName: 'Najd Elevators',
  contactPerson: 'Omar Al-Harbi',
  email: 'Omar@Najd-Elevators.example',
  phoneCountryCode: '+966',
  phone: '551234567',
  password: 'Najd#Elevators2025',
  confirmPassword: 'Najd#Elevators2025',
  city: 'Riyadh',
  country: 'Saudi Arabia',
  crNumber: '١٠١٠ ١٢٣ ٤٥٦',
  vatNumber: '310123456700003',
};
const credentials = { email: 'omar@najd-elevators.example', password: registration.password };

describe('account lifecycle: register, approval, sign-in, role change, rejection', () => {
  const db = useTestDatabase();
  let admin: string;
  let userId: string;
  let customer = '';

  const adminPatch = (body: unknown) => api(`/api/admin/registrations/${userId}`, { method: 'PATCH', body, headers: { cookie: admin } });
  const session = async (cookie: string) => (await (await api('/api/auth/session', { headers: { cookie } })).json()) as { user: { role: string | null } | null };

  it('registers a business as pending, without signing it in', async () => {
    admin = (await sessionFor(db(), { role: 'admin' })).cookie;
    const response = await api('/api/auth/register', { method: 'POST', body: registration });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ status: 'pending' });
    expect(response.headers.getSetCookie()).toEqual([]);

    const row = await db()
      .selectFrom('users')
      .innerJoin('company_profiles', 'company_profiles.user_id', 'users.id')
      .select(['users.id', 'email', 'status', 'role', 'registration_number', 'vat_number', 'company_name', 'password_hash'])
      .where('email', '=', credentials.email)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', role: 'new_customer', registration_number: '1010123456', vat_number: '310123456700003', company_name: 'Najd Elevators' });
    expect(row.password_hash).toMatch(/^scrypt\$\d+\$8\$1\$/);
    userId = row.id;
  });

  it('refuses the same e-mail again, whatever its case, and writes nothing', async () => {
    const before = await db().selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const response = await api('/api/auth/register', { method: 'POST', body: { ...registration, email: 'OMAR@najd-elevators.EXAMPLE' }, ip: '198.51.100.7' });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: { code: 'email_taken' } });
    const after = await db().selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toEqual(before.n);
  });

  it('tells a pending account to wait for approval', async () => {
    const response = await api('/api/auth/login', { method: 'POST', body: credentials });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: { code: 'account_pending' } });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('lists the registration for the admin, who approves it as a small company', async () => {
    const list = await (await api('/api/admin/registrations', { headers: { cookie: admin } })).json();
    expect(list.items).toEqual([
      expect.objectContaining({
        userId,
        email: credentials.email,
        companyName: 'Najd Elevators',
        status: 'pending',
        phoneCountryCode: '+966',
        phone: '551234567',
        // Typed in Arabic-Indic digits with spaces, stored as the ten digits (issue 20).
        crNumber: '1010123456',
        vatNumber: '310123456700003',
      }),
    ]);
    const response = await adminPatch({ status: 'approved', role: 'small_company' });
    expect(response.status).toBe(200);
    expect((await response.json()).registration).toMatchObject({ status: 'approved', role: 'small_company' });
  });

  it('signs the approved customer in with that role, in httpOnly Secure SameSite=Lax cookies', async () => {
    const response = await api('/api/auth/login', { method: 'POST', body: credentials });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.user).toMatchObject({ email: credentials.email, status: 'approved', role: 'small_company', profile: { companyName: 'Najd Elevators' } });
    const cookies = response.headers.getSetCookie();
    for (const name of ['lp_access', 'lp_refresh']) {
      const line = cookies.find((c) => c.startsWith(`${name}=`))!;
      expect(line).toMatch(/HttpOnly/);
      expect(line).toMatch(/Secure/);
      expect(line).toMatch(/SameSite=Lax/);
    }
    customer = cookiesFrom(response);
    expect((await session(customer)).user?.role).toBe('small_company');
  });

  it('applies a role change on the very next request', async () => {
    expect((await adminPatch({ role: 'distributor' })).status).toBe(200);
    expect((await session(customer)).user?.role).toBe('distributor');
  });

  it('ends every session of a rejected customer and refuses the next sign-in', async () => {
    expect((await adminPatch({ status: 'rejected' })).status).toBe(200);
    expect((await session(customer)).user).toBeNull();
    expect((await api('/api/auth/refresh', { method: 'POST', headers: { cookie: customer } })).status).toBe(401);
    const response = await api('/api/auth/login', { method: 'POST', body: credentials });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: { code: 'account_rejected' } });
  });

  it('ends the sessions of a customer moved back to pending, too', async () => {
    await adminPatch({ status: 'approved', role: 'retail' });
    const cookie = cookiesFrom(await api('/api/auth/login', { method: 'POST', body: credentials }));
    expect((await session(cookie)).user?.role).toBe('retail');
    await adminPatch({ status: 'pending' });
    expect((await session(cookie)).user).toBeNull();
  });

  it('signs out: the session ends on the server and the cookies are cleared', async () => {
    await adminPatch({ status: 'approved', role: 'retail' });
    const cookie = cookiesFrom(await api('/api/auth/login', { method: 'POST', body: credentials }));
    const response = await api('/api/auth/logout', { method: 'POST', headers: { cookie } });
    expect(response.status).toBe(204);
    expect(cookiesFrom(response, cookie)).toBe('');
    // The old cookie, replayed, is worth nothing.
    expect((await session(cookie)).user).toBeNull();
    expect((await api('/api/auth/logout', { method: 'POST' })).status).toBe(204);
  });
});
