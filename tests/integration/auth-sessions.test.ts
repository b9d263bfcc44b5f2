import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashRefreshToken } from '#server/auth/refresh-tokens';
import { REFRESH_REUSE_GRACE_SECONDS } from '#server/auth/sessions';
import { api, cookiesFrom } from '../support/api.ts';
import { useTestDatabase } from '../support/database.ts';
import { createAccount, TEST_PASSWORD } from '../support/sessions.ts';

const refreshOf = (cookie: string) => /lp_refresh=([^;]+)/.exec(cookie)![1]!;
const refresh = (cookie: string) => api('/api/auth/refresh', { method: 'POST', headers: { cookie } });
const whoAmI = async (cookie: string) => ((await (await api('/api/auth/session', { headers: { cookie } })).json()) as { user: { email: string } | null }).user;

describe('sessions: refresh rotation, reuse detection, sign-out', () => {
  const db = useTestDatabase();
  afterEach(() => {
    vi.useRealTimers();
  });

  async function signedIn(): Promise<{ email: string; cookie: string }> {
    const { email } = await createAccount(db(), { role: 'retail' });
    const response = await api('/api/auth/login', { method: 'POST', body: { email, password: TEST_PASSWORD } });
    expect(response.status).toBe(200);
    return { email, cookie: cookiesFrom(response) };
  }

  it('answers visitors with no user and no cookie changes', async () => {
    const response = await api('/api/auth/session');
    expect(await response.json()).toEqual({ user: null, accessExpiresAt: null });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('keeps only a SHA-256 of the refresh token', async () => {
    const { cookie } = await signedIn();
    const token = refreshOf(cookie);
    const rows = await db().selectFrom('refresh_tokens').select('token_hash').execute();
    expect(rows.map((r) => r.token_hash)).toContain(hashRefreshToken(token));
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
  });

  it('rotates: each refresh gives a new pair and the session carries on', async () => {
    const { email, cookie } = await signedIn();
    const response = await refresh(cookie);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.user.email).toBe(email);
    expect(new Date(body.accessExpiresAt).getTime()).toBeGreaterThan(Date.now());
    const rotated = cookiesFrom(response, cookie);
    expect(refreshOf(rotated)).not.toBe(refreshOf(cookie));
    expect(await whoAmI(rotated)).toMatchObject({ email });
  });

  it('treats a replayed refresh token as theft and ends the whole family', async () => {
    const { cookie } = await signedIn();
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const first = await refresh(cookie);
    const owner = cookiesFrom(first, cookie);

    // The copied (already used) token comes back later: refused, cookies cleared...
    vi.setSystemTime(start + (REFRESH_REUSE_GRACE_SECONDS + 1) * 1000);
    const replay = await refresh(cookie);
    expect(replay.status).toBe(401);
    expect(cookiesFrom(replay, cookie)).toBe('');
    // ...and the legitimate holder's newer tokens die with it.
    expect(await whoAmI(owner)).toBeNull();
    expect((await refresh(owner)).status).toBe(401);
  });

  it('does not punish two tabs refreshing at the same moment', async () => {
    const { email, cookie } = await signedIn();
    const winner = await refresh(cookie);
    const loser = await refresh(cookie);
    expect(loser.status).toBe(409);
    expect(await loser.json()).toEqual({ error: { code: 'refresh_in_progress' } });
    expect(loser.headers.getSetCookie()).toEqual([]);
    expect(await whoAmI(cookiesFrom(winner, cookie))).toMatchObject({ email });
  });

  it('expires the access token after 15 minutes; the refresh token renews it', async () => {
    const { email, cookie } = await signedIn();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 16 * 60 * 1000 });
    expect(await whoAmI(cookie)).toBeNull();
    const renewed = await refresh(cookie);
    expect(renewed.status).toBe(200);
    expect(await whoAmI(cookiesFrom(renewed, cookie))).toMatchObject({ email });
  });

  it('refuses a refresh after sign-out, and without a cookie', async () => {
    const { cookie } = await signedIn();
    await api('/api/auth/logout', { method: 'POST', headers: { cookie } });
    expect((await refresh(cookie)).status).toBe(401);
    expect((await api('/api/auth/refresh', { method: 'POST' })).status).toBe(401);
  });

  it('treats cookies that are not valid percent-encoding as no session, never as a failure', async () => {
    const { cookie } = await signedIn();
    const broken = 'lp_access=%E0%A4%A; lp_refresh=%ZZ; lp_session=1';
    const session = await api('/api/auth/session', { headers: { cookie: broken } });
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({ user: null });
    expect((await api('/api/account/profile', { headers: { cookie: broken } })).status).toBe(401);
    expect((await refresh(broken)).status).toBe(401);
    // A broken cookie of another site's beside the real ones changes nothing.
    expect(await whoAmI(`other=%E0%A4%A; ${cookie}`)).toMatchObject({ email: expect.any(String) });
  });

  it('signs out with only the refresh cookie left (access cookie expired)', async () => {
    const { cookie } = await signedIn();
    const refreshOnly = `lp_refresh=${refreshOf(cookie)}`;
    expect((await api('/api/auth/logout', { method: 'POST', headers: { cookie: refreshOnly } })).status).toBe(204);
    expect(await whoAmI(cookie)).toBeNull();
  });
});
