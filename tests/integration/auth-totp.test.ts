import * as OTPAuth from 'otpauth';
import { describe, expect, it } from 'vitest';
import { signChallenge } from '#server/auth/second-step';
import { decryptSecret } from '#server/auth/totp-secret';
import { api, cookiesFrom } from '../support/api.ts';
import { useTestDatabase } from '../support/database.ts';
import { sessionFor, TEST_PASSWORD } from '../support/sessions.ts';

/** The code an authenticator app shows for the key, `offset` seconds from now. */
const codeFor = (manualKey: string, offset = 0) =>
  OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(manualKey.replace(/\s/g, '')), timestamp: Date.now() + offset * 1000 });

/** Every answer these routes give, read loosely: each test looks at the fields it expects. */
interface Answer {
  manualKey: string;
  otpauthUrl: string;
  qrSvg: string;
  recoveryCodes: string[];
  secondStep: boolean;
  challenge: string;
  user: { role: string };
  error: { code: string; fields?: Record<string, string> };
}
const json = async (response: Response) => (await response.json()) as Answer;

describe('two-step sign-in (issue 21, ADR 0028)', () => {
  const db = useTestDatabase();

  async function setUp(role: 'admin' | 'retail') {
    const user = await sessionFor(db(), { role });
    const base = role === 'admin' ? '/api/admin/account/totp' : '/api/account/totp';
    const started = await api(base, { method: 'POST', body: {}, headers: { cookie: user.cookie } });
    expect(started.status).toBe(200);
    const setup = await json(started);
    return { ...user, base, setup };
  }

  it('sets up in two steps: a secret (QR + key) first, enabled only by a current code, with ten recovery codes shown once', async () => {
    const admin = await setUp('admin');
    expect(admin.setup.manualKey).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    expect(admin.setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Liftparts:/);
    expect(admin.setup.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    // Stored encrypted: the key is not in the row, but decrypts to it.
    const row = await db().selectFrom('user_totp').selectAll().where('user_id', '=', admin.userId).executeTakeFirstOrThrow();
    const key = admin.setup.manualKey.replace(/\s/g, '');
    expect(row.secret_encrypted).not.toContain(key);
    expect(decryptSecret(row.secret_encrypted)).toBe(key);
    expect(row.enabled_at).toBeNull();
    expect(await json(await api(admin.base, { headers: { cookie: admin.cookie } }))).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0, canDisable: false });

    const wrong = await api(`${admin.base}/confirm`, { method: 'POST', body: { code: codeFor(admin.setup.manualKey, -3600) }, headers: { cookie: admin.cookie } });
    expect(wrong.status).toBe(400);
    expect(await json(wrong)).toEqual({ error: { code: 'invalid_input', fields: { code: 'incorrect_code' } } });

    const confirmed = await api(`${admin.base}/confirm`, { method: 'POST', body: { code: codeFor(admin.setup.manualKey) }, headers: { cookie: admin.cookie } });
    expect(confirmed.status).toBe(200);
    const { recoveryCodes } = await json(confirmed);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    const hashes = await db().selectFrom('totp_recovery_codes').select('code_hash').where('user_id', '=', admin.userId).execute();
    expect(hashes).toHaveLength(10);
    expect(hashes.map((h) => h.code_hash)).not.toContain(recoveryCodes[0]!.replace('-', ''));

    expect(await json(await api(admin.base, { headers: { cookie: admin.cookie } }))).toEqual({ enabled: true, enabledAt: expect.any(String), recoveryCodesLeft: 10, canDisable: false });
    const again = await api(admin.base, { method: 'POST', body: {}, headers: { cookie: admin.cookie } });
    expect(again.status).toBe(409);
    expect(await json(again)).toEqual({ error: { code: 'totp_already_enabled' } });

    const audit = await db().selectFrom('audit_log').select(['action']).where('entity_id', '=', admin.userId).execute();
    expect(audit.map((a) => a.action)).toEqual(['administrator.totp_enable']);
  });

  it('signs in with the password, then a code; a replayed code, a wrong one and an expired challenge are refused', async () => {
    const admin = await setUp('admin');
    await api(`${admin.base}/confirm`, { method: 'POST', body: { code: codeFor(admin.setup.manualKey) }, headers: { cookie: admin.cookie } });

    const login = () => api('/api/auth/login', { method: 'POST', body: { email: admin.email, password: TEST_PASSWORD } });
    const first = await login();
    expect(first.status).toBe(200);
    expect(first.headers.getSetCookie()).toEqual([]);
    const { secondStep, challenge } = await json(first);
    expect(secondStep).toBe(true);
    expect(typeof challenge).toBe('string');

    const step = (body: unknown) => api('/api/auth/login/second-step', { method: 'POST', body });
    // The set-up used this step's code: the next step's (still within the window) signs in.
    const code = codeFor(admin.setup.manualKey, 30);
    const wrong = await step({ challenge, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(await json(wrong)).toEqual({ error: { code: 'invalid_input', fields: { code: 'incorrect_code' } } });
    expect(wrong.headers.getSetCookie()).toEqual([]);

    const signedIn = await step({ challenge, code });
    expect(signedIn.status).toBe(200);
    expect((await json(signedIn)).user.role).toBe('admin');
    const cookie = cookiesFrom(signedIn);
    expect((await api('/api/admin/stats', { headers: { cookie } })).status).toBe(200);

    const replayed = await step({ challenge: (await json(await login())).challenge, code });
    expect(replayed.status).toBe(400);
    expect(await json(replayed)).toEqual({ error: { code: 'invalid_input', fields: { code: 'code_already_used' } } });

    const expired = await step({ challenge: await signChallenge(admin.userId, new Date(Date.now() - 6 * 60_000)), code: codeFor(admin.setup.manualKey, 30) });
    expect(expired.status).toBe(401);
    expect(await json(expired)).toEqual({ error: { code: 'challenge_expired' } });
    const forged = await step({ challenge: `${challenge.slice(0, -4)}AAAA`, code: '123456' });
    expect(forged.status).toBe(401);
  });

  it('accepts a recovery code once, and audits its use', async () => {
    const admin = await setUp('admin');
    const confirmed = await json(await api(`${admin.base}/confirm`, { method: 'POST', body: { code: codeFor(admin.setup.manualKey) }, headers: { cookie: admin.cookie } }));
    const recovery = confirmed.recoveryCodes[3]!;
    const challenge = async () => (await json(await api('/api/auth/login', { method: 'POST', body: { email: admin.email, password: TEST_PASSWORD } }))).challenge as string;

    const used = await api('/api/auth/login/second-step', { method: 'POST', body: { challenge: await challenge(), code: recovery.replace('-', '').toLowerCase() } });
    expect(used.status).toBe(200);
    expect(used.headers.getSetCookie().join()).toContain('lp_access=');
    const twice = await api('/api/auth/login/second-step', { method: 'POST', body: { challenge: await challenge(), code: recovery } });
    expect(twice.status).toBe(400);
    expect(await json(twice)).toEqual({ error: { code: 'invalid_input', fields: { code: 'incorrect_code' } } });
    expect(await json(await api(admin.base, { headers: { cookie: admin.cookie } }))).toMatchObject({ recoveryCodesLeft: 9 });
    const audit = await db().selectFrom('audit_log').select('action').where('entity_id', '=', admin.userId).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['administrator.totp_enable', 'administrator.totp_recovery']);
  });

  it('refuses bad input with field codes, never a 500', async () => {
    const cases: [unknown, Record<string, string>][] = [
      [{}, { challenge: 'required', code: 'required' }],
      [{ challenge: 'x', code: '12345' }, { code: 'invalid_code_format' }],
      [{ challenge: 'x', code: 123456 }, { code: 'invalid_type' }],
      [{ challenge: 'x', code: '1'.repeat(100) }, { code: 'too_long' }],
      [{ challenge: 'x', code: '123456', extra: 1 }, { extra: 'unknown_field' }],
    ];
    for (const [body, fields] of cases) {
      const response = await api('/api/auth/login/second-step', { method: 'POST', body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await json(response)).error.fields, JSON.stringify(body)).toEqual(fields);
    }
    const garbage = await api('/api/auth/login/second-step', { method: 'POST', body: { challenge: 'not-a-jwt', code: '123456' } });
    expect(garbage.status).toBe(401);
    expect(await json(garbage)).toEqual({ error: { code: 'challenge_expired' } });
    const user = await sessionFor(db(), { role: 'retail' });
    const unset = await api('/api/account/totp/confirm', { method: 'POST', body: { code: '123456' }, headers: { cookie: user.cookie } });
    expect(unset.status).toBe(409);
    expect(await json(unset)).toEqual({ error: { code: 'totp_not_set_up' } });
  });

  it('lets a buyer turn it off with the password and a code; an administrator has no way to', async () => {
    const buyer = await setUp('retail');
    await api(`${buyer.base}/confirm`, { method: 'POST', body: { code: codeFor(buyer.setup.manualKey) }, headers: { cookie: buyer.cookie } });
    expect(await json(await api(buyer.base, { headers: { cookie: buyer.cookie } }))).toMatchObject({ enabled: true, canDisable: true });

    const disable = (body: unknown) => api('/api/account/totp/disable', { method: 'POST', body, headers: { cookie: buyer.cookie } });
    const badPassword = await disable({ password: 'Wrong#Password2025', code: codeFor(buyer.setup.manualKey, 30) });
    expect(await json(badPassword)).toEqual({ error: { code: 'invalid_input', fields: { password: 'incorrect_password' } } });
    const done = await disable({ password: TEST_PASSWORD, code: codeFor(buyer.setup.manualKey, 30) });
    expect(done.status).toBe(200);
    expect(await json(await api(buyer.base, { headers: { cookie: buyer.cookie } }))).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0, canDisable: false });
    // Signing in is one step again.
    const login = await api('/api/auth/login', { method: 'POST', body: { email: buyer.email, password: TEST_PASSWORD } });
    expect((await json(login)).user).toBeDefined();
    const audit = await db().selectFrom('audit_log').select('action').where('entity_id', '=', buyer.userId).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['registration.totp_enable', 'registration.totp_disable']);

    // No route turns an administrator's off: the buyer's refuses them (403), there is no admin one.
    const admin = await sessionFor(db(), { role: 'admin' });
    expect((await api('/api/account/totp/disable', { method: 'POST', body: { password: TEST_PASSWORD, code: '123456' }, headers: { cookie: admin.cookie } })).status).toBe(403);
    await expect(api('/api/admin/account/totp/disable', { method: 'POST', body: {}, headers: { cookie: admin.cookie } })).rejects.toThrow(/No function answers/);
  });

  it('limits code attempts per user', async () => {
    const buyer = await setUp('retail');
    let last: Response | undefined;
    for (let i = 0; i < 11; i++) last = await api(`${buyer.base}/confirm`, { method: 'POST', body: { code: '000000' }, headers: { cookie: buyer.cookie } });
    expect(last!.status).toBe(429);
    expect(last!.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
