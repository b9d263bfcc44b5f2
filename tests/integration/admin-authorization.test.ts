import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_CLASSES } from '#lib/roles';
import type { Database } from '#server/db/index';
import { loadFunctions, matchFunction } from '#server/platform/functions';
import { enqueueEmail } from '#server/email/outbox';
import { api } from '../support/api.ts';
import { useTestDatabase } from '../support/database.ts';
import { sessionFor, type AccountOptions } from '../support/sessions.ts';

/**
 * The authorization sweep (ADR 0010): every function under /api/admin, found by reading
 * netlify/functions (never a hand list), answers every path and method it serves with 401 to
 * visitors and 403 to every signed-in non-admin, and writes nothing. A new admin function that
 * forgets requireAdmin fails here without anyone adding it to this file.
 */
const FUNCTIONS_DIR = fileURLToPath(new URL('../../netlify/functions', import.meta.url));
const ALL_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const SAMPLE_UUID = '00000000-0000-4000-8000-000000000001';

const functions = await loadFunctions(FUNCTIONS_DIR);

/**
 * A body each write would accept from an admin, by method and route pattern: the refusal must come
 * from the guard, not from validation. Routes not listed take none (or `{}`).
 */
const VALID_BODIES: Record<string, unknown> = {
  'PATCH /api/admin/registrations/:userId': { status: 'rejected', reason: 'Not a real company' },
  'POST /api/admin/administrators': { email: 'intruder@example.com', name: 'Intruder' },
  'POST /api/admin/account/password': { currentPassword: 'Test#Password2025', newPassword: 'Taken#Over2026', confirmPassword: 'Taken#Over2026' },
  // Quotations (issue 22): a draft for the sample request (id 1); POST sends it and takes no body.
  'PUT /api/admin/quotes/:id/quotation': {
    locale: 'en',
    validUntil: '2099-12-31',
    deliveryTerms: '',
    notes: '',
    lines: [{ productId: 1, sku: '10000001', partNumber: 'PN-1', description: 'Door roller', unitPrice: '10.00', quantity: 1, discountPercent: '0', leadTime: '' }],
  },
  'POST /api/admin/account/totp/confirm': { code: '123456' },
};

/** A concrete URL path for a route pattern: ids become 1, user ids a uuid, wildcards a word (a `:name(regex)` included). */
function samplePath(pattern: string): string {
  return pattern.replace(/:(\w+)(\([^)]*\))?/g, (_, name: string) => (/user|uuid/i.test(name) ? SAMPLE_UUID : '1')).replace(/\*/g, 'x');
}

const routes = functions.flatMap((fn) =>
  fn.patterns
    .map((p) => p.pathname)
    .filter((pathname) => pathname.startsWith('/api/admin'))
    .flatMap((pathname) => [...(fn.methods ?? ALL_METHODS)].map((method) => ({ fn: fn.name, method, path: samplePath(pathname), body: VALID_BODIES[`${method} ${pathname}`] ?? {} }))),
);

const callers: { name: string; account?: AccountOptions; expected: 401 | 403 }[] = [
  { name: 'visitor', expected: 401 },
  { name: 'pending registration', account: { role: 'new_customer', status: 'pending' }, expected: 403 },
  { name: 'rejected registration', account: { role: 'new_customer', status: 'rejected' }, expected: 403 },
  ...CUSTOMER_CLASSES.map((role) => ({ name: `approved ${role}`, account: { role, status: 'approved' as const }, expected: 403 as const })),
  // An admin whose profile is no longer approved has no role at all.
  { name: 'admin profile set to pending', account: { role: 'admin', status: 'pending' }, expected: 403 },
  { name: 'admin profile rejected', account: { role: 'admin', status: 'rejected' }, expected: 403 },
];

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

describe('authorization sweep of every /api/admin function', () => {
  const db = useTestDatabase();
  const cookies = new Map<string, string>();
  let admin = '';

  beforeAll(async () => {
    for (const caller of callers) if (caller.account) cookies.set(caller.name, (await sessionFor(db(), caller.account)).cookie);
    admin = (await sessionFor(db(), { role: 'admin' })).cookie;
    // Something for the sample ids to find, so a function that forgot its guard would act on it.
    await db()
      .insertInto('products')
      .values({ sku: '10000001', part_number: 'PN-1', name_en: 'Door roller', name_ar: 'بكرة باب', distributors_price: '10.00', images: '[]' })
      .execute();
    await db().insertInto('messages').values({ name: 'Lina', email: 'lina@example.com', phone: '0501234567', subject: 'S', message: 'M' }).execute();
    // A pending registration at the sample user id: a registration or administrator route that forgot its guard would change it.
    // It asked to be closed: an erasure that forgot its guard would erase it.
    await db().insertInto('users').values({ id: SAMPLE_UUID, email: 'sample@example.com', password_hash: 'none', closure_requested_at: new Date() }).execute();
    await db()
      .insertInto('company_profiles')
      .values({ user_id: SAMPLE_UUID, company_name: 'Sample Lifts', contact_person: 'S', phone_country_code: '+966', phone: '512345678', country: 'SA', city: 'Riyadh', status: 'pending' })
      .execute();
    await db()
      .insertInto('quotes')
      .values({ kind: 'standard', name: 'A', email: 'a@example.com', phone_country_code: '+966', phone: '512345678', company: 'A', quantity: 1 })
      .execute();
    // A dead e-mail with an attachment (outbox id 1): a retry or a download that forgot its guard would act on it.
    await db()
      .transaction()
      .execute((tx) =>
        enqueueEmail(tx, {
          template: 'account_rejected',
          to: 'buyer@example.com',
          locale: 'en',
          data: { contactPerson: null, companyName: 'A', reason: null },
          attachments: [{ filename: 'a.pdf', contentType: 'application/pdf', content: new Uint8Array([37, 80, 68, 70]) }, { filename: 'b.pdf', contentType: 'application/pdf', content: new Uint8Array([37]) }],
        }),
      );
    await db().updateTable('email_outbox').set({ status: 'dead', attempts: 10, last_error: 'smtp_timeout' }).execute();
  });

  it('finds the admin functions in netlify/functions', () => {
    // A floor, not the list: the sweep must not pass by finding nothing.
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/admin/stats',
        'GET /api/admin/activity',
        `PATCH /api/admin/registrations/${SAMPLE_UUID}`,
        `DELETE /api/admin/registrations/${SAMPLE_UUID}`,
        'GET /api/admin/administrators',
        'POST /api/admin/administrators',
        `DELETE /api/admin/administrators/${SAMPLE_UUID}`,
        `POST /api/admin/administrators/${SAMPLE_UUID}/setup-link`,
        'POST /api/admin/account/password',
        'GET /api/admin/account/totp',
        'POST /api/admin/account/totp',
        'POST /api/admin/account/totp/confirm',
        'GET /api/admin/outbox/1/preview',
        'POST /api/admin/outbox/1/retry',
      ]),
    );
  });

  it.each(routes)('$method $path ($fn): 401 for visitors, 403 for every non-admin, nothing written', async ({ fn, method, path, body: sent }) => {
    // The sample path must reach this very function, or the sweep would test something else.
    const match = matchFunction(functions, new Request(new URL(path, 'http://localhost'), { method }));
    expect(match !== null && match !== 'method_not_allowed' ? match.fn.name : match).toBe(fn);

    const before = await snapshot(db());
    const answers: Record<string, string> = {};
    const expected: Record<string, string> = {};
    for (const caller of callers) {
      const cookie = cookies.get(caller.name);
      const response = await api(path, { method, body: method === 'GET' ? undefined : sent, headers: cookie ? { cookie } : {} });
      const body = (await response.json().catch(() => null)) as { error?: { code?: string } } | null;
      answers[caller.name] = `${response.status} ${body?.error?.code}`;
      expected[caller.name] = caller.expected === 401 ? '401 unauthorized' : '403 forbidden';
    }
    expect(answers).toEqual(expected);
    expect(await snapshot(db())).toEqual(before);
  });

  it.each(routes.filter((r) => r.method === 'GET'))('GET $path ($fn) lets an approved admin through', async ({ path }) => {
    expect([401, 403]).not.toContain((await api(path, { headers: { cookie: admin } })).status);
  });
});
