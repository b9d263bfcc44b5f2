import { describe, expect, it } from 'vitest';
import { api, cookiesFrom } from '../support/api.ts';
import { useTestDatabase } from '../support/database.ts';
import { latestEmail } from '../support/outbox-links.ts';
import { createAccount, sessionFor, TEST_PASSWORD } from '../support/sessions.ts';

/**
 * The buyer's e-mails about their account (issue 21): an administrator's decision (approved with
 * a class, rejected with the reason) in the buyer's language, queued with the decision; a password
 * changed, by the administrator's or the buyer's one shared change, which signs out the other devices.
 */
const db = useTestDatabase();

const emailsTo = async (to: string) => (await db().selectFrom('email_outbox').select(['template', 'locale', 'data']).where('recipient', '=', to).orderBy('id').execute()).map((row) => ({ ...row, data: typeof row.data === 'string' ? JSON.parse(row.data) : row.data }));

describe('a decision on a registration', () => {
  it('e-mails the buyer in their language when approved or rejected, and nothing for a class change or a move back to pending', async () => {
    const admin = await sessionFor(db(), { role: 'admin' });
    const buyer = await createAccount(db(), { status: 'pending' });
    await db().updateTable('users').set({ locale: 'ar' }).where('id', '=', buyer.userId).execute();
    const patch = (body: unknown) => api(`/api/admin/registrations/${buyer.userId}`, { method: 'PATCH', body, headers: { cookie: admin.cookie } });

    expect((await patch({ status: 'approved', role: 'retail' })).status).toBe(200);
    expect(await emailsTo(buyer.email)).toEqual([{ template: 'account_approved', locale: 'ar', data: { contactPerson: 'Test Person', companyName: 'Test Lifts Co', customerClass: 'retail' } }]);
    expect((await patch({ role: 'distributor' })).status).toBe(200);
    expect(await emailsTo(buyer.email)).toHaveLength(1);

    expect((await patch({ status: 'rejected', reason: 'CR number does not match the company' })).status).toBe(200);
    expect((await emailsTo(buyer.email)).at(-1)).toEqual({ template: 'account_rejected', locale: 'ar', data: { contactPerson: 'Test Person', companyName: 'Test Lifts Co', reason: 'CR number does not match the company' } });
    expect((await patch({ status: 'pending' })).status).toBe(200);
    expect(await emailsTo(buyer.email)).toHaveLength(2);
  });

  it('queues nothing when the decision is refused', async () => {
    const admin = await sessionFor(db(), { role: 'admin' });
    const buyer = await createAccount(db(), { status: 'pending' });
    const refused = await api(`/api/admin/registrations/${buyer.userId}`, { method: 'PATCH', body: { status: 'approved', role: 'admin' }, headers: { cookie: admin.cookie } });
    expect(refused.status).toBe(400);
    expect(await emailsTo(buyer.email)).toEqual([]);
  });
});

describe('the buyer’s password change', () => {
  const change = { currentPassword: TEST_PASSWORD, newPassword: 'Fresh#Password2026', confirmPassword: 'Fresh#Password2026' };

  it('needs the current password, signs out the other devices, keeps this one, e-mails the buyer and is audited', async () => {
    const buyer = await createAccount(db(), { role: 'retail' });
    const signIn = async () => cookiesFrom(await api('/api/auth/login', { method: 'POST', body: { email: buyer.email, password: TEST_PASSWORD } }));
    const here = await signIn();
    const there = await signIn();

    const wrong = await api('/api/account/password', { method: 'POST', body: { ...change, currentPassword: 'Wrong#Password2025' }, headers: { cookie: here } });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: { fields: { currentPassword: 'incorrect_password' } } });

    const done = await api('/api/account/password', { method: 'POST', body: change, headers: { cookie: here } });
    expect(done.status).toBe(200);
    expect((await api('/api/account/profile', { headers: { cookie: here } })).status).toBe(200);
    expect((await api('/api/account/profile', { headers: { cookie: there } })).status).toBe(401);
    expect((await api('/api/auth/login', { method: 'POST', body: { email: buyer.email, password: change.newPassword } })).status).toBe(200);

    expect(await latestEmail(db(), buyer.email, 'password_changed')).toBeTruthy();
    const audit = await db().selectFrom('audit_log').select(['action', 'after']).where('entity_id', '=', buyer.userId).where('action', '=', 'registration.password').execute();
    expect(audit).toEqual([{ action: 'registration.password', after: { email: buyer.email } }]);
    expect(JSON.stringify(audit)).not.toContain('Fresh#');
  });

  it('refuses bad input with field codes and writes nothing', async () => {
    const buyer = await sessionFor(db(), { role: 'retail' });
    for (const [body, fields] of [
      [{}, { currentPassword: 'required', newPassword: 'required', confirmPassword: 'required' }],
      [{ ...change, newPassword: 'short', confirmPassword: 'short' }, { newPassword: 'weak_password' }],
      [{ ...change, confirmPassword: 'Other#Password2026' }, { confirmPassword: 'passwords_mismatch' }],
      [{ ...change, userId: buyer.userId }, { userId: 'unknown_field' }],
    ] as const) {
      const response = await api('/api/account/password', { method: 'POST', body, headers: { cookie: buyer.cookie } });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 'invalid_input', fields } });
    }
    expect(await latestEmail(db(), buyer.email, 'password_changed')).toBeUndefined();
  });

  it('e-mails an administrator whose password changed, too (one service for both)', async () => {
    const admin = await sessionFor(db(), { role: 'admin' });
    const done = await api('/api/admin/account/password', { method: 'POST', body: change, headers: { cookie: admin.cookie } });
    expect(done.status).toBe(200);
    expect(await latestEmail(db(), admin.email, 'password_changed')).toBeTruthy();
  });
});
