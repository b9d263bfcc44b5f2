import { describe, expect, it } from 'vitest';
import type { AuditPage } from '#lib/admin/audit';
import { api } from '../support/api.ts';
import { useTestDatabase } from '../support/database.ts';
import { sessionFor } from '../support/sessions.ts';

describe('site settings', () => {
  const db = useTestDatabase();
  const put = (body: unknown, cookie?: string, headers: Record<string, string> = {}) =>
    api('/api/admin/site-settings', { method: 'PUT', body, headers: { ...(cookie ? { cookie } : {}), ...headers } });

  it('answers maintenance off before anything was set, with the company details, cacheable by the CDN for 60 s at most', async () => {
    const response = await api('/api/site-settings');
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['company', 'maintenanceMessage', 'maintenanceMode']);
    expect(body).toMatchObject({ maintenanceMode: false, maintenanceMessage: '', company: { phone: '+966 11 000 0000', crNumber: '1010000000' } });
    expect(response.headers.get('netlify-cdn-cache-control')).toBe('public, durable, s-maxage=60');
    expect(response.headers.get('cache-control')).toContain('max-age=0');
  });

  it('lets an admin switch maintenance on and off, and every page reads the new state', async () => {
    const { cookie } = await sessionFor(db(), { role: 'admin' });
    const on = await put({ maintenanceMode: true, maintenanceMessage: '  Back at 6 PM | نعود الساعة 6 مساءً ' }, cookie);
    expect(on.status).toBe(200);
    expect(await on.json()).toMatchObject({ maintenanceMode: true, maintenanceMessage: 'Back at 6 PM | نعود الساعة 6 مساءً' });
    expect(await (await api('/api/site-settings')).json()).toMatchObject({ maintenanceMode: true, maintenanceMessage: 'Back at 6 PM | نعود الساعة 6 مساءً' });

    const off = await put({ maintenanceMode: false }, cookie);
    expect(await off.json()).toMatchObject({ maintenanceMode: false, maintenanceMessage: '' });
    expect(await (await api('/api/site-settings')).json()).toMatchObject({ maintenanceMode: false });
    const rows = await db().selectFrom('site_settings').selectAll().execute();
    expect(rows).toHaveLength(1);
  });

  it('shows an admin the settings as stored, never a cached copy', async () => {
    const { cookie } = await sessionFor(db(), { role: 'admin' });
    await put({ maintenanceMode: true, maintenanceMessage: 'Stocktaking' }, cookie);
    const response = await api('/api/admin/site-settings', { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ maintenanceMode: true, maintenanceMessage: 'Stocktaking' });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('netlify-cdn-cache-control')).toBeNull();
    expect((await api('/api/admin/site-settings')).status).toBe(401);
    const customer = await sessionFor(db(), { role: 'distributor' });
    expect((await api('/api/admin/site-settings', { headers: { cookie: customer.cookie } })).status).toBe(403);
    await put({ maintenanceMode: false, maintenanceMessage: '' }, cookie);
  });

  it('logs each change with who made it and the settings before and after', async () => {
    const { cookie, email } = await sessionFor(db(), { role: 'admin' });
    const log = async () => (await (await api('/api/admin/activity?kind=settings', { headers: { cookie } })).json()) as AuditPage;
    const logged = (await log()).total;
    await put({ maintenanceMode: true, maintenanceMessage: 'Stocktaking' }, cookie);
    await put({ maintenanceMode: false, maintenanceMessage: 'Stocktaking' }, cookie);
    const { items, total } = await log();
    expect(total).toBe(logged + 2);
    const entry = { actorEmail: email, action: 'settings.update', entity: 'settings', sku: null };
    expect(items.slice(0, 2)).toEqual([
      expect.objectContaining({ ...entry, before: { maintenanceMode: true, maintenanceMessage: 'Stocktaking' }, after: { maintenanceMode: false, maintenanceMessage: 'Stocktaking' } }),
      expect.objectContaining({ ...entry, before: { maintenanceMode: false, maintenanceMessage: '' }, after: { maintenanceMode: true, maintenanceMessage: 'Stocktaking' } }),
    ]);
  });

  it('strips script from the message', async () => {
    const { cookie } = await sessionFor(db(), { role: 'admin' });
    const response = await put({ maintenanceMode: false, maintenanceMessage: 'Back soon<script>alert(1)</script>' }, cookie);
    expect(await response.json()).toMatchObject({ maintenanceMessage: 'Back soon' });
  });

  it('refuses visitors (401), non-admins (403) and admins whose profile is not approved (403), changing nothing', async () => {
    const before = await db().selectFrom('site_settings').selectAll().execute();
    expect((await put({ maintenanceMode: true })).status).toBe(401);
    const customer = await sessionFor(db(), { role: 'distributor' });
    const forbidden = await put({ maintenanceMode: true }, customer.cookie);
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ error: { code: 'forbidden' } });
    const pendingAdmin = await sessionFor(db(), { role: 'admin', status: 'pending' });
    expect((await put({ maintenanceMode: true }, pendingAdmin.cookie)).status).toBe(403);
    expect(await db().selectFrom('site_settings').selectAll().execute()).toEqual(before);
  });

  it('rejects bad input with field codes and writes nothing', async () => {
    const { cookie } = await sessionFor(db(), { role: 'admin' });
    const before = await db().selectFrom('site_settings').selectAll().execute();
    const auditBefore = await db().selectFrom('audit_log').selectAll().execute();
    const missing = await put({ maintenanceMessage: 'x' }, cookie);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: { code: 'invalid_input', fields: { maintenanceMode: 'required' } } });
    const wrongType = await put({ maintenanceMode: 'yes', maintenanceMessage: 'x'.repeat(1001) }, cookie);
    expect(await wrongType.json()).toEqual({ error: { code: 'invalid_input', fields: { maintenanceMode: 'invalid_type', maintenanceMessage: 'too_long' } } });
    const unknownKey = await put({ maintenanceMode: true, maintenanceMessage: 'x', bannerColour: 'red' }, cookie);
    expect(await unknownKey.json()).toEqual({ error: { code: 'invalid_input', fields: { bannerColour: 'unknown_field' } } });
    const reversed = await put({ maintenanceMode: true, maintenanceMessage: 'Back \u202esoon' }, cookie);
    expect(await reversed.json()).toEqual({ error: { code: 'invalid_input', fields: { maintenanceMessage: 'invalid_characters' } } });
    const notJson = await put('{maintenance', cookie, { 'content-type': 'application/json' });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ error: { code: 'invalid_json' } });
    expect(await db().selectFrom('site_settings').selectAll().execute()).toEqual(before);
    expect(await db().selectFrom('audit_log').selectAll().execute()).toEqual(auditBefore);
  });

  it('takes no registration while maintenance is on, and takes them again once it is off', async () => {
    const { cookie } = await sessionFor(db(), { role: 'admin' });
    const registration = (email: string) => ({ companyName: 'Closed Lifts', contactPerson: 'Omar', email, phone: '0501234567', password: 'Str0ng#Password', confirmPassword: 'Str0ng#Password', city: 'Riyadh', country: 'Saudi Arabia', crNumber: '1010123456' });
    await put({ maintenanceMode: true }, cookie);
    const closed = await api('/api/auth/register', { method: 'POST', body: registration('closed@example.com'), ip: '198.51.100.77' });
    expect(closed.status).toBe(503);
    expect(await closed.json()).toEqual({ error: { code: 'under_maintenance' } });
    expect(await db().selectFrom('users').select('id').where('email', '=', 'closed@example.com').execute()).toEqual([]);
    await put({ maintenanceMode: false }, cookie);
    expect((await api('/api/auth/register', { method: 'POST', body: registration('open@example.com'), ip: '198.51.100.78' })).status).toBe(201);
  });

  it('refuses a cross-site request even from an admin', async () => {
    const { cookie } = await sessionFor(db(), { role: 'admin' });
    const response = await put({ maintenanceMode: true }, cookie, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: { code: 'forbidden_origin' } });
  });
});
