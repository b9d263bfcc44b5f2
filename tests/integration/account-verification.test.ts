import { describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { useTestDatabase } from '../support/database.ts';
import { latestEmail, tokenFromEmail } from '../support/outbox-links.ts';
import { sessionFor } from '../support/sessions.ts';
import { quoteContact } from '../support/quotes.ts';

/**
 * A verified address (issue 21, ADR 0023): registration queues a single-use link in the buyer's
 * language; the link marks the address verified and joins the requests sent earlier from it;
 * a new link may be asked for from /account, a few an hour.
 */
const db = useTestDatabase();

const registration = (email: string, locale?: string) => ({
  companyName: 'Najd Elevators',
  contactPerson: 'Omar Al-Harbi',
  email,
  phoneCountryCode: '+966',
  phone: '551234567',
  password: 'Najd#Elevators2025',
  confirmPassword: 'Najd#Elevators2025',
  city: 'Riyadh',
  country: 'Saudi Arabia',
  crNumber: '1010123456',
  ...(locale ? { locale } : {}),
});

const verified = async (email: string) => (await db().selectFrom('users').select('email_verified_at').where('email', '=', email).executeTakeFirstOrThrow()).email_verified_at;

describe('verifying the address', () => {
  it('queues a link in the registration’s transaction, in the page’s language, stored only as a hash', async () => {
    const badLocale = await api('/api/auth/register', { method: 'POST', body: registration('x@verify.example', 'fr') });
    expect(badLocale.status).toBe(400);
    expect(await badLocale.json()).toMatchObject({ error: { fields: { locale: 'invalid_locale' } } });

    const email = 'layla@verify.example';
    expect((await api('/api/auth/register', { method: 'POST', body: registration(email, 'ar') })).status).toBe(201);
    const mail = await latestEmail(db(), email, 'email_verification');
    expect(mail).toMatchObject({ locale: 'ar' });
    expect((await db().selectFrom('users').select('locale').where('email', '=', email).executeTakeFirstOrThrow()).locale).toBe('ar');
    const token = await tokenFromEmail(db(), email, 'email_verification');
    const stored = await db().selectFrom('user_tokens').select(['token_hash', 'expires_at', 'created_at']).where('purpose', '=', 'email_verification').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
    const row = stored.at(-1)!;
    expect(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()).toBe(48 * 3600 * 1000);
    expect(await verified(email)).toBeNull();
  });

  it('joins the requests sent before registering only once the link is used, and the link only once', async () => {
    const email = 'early@verify.example';
    const quote = await api('/api/quotes', { method: 'POST', body: { kind: 'home_lift', ...quoteContact({ email: 'Early@Verify.example' }) } });
    expect(quote.status).toBe(201);
    expect((await api('/api/auth/register', { method: 'POST', body: registration(email) })).status).toBe(201);
    const user = await db().selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const owned = async () => (await db().selectFrom('quotes').select('id').where('user_id', '=', user.id).execute()).length;
    expect(await owned()).toBe(0);

    const token = await tokenFromEmail(db(), email, 'email_verification');
    const first = await api('/api/auth/verify-email', { method: 'POST', body: { token } });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ email });
    expect(await verified(email)).not.toBeNull();
    expect(await owned()).toBe(1);

    const again = await api('/api/auth/verify-email', { method: 'POST', body: { token } });
    expect(again.status).toBe(410);
    expect(await again.json()).toMatchObject({ error: { code: 'link_used' } });
  });

  it('refuses an unknown or expired link, and bad input with field codes', async () => {
    const unknown = await api('/api/auth/verify-email', { method: 'POST', body: { token: 'not-a-token' } });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: 'link_invalid' } });

    const email = 'late@verify.example';
    await api('/api/auth/register', { method: 'POST', body: registration(email) });
    const token = await tokenFromEmail(db(), email, 'email_verification');
    await db().updateTable('user_tokens').set({ expires_at: new Date(Date.now() - 1000) }).where('purpose', '=', 'email_verification').execute();
    expect((await api('/api/auth/verify-email', { method: 'POST', body: { token } })).status).toBe(410);
    expect(await verified(email)).toBeNull();

    for (const [body, fields] of [
      [{}, { token: 'required' }],
      [{ token: 5 }, { token: 'invalid_type' }],
      [{ token: 'x', extra: 1 }, { extra: 'unknown_field' }],
    ] as const) {
      const response = await api('/api/auth/verify-email', { method: 'POST', body });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 'invalid_input', fields } });
    }
  });

  it('sends a new link from the account, replacing the old one, a few an hour; never to a verified address', async () => {
    const buyer = await sessionFor(db(), { role: 'retail' });
    const resend = () => api('/api/account/verification', { method: 'POST', headers: { cookie: buyer.cookie } });
    const first = await resend();
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ sentTo: buyer.email });
    const oldToken = await tokenFromEmail(db(), buyer.email, 'email_verification');
    expect((await resend()).status).toBe(200);
    expect((await resend()).status).toBe(200);
    const limited = await resend();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();

    const newToken = await tokenFromEmail(db(), buyer.email, 'email_verification');
    expect((await api('/api/auth/verify-email', { method: 'POST', body: { token: oldToken } })).status).toBe(404);
    expect((await api('/api/auth/verify-email', { method: 'POST', body: { token: newToken } })).status).toBe(200);

    const other = await sessionFor(db(), { role: 'retail' });
    await db().updateTable('users').set({ email_verified_at: new Date() }).where('id', '=', other.userId).execute();
    const done = await api('/api/account/verification', { method: 'POST', headers: { cookie: other.cookie } });
    expect(done.status).toBe(409);
    expect(await done.json()).toMatchObject({ error: { code: 'email_already_verified' } });
    expect((await api('/api/account/verification', { method: 'POST', headers: { cookie: other.cookie }, body: { x: 1 } })).status).toBe(400);
  });

  it('shows the admin whether each registration’s address is verified', async () => {
    const admin = await sessionFor(db(), { role: 'admin' });
    const list = (await (await api('/api/admin/registrations?q=verify.example', { headers: { cookie: admin.cookie } })).json()) as { items: { email: string; emailVerified: boolean }[] };
    const byEmail = Object.fromEntries(list.items.map((item) => [item.email, item.emailVerified]));
    expect(byEmail['early@verify.example']).toBe(true);
    expect(byEmail['late@verify.example']).toBe(false);
  });
});
