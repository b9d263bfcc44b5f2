import { describe, expect, it } from 'vitest';
import { api, cookiesFrom } from '../support/api.ts';
import { useTestDatabase } from '../support/database.ts';
import { latestEmail, tokenFromEmail } from '../support/outbox-links.ts';
import { createAccount, TEST_PASSWORD } from '../support/sessions.ts';

/**
 * "Forgot your password?" (issue 21): the same answer whether or not the address has an account;
 * a single-use link, stored hashed, valid 30 minutes; limits per address and per e-mail; the new
 * password meets SPEC §5, signs out everywhere and lifts the sign-in lock.
 */
const db = useTestDatabase();
const NEW_PASSWORD = 'Reset#Password2026';

const forgot = (email: string, ip?: string) => api('/api/auth/forgot-password', { method: 'POST', body: { email, locale: 'ar' }, ip });
const setPassword = (token: string, password = NEW_PASSWORD) => api('/api/auth/set-password', { method: 'POST', body: { token, password, confirmPassword: password } });
const signIn = (email: string, password: string, ip?: string) => api('/api/auth/login', { method: 'POST', body: { email, password }, ip });

describe('password reset', () => {
  it('answers alike for a known and an unknown address, e-mailing only the account, in its own language', async () => {
    const buyer = await createAccount(db(), { role: 'retail' });
    const known = await forgot(buyer.email);
    const unknown = await forgot('nobody@reset.example');
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(await known.json()).toEqual(await unknown.json());
    expect(await latestEmail(db(), 'nobody@reset.example', 'password_reset')).toBeUndefined();
    // The account's language (English), not the page's (Arabic).
    expect(await latestEmail(db(), buyer.email, 'password_reset')).toMatchObject({ locale: 'en' });
    const token = await tokenFromEmail(db(), buyer.email, 'password_reset');
    const row = await db().selectFrom('user_tokens').select(['token_hash', 'created_at', 'expires_at']).where('purpose', '=', 'password_reset').executeTakeFirstOrThrow();
    expect(row.token_hash).not.toBe(token);
    expect(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()).toBe(30 * 60 * 1000);
  });

  // A dozen password hashes (scrypt, slow on purpose): more than the default time on a busy machine.
  it('sets a new password once, signs out everywhere, lifts the lock, verifies the address, e-mails the owner; then sign-in works', { timeout: 120_000 }, async () => {
    const buyer = await createAccount(db(), { role: 'retail' });
    const session = cookiesFrom(await signIn(buyer.email, TEST_PASSWORD));
    // Locked from one address: five wrong passwords.
    const lockedIp = '203.0.113.77';
    for (let i = 0; i < 5; i += 1) await signIn(buyer.email, 'Wrong#Password2025', lockedIp);
    expect((await signIn(buyer.email, TEST_PASSWORD, lockedIp)).status).toBe(429);

    await forgot(buyer.email);
    const token = await tokenFromEmail(db(), buyer.email, 'password_reset');
    const info = await api('/api/auth/password-link', { method: 'POST', body: { token } });
    expect(await info.json()).toEqual({ purpose: 'password_reset', email: buyer.email });

    const weak = await setPassword(token, 'short');
    expect(weak.status).toBe(400);
    expect(await weak.json()).toMatchObject({ error: { fields: { password: 'weak_password' } } });

    const done = await setPassword(token);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ status: 'password_set' });
    expect(done.headers.getSetCookie()).toEqual([]);
    expect((await setPassword(token)).status).toBe(410);

    expect((await api('/api/account/profile', { headers: { cookie: session } })).status).toBe(401);
    expect((await signIn(buyer.email, TEST_PASSWORD)).status).toBe(401);
    expect((await signIn(buyer.email, NEW_PASSWORD, lockedIp)).status).toBe(200);
    const user = await db().selectFrom('users').select('email_verified_at').where('id', '=', buyer.userId).executeTakeFirstOrThrow();
    expect(user.email_verified_at).not.toBeNull();
    expect(await latestEmail(db(), buyer.email, 'password_changed')).toBeTruthy();
    const audit = await db().selectFrom('audit_log').select('action').where('entity_id', '=', buyer.userId).execute();
    expect(audit.map((a) => a.action)).toContain('registration.password');
  });

  it('refuses an expired link', async () => {
    const buyer = await createAccount(db(), { role: 'retail' });
    await forgot(buyer.email);
    const token = await tokenFromEmail(db(), buyer.email, 'password_reset');
    await db().updateTable('user_tokens').set({ expires_at: new Date(Date.now() - 1) }).where('purpose', '=', 'password_reset').execute();
    expect((await setPassword(token)).status).toBe(410);
    expect((await signIn(buyer.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('sends at most three links an hour to one e-mail, silently, and limits one address', async () => {
    const buyer = await createAccount(db(), { role: 'retail' });
    const ip = '198.51.100.9';
    for (let i = 0; i < 5; i += 1) expect((await forgot(buyer.email, ip)).status).toBe(202);
    const sent = await db().selectFrom('email_outbox').select('id').where('recipient', '=', buyer.email).where('template', '=', 'password_reset').execute();
    expect(sent).toHaveLength(3);
    for (let i = 0; i < 5; i += 1) await forgot(`someone${i}@reset.example`, ip);
    const limited = await forgot('another@reset.example', ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });

  it('refuses bad input with field codes', async () => {
    for (const [body, fields] of [
      [{}, { email: 'required' }],
      [{ email: 'not-an-email' }, { email: 'invalid_email' }],
      [{ email: 'a@b.example', locale: 'fr' }, { locale: 'invalid_locale' }],
      [{ email: 'a@b.example', userId: 'x' }, { userId: 'unknown_field' }],
    ] as const) {
      const response = await api('/api/auth/forgot-password', { method: 'POST', body, ip: '192.0.2.200' });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 'invalid_input', fields } });
    }
  });
});
