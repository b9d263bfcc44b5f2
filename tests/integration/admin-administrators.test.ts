import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AdministratorRecord } from '#lib/admin/administrators';
import type { AuditPage } from '#lib/admin/audit';
import { removeAdministrator } from '#server/admin/administrators/service';
import { api, cookiesFrom } from '../support/api.ts';
import { useTestDatabase } from '../support/database.ts';
import { sessionFor, TEST_PASSWORD } from '../support/sessions.ts';

/**
 * Issue 20, the administrators: adding one by e-mail (a single-use, expiring setup link, stored
 * hashed), the set-password page's calls, removing one (never oneself, never the last), and an
 * administrator's own password. Every change audited, never with a token or a password.
 */
const db = useTestDatabase();

const NEW_PASSWORD = 'Fresh#Admin2026';
let ip = 0;
const nextIp = () => `198.51.100.${++ip}`;
const as = (cookie: string) => (path: string, init: Parameters<typeof api>[1] = {}) => api(path, { ...init, headers: { cookie, ...init.headers } });
const login = (email: string, password: string) => api('/api/auth/login', { method: 'POST', body: { email, password }, ip: nextIp() });
const setPassword = (token: string, password = NEW_PASSWORD) => api('/api/auth/set-password', { method: 'POST', body: { token, password, confirmPassword: password } });
const linkInfo = (token: string) => api('/api/auth/password-link', { method: 'POST', body: { token } });
const administrators = async (cookie: string) => ((await (await as(cookie)('/api/admin/administrators')).json()) as { administrators: AdministratorRecord[] }).administrators;
const adminLog = async (cookie: string) => ((await (await as(cookie)('/api/admin/activity?kind=administrator')).json()) as AuditPage).items;

async function invite(cookie: string, email: string, name = 'Noura Al-Otaibi') {
  const response = await as(cookie)('/api/admin/administrators', { method: 'POST', body: { email, name } });
  expect(response.status).toBe(201);
  return (await response.json()) as { administrator: AdministratorRecord; setupLink: { token: string; expiresAt: string } };
}

describe('adding an administrator', () => {
  it('makes a user who cannot sign in, and a setup link that sets the password and signs in once', async () => {
    const owner = await sessionFor(db(), { role: 'admin' });
    const email = 'noura@gulf-lift.example';
    const started = Date.now();
    const { administrator, setupLink } = await invite(owner.cookie, 'Noura@Gulf-Lift.example');
    expect(administrator).toMatchObject({ email, name: 'Noura Al-Otaibi', state: 'invited', isYou: false });
    // Seven days, and only a hash of the token is kept.
    expect(Date.parse(setupLink.expiresAt) - started).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(Date.parse(setupLink.expiresAt) - started).toBeLessThanOrEqual(7 * 86_400_000 + 60_000);
    const stored = await db().selectFrom('user_tokens').selectAll().where('user_id', '=', administrator.userId).execute();
    expect(stored).toEqual([expect.objectContaining({ purpose: 'admin_invite', token_hash: createHash('sha256').update(setupLink.token).digest('hex'), used_at: null })]);
    expect(JSON.stringify(stored)).not.toContain(setupLink.token);

    // No password yet: no sign-in, whatever is typed.
    for (const password of [TEST_PASSWORD, NEW_PASSWORD, 'none']) expect((await login(email, password)).status).toBe(401);
    expect((await administrators(owner.cookie)).map((a) => [a.email, a.state, a.isYou])).toEqual([
      [owner.email, 'active', true],
      [email, 'invited', false],
    ]);

    expect(await (await linkInfo(setupLink.token)).json()).toEqual({ purpose: 'admin_invite', email });
    const response = await setPassword(setupLink.token);
    expect(response.status).toBe(200);
    expect((await response.json()).user).toMatchObject({ email, role: 'admin', status: 'approved' });
    const cookie = cookiesFrom(response);
    expect((await as(cookie)('/api/admin/stats')).status).toBe(200);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);

    // Used: the link says so, and sets nothing again.
    for (const answer of [await setPassword(setupLink.token, 'Other#Admin2027'), await linkInfo(setupLink.token)]) {
      expect(answer.status).toBe(410);
      expect(await answer.json()).toEqual({ error: { code: 'link_used' } });
    }
    expect((await login(email, 'Other#Admin2027')).status).toBe(401);
    expect((await administrators(owner.cookie)).find((a) => a.email === email)?.state).toBe('active');

    const log = await adminLog(owner.cookie);
    expect(log.slice(0, 2)).toEqual([
      expect.objectContaining({ actorEmail: email, action: 'administrator.activate', entity: 'administrator', entityId: administrator.userId, before: { email }, after: { email } }),
      expect.objectContaining({ actorEmail: owner.email, action: 'administrator.invite', entityId: administrator.userId, before: null, after: { email, name: 'Noura Al-Otaibi' } }),
    ]);
    const everything = JSON.stringify(await db().selectFrom('audit_log').selectAll().execute());
    expect(everything).not.toContain(setupLink.token);
    expect(everything).not.toContain(NEW_PASSWORD);
  });

  it('refuses an expired link, an unknown one, and one replaced by a newer link, in words the page translates', async () => {
    const owner = await sessionFor(db(), { role: 'admin' });
    const first = await invite(owner.cookie, 'late@gulf-lift.example', 'Late Admin');
    await db().updateTable('user_tokens').set({ expires_at: new Date(Date.now() - 1000) }).where('user_id', '=', first.administrator.userId).execute();
    const expired = await setPassword(first.setupLink.token);
    expect(expired.status).toBe(410);
    expect(await expired.json()).toEqual({ error: { code: 'link_expired' } });
    expect((await administrators(owner.cookie)).find((a) => a.email === 'late@gulf-lift.example')?.state).toBe('invite_expired');

    const renewed = await as(owner.cookie)(`/api/admin/administrators/${first.administrator.userId}/setup-link`, { method: 'POST' });
    expect(renewed.status).toBe(201);
    const { setupLink, administrator } = await renewed.json();
    expect(administrator).toMatchObject({ state: 'invited', email: 'late@gulf-lift.example' });
    expect(setupLink.token).not.toBe(first.setupLink.token);
    for (const token of [first.setupLink.token, 'x'.repeat(43), 'short']) {
      const refused = await setPassword(token);
      expect(refused.status).toBe(404);
      expect(await refused.json()).toEqual({ error: { code: 'link_invalid' } });
    }
    expect((await setPassword(setupLink.token)).status).toBe(200);
    // Signing in now: no more invitation links for this one.
    const again = await as(owner.cookie)(`/api/admin/administrators/${first.administrator.userId}/setup-link`, { method: 'POST' });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: { code: 'invalid_transition' } });
    expect((await adminLog(owner.cookie)).map((e) => e.action)).toEqual(expect.arrayContaining(['administrator.link']));
  });

  it('uses a link once when two tabs send it at the same moment', async () => {
    const owner = await sessionFor(db(), { role: 'admin' });
    const { setupLink } = await invite(owner.cookie, 'twice@gulf-lift.example', 'Twice');
    const answers = await Promise.all([setPassword(setupLink.token, 'First#Admin2026'), setPassword(setupLink.token, 'Second#Admin2026')]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 410]);
  });

  it('refuses an e-mail that has an account (409), writing nothing', async () => {
    const owner = await sessionFor(db(), { role: 'admin' });
    const customer = await sessionFor(db(), { role: 'retail' });
    const count = async () => (await db().selectFrom('users').select('id').execute()).length;
    const before = await count();
    for (const email of [customer.email, customer.email.toUpperCase(), owner.email]) {
      const response = await as(owner.cookie)('/api/admin/administrators', { method: 'POST', body: { email, name: 'Someone' } });
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ error: { code: 'email_taken' } });
    }
    expect(await count()).toBe(before);
    const profile = await db().selectFrom('company_profiles').select(['role', 'status']).where('user_id', '=', customer.userId).executeTakeFirstOrThrow();
    expect(profile).toEqual({ role: 'retail', status: 'approved' });
  });

  it('answers 404 for a new link to someone who is no administrator', async () => {
    const owner = await sessionFor(db(), { role: 'admin' });
    const customer = await sessionFor(db(), { role: 'retail' });
    for (const id of [customer.userId, randomUUID(), 'nobody']) {
      const response = await as(owner.cookie)(`/api/admin/administrators/${id}/setup-link`, { method: 'POST' });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'administrator_not_found' } });
    }
  });
});

describe('removing an administrator', () => {
  it('deletes the user and ends its sessions; a second removal is a 404', async () => {
    const owner = await sessionFor(db(), { role: 'admin' });
    const other = await sessionFor(db(), { role: 'admin' });
    expect((await as(other.cookie)('/api/admin/stats')).status).toBe(200);

    const response = await as(owner.cookie)(`/api/admin/administrators/${other.userId}`, { method: 'DELETE' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ userId: other.userId });
    expect((await as(other.cookie)('/api/admin/stats')).status).toBe(401);
    expect(await db().selectFrom('users').select('id').where('id', '=', other.userId).execute()).toEqual([]);
    expect(await db().selectFrom('refresh_tokens').select('id').where('user_id', '=', other.userId).execute()).toEqual([]);
    const [entry] = await adminLog(owner.cookie);
    expect(entry).toMatchObject({ actorEmail: owner.email, action: 'administrator.remove', entityId: other.userId, before: { email: other.email, name: 'Test Person' }, after: null });

    const again = await as(owner.cookie)(`/api/admin/administrators/${other.userId}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: { code: 'administrator_not_found' } });
  });

  it('answers a retry with the same Idempotency-Key like the first time', async () => {
    const owner = await sessionFor(db(), { role: 'admin' });
    const { administrator } = await invite(owner.cookie, `gone-${randomUUID().slice(0, 6)}@gulf-lift.example`);
    const key = randomUUID();
    const remove = () => as(owner.cookie)(`/api/admin/administrators/${administrator.userId}`, { method: 'DELETE', headers: { 'idempotency-key': key } });
    expect((await remove()).status).toBe(200);
    expect((await remove()).status).toBe(200);
    // Its link went with it.
    expect(await db().selectFrom('user_tokens').select('id').where('user_id', '=', administrator.userId).execute()).toEqual([]);
  });

  it('never removes oneself, customers, or unknown ids', async () => {
    const owner = await sessionFor(db(), { role: 'admin' });
    const self = await as(owner.cookie)(`/api/admin/administrators/${owner.userId}`, { method: 'DELETE' });
    expect(self.status).toBe(409);
    expect(await self.json()).toEqual({ error: { code: 'cannot_remove_self' } });
    const customer = await sessionFor(db(), { role: 'distributor' });
    for (const id of [customer.userId, randomUUID(), 'x']) expect((await as(owner.cookie)(`/api/admin/administrators/${id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await as(owner.cookie)('/api/admin/stats')).status).toBe(200);
    expect((await as(customer.cookie)('/api/auth/session')).status).toBe(200);
  });

  it('never leaves the shop without an administrator who can sign in', async () => {
    const fresh = await import('../support/database.ts').then((m) => m.createTestDatabase());
    try {
      const only = await sessionFor(fresh.db, { role: 'admin' });
      const invited = await sessionFor(fresh.db, { role: 'admin' });
      await fresh.db.updateTable('users').set({ password_hash: 'none' }).where('id', '=', invited.userId).execute();
      // Only reachable when the remover is no longer in the list (removed meanwhile) or is the last: both refused.
      await expect(removeAdministrator(fresh.db, { userId: invited.userId, email: invited.email }, only.userId)).rejects.toMatchObject({ status: 409, code: 'last_administrator' });
      await fresh.db.deleteFrom('users').where('id', '=', invited.userId).execute();
      await expect(removeAdministrator(fresh.db, { userId: invited.userId, email: invited.email }, only.userId)).rejects.toMatchObject({ status: 403 });
      expect(await fresh.db.selectFrom('users').select('id').where('id', '=', only.userId).execute()).toHaveLength(1);
    } finally {
      await fresh.drop();
    }
  });

  it('lets two administrators removing each other at once leave one', async () => {
    const fresh = await import('../support/database.ts').then((m) => m.createTestDatabase());
    try {
      const a = await sessionFor(fresh.db, { role: 'admin' });
      const b = await sessionFor(fresh.db, { role: 'admin' });
      const results = await Promise.allSettled([removeAdministrator(fresh.db, a, b.userId), removeAdministrator(fresh.db, b, a.userId)]);
      expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
      const left = await fresh.db.selectFrom('company_profiles').select('user_id').where('role', '=', 'admin').execute();
      expect(left).toHaveLength(1);
    } finally {
      await fresh.drop();
    }
  });
});

describe('an administrator’s own password', () => {
  const change = (cookie: string, body: unknown, headers: Record<string, string> = {}) => as(cookie)('/api/admin/account/password', { method: 'POST', body, headers });

  it('needs the current password, then signs out every other session and keeps this one', async () => {
    const me = await sessionFor(db(), { role: 'admin' });
    const elsewhere = cookiesFrom(await login(me.email, TEST_PASSWORD));
    expect((await as(elsewhere)('/api/admin/stats')).status).toBe(200);

    const wrong = await change(me.cookie, { currentPassword: 'Not#MyPassword1', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: { code: 'invalid_input', fields: { currentPassword: 'incorrect_password' } } });
    expect((await login(me.email, TEST_PASSWORD)).status).toBe(200);

    const key = randomUUID();
    const body = { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    const response = await change(me.cookie, body, { 'idempotency-key': key });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ changed: true });
    // A retry after a lost answer: the same answer, though the "current" password is the old one now.
    expect((await change(me.cookie, body, { 'idempotency-key': key })).status).toBe(200);

    expect((await as(me.cookie)('/api/admin/stats')).status).toBe(200);
    expect((await as(elsewhere)('/api/admin/stats')).status).toBe(401);
    expect((await login(me.email, TEST_PASSWORD)).status).toBe(401);
    expect((await login(me.email, NEW_PASSWORD)).status).toBe(200);

    const entries = (await adminLog(me.cookie)).filter((e) => e.entityId === me.userId);
    expect(entries).toEqual([expect.objectContaining({ actorEmail: me.email, action: 'administrator.password', before: { email: me.email }, after: { email: me.email } })]);
    expect(JSON.stringify(await db().selectFrom('audit_log').selectAll().execute())).not.toContain(NEW_PASSWORD);
  });

  it('holds back a session guessing the current password', async () => {
    const me = await sessionFor(db(), { role: 'admin' });
    const guess = (n: number) => change(me.cookie, { currentPassword: `Guess#Number${n}`, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    for (let n = 0; n < 10; n++) expect((await guess(n)).status).toBe(400);
    const held = await guess(10);
    expect(held.status).toBe(429);
    expect(await held.json()).toEqual({ error: { code: 'rate_limited' } });
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
  }, 60_000);
});
