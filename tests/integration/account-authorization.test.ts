import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/index';
import { ACCESS_COOKIE, signAccessToken } from '#server/auth/session';
import { loadFunctions, matchFunction } from '#server/platform/functions';
import { api } from '../support/api.ts';
import { useTestDatabase } from '../support/database.ts';
import { createAccount, sessionFor } from '../support/sessions.ts';

/**
 * The buyer's authorization sweep (issue 21), like the admin's: every function under /api/account,
 * found by reading netlify/functions, answers every path and method it serves with 401 to visitors
 * and to ended sessions, and 403 to administrators and to users without a company profile — each
 * sent a *valid* request (a body the route would accept, an id that names a real session), so a
 * function that forgot its guard would act, and writes nothing. A new route without a sample body
 * below fails here until it has one.
 */
const FUNCTIONS_DIR = fileURLToPath(new URL('../../netlify/functions', import.meta.url));
const ALL_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

const functions = await loadFunctions(FUNCTIONS_DIR);

/** What a buyer would send to each route: `:id` is filled in with one of a real buyer's sessions. */
const VALID_BODIES: Record<string, unknown> = {
  'GET /api/account/profile': undefined,
  'PATCH /api/account/profile': { contactPerson: 'Mallory', phoneCountryCode: '+966', phone: '512345678', city: 'Riyadh', version: 1 },
  'GET /api/account/requests': undefined,
  'GET /api/account/sessions': undefined,
  'DELETE /api/account/sessions': {},
  'DELETE /api/account/sessions/:id': {},
  'GET /api/account/export': undefined,
  'POST /api/account/closure': {},
  'POST /api/account/verification': {},
  'POST /api/account/password': { currentPassword: 'Test#Password2025', newPassword: 'Taken#Over2026', confirmPassword: 'Taken#Over2026' },
  // Quotations (issue 22): `:id` is the victim's sent quotation.
  'POST /api/account/quotations/:id/response': { action: 'accept', note: '' },
  'GET /api/account/quotations/:id/pdf': undefined,
  'GET /api/account/totp': undefined,
  'POST /api/account/totp': {},
  'POST /api/account/totp/confirm': { code: '123456' },
  'POST /api/account/totp/disable': { password: 'Test#Password2025', code: '123456' },
  // The quote list kept for the account (issue 23).
  'GET /api/account/quote-list': undefined,
  'PUT /api/account/quote-list': { lines: [{ requested: 'KM-4100-A', quantity: 2 }] },
};

const routes = functions.flatMap((fn) =>
  fn.patterns
    .map((p) => p.pathname)
    .filter((pattern) => pattern === '/api/account' || pattern.startsWith('/api/account/'))
    .flatMap((pattern) => [...(fn.methods ?? ALL_METHODS)].map((method) => ({ fn: fn.name, method, pattern }))),
);

/** Every table's row count and a digest of its rows: any insert, update or delete changes it. */
async function snapshot(db: Database): Promise<Record<string, string>> {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(db);
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await sql<{ n: number; digest: string | null }>`
      select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as digest from ${sql.table(name)} t`.execute(db);
    result[name] = `${rows[0]!.n} ${rows[0]!.digest ?? ''}`;
  }
  return result;
}

describe('authorization sweep of every /api/account function', () => {
  const db = useTestDatabase();
  const callers: { name: string; cookie?: string; expected: string }[] = [];
  let victimSession = '';
  let victimQuotation = '';
  let customer = '';

  beforeAll(async () => {
    // A buyer with a session, a request and a profile a forgotten guard could reach.
    const victim = await sessionFor(db(), { role: 'retail' });
    customer = victim.cookie;
    victimSession = (await db().selectFrom('refresh_tokens').select('family_id').where('user_id', '=', victim.userId).executeTakeFirstOrThrow()).family_id;
    const request = await db()
      .insertInto('quotes')
      .values({ kind: 'custom', name: 'A', email: victim.email, phone_country_code: '+966', phone: '512345678', company: 'A', quantity: 1, notes: 'n', user_id: victim.userId, status: 'quoted' })
      .returning('id')
      .executeTakeFirstOrThrow();
    // A sent quotation a forgotten guard would let anyone accept or download.
    const quotation = await db()
      .insertInto('quotations')
      .values({ quote_id: request.id, version: 1, number: 'Q-2026-000001', status: 'sent', locale: 'en', valid_until: new Date(Date.now() + 86_400_000), subtotal_halalas: 100, vat_halalas: 15, total_halalas: 115, sent_at: new Date(), pdf_key: 'quotations/x.pdf', created_at: new Date(), updated_at: new Date(), created_by: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    victimQuotation = String(quotation.id);

    const admin = await sessionFor(db(), { role: 'admin' });
    const noProfile = await createAccount(db(), { withProfile: false });
    const ended = await sessionFor(db(), { role: 'retail' });
    await db().updateTable('refresh_tokens').set({ revoked_at: new Date() }).where('user_id', '=', ended.userId).execute();
    const expired = await createAccount(db(), { role: 'retail' });
    const familyId = randomUUID();
    await db().insertInto('refresh_tokens').values({ user_id: expired.userId, family_id: familyId, token_hash: `t-${familyId}`, expires_at: new Date(Date.now() + 86_400_000) }).execute();
    const expiredToken = await signAccessToken({ userId: expired.userId, familyId }, new Date(Date.now() - 3_600_000));

    callers.push(
      { name: 'visitor', expected: '401 unauthorized' },
      { name: 'ended session', cookie: ended.cookie, expected: '401 unauthorized' },
      { name: 'expired access token', cookie: `${ACCESS_COOKIE}=${expiredToken}`, expected: '401 unauthorized' },
      { name: 'forged access token', cookie: `${ACCESS_COOKIE}=${customer.split('=')[1]!.slice(0, -4)}AAAA`, expected: '401 unauthorized' },
      { name: 'administrator', cookie: admin.cookie, expected: '403 forbidden' },
      { name: 'user without a company profile', cookie: `${ACCESS_COOKIE}=${await tokenFor(db(), noProfile.userId)}`, expected: '403 no_profile' },
    );
  });

  it('finds the account functions in netlify/functions, and has a valid request for each', () => {
    const found = routes.map((r) => `${r.method} ${r.pattern}`);
    expect(found).toEqual(expect.arrayContaining(['GET /api/account/requests', 'PATCH /api/account/profile', 'POST /api/account/closure', 'DELETE /api/account/sessions/:id']));
    expect(found.filter((route) => !(route in VALID_BODIES))).toEqual([]);
  });

  it.each(routes)('$method $pattern ($fn): 401 for visitors, 403 for administrators, nothing written', async ({ fn, method, pattern }) => {
    const path = pattern.replace(':id', pattern.startsWith('/api/account/quotations/') ? victimQuotation : victimSession);
    const match = matchFunction(functions, new Request(new URL(path, 'http://localhost'), { method }));
    expect(match !== null && match !== 'method_not_allowed' ? match.fn.name : match).toBe(fn);

    const before = await snapshot(db());
    const answers: Record<string, string> = {};
    const expected: Record<string, string> = {};
    for (const caller of callers) {
      const response = await api(path, { method, body: VALID_BODIES[`${method} ${pattern}`], headers: caller.cookie ? { cookie: caller.cookie } : {} });
      const body = (await response.json().catch(() => null)) as { error?: { code?: string } } | null;
      answers[caller.name] = `${response.status} ${body?.error?.code}`;
      expected[caller.name] = caller.expected;
    }
    expect(answers).toEqual(expected);
    expect(await snapshot(db())).toEqual(before);
  });

  it.each(routes.filter((r) => r.method === 'GET' && !r.pattern.includes(':')))('GET $pattern ($fn) lets the buyer through', async ({ pattern }) => {
    expect((await api(pattern, { headers: { cookie: customer } })).status).toBe(200);
  });
});

async function tokenFor(db: Database, userId: string): Promise<string> {
  const familyId = randomUUID();
  await db.insertInto('refresh_tokens').values({ user_id: userId, family_id: familyId, token_hash: `t-${familyId}`, expires_at: new Date(Date.now() + 86_400_000) }).execute();
  return signAccessToken({ userId, familyId });
}
