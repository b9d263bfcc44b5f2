// The malformed-payload sweep of issue 19: for every write endpoint, N payloads made by mutating a
// valid one (a field replaced by any JSON value or by text full of what breaks storage, fields
// dropped, unknown keys added, the whole body replaced, bodies that are not JSON), sent through the
// shop's functions on a fresh database of each driver. Prints the answers per endpoint: the goal
// is no 5xx. Usage:
//   npx tsx bench/malformed-input/run.ts [--payloads 1000] [--drivers pglite,pg] [--seed 19]
// pg uses BENCH_DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/postgres).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import fc from 'fast-check';

process.env.NODE_ENV ??= 'test';
process.env.DATA_DIR ??= mkdtempSync(join(tmpdir(), 'bench-malformed-'));
// Every payload comes from its own address: the limits are not what is swept.
const { values: args } = parseArgs({
  options: {
    payloads: { type: 'string', default: '1000' },
    drivers: { type: 'string', default: 'pglite,pg' },
    seed: { type: 'string', default: '19' },
  },
});
const payloads = Number(args.payloads);
const seed = Number(args.seed);

const { createScratchDatabase } = await import('#db/scratch-database');
const { useDatabase } = await import('#server/db/index');
const { api } = await import('../../tests/support/api.ts');
const { sessionFor } = await import('../../tests/support/sessions.ts');
const { seedCatalogue } = await import('../../tests/integration/catalogue-support.ts');
const { printTable } = await import('../support.ts');

const TROUBLE = ['\u0000', '\udc22', '\ud800', '\u00e9\udc22', '\u202e', '\u0085', '-', ' - ', '<script>alert(1)</script>', '0000-01-01T00:00:00Z', '2030-01-01T00:00:00+23:59', '1e309', '9'.repeat(40)];
const troubledText = fc.string({ unit: fc.oneof(fc.constantFrom(...TROUBLE), fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), fc.constantFrom(...'aZ9 -')), maxLength: 60 });
const anyValue = fc.oneof(fc.jsonValue({ maxDepth: 3 }), troubledText, fc.constantFrom(...TROUBLE), fc.double(), fc.integer(), fc.bigInt().map(String));

type Body = Record<string, unknown>;
type Path = string[];

/** Every field of a body, nested ones included (`sale.endsAt`, `prices.retail`). */
function fieldPaths(value: Body, prefix: Path = []): Path[] {
  return Object.entries(value).flatMap(([key, field]) =>
    field !== null && typeof field === 'object' && !Array.isArray(field) ? [[...prefix, key], ...fieldPaths(field as Body, [...prefix, key])] : [[...prefix, key]],
  );
}

/** The body with one field replaced (or dropped); unchanged when an earlier mutation replaced the field's parent. */
function withField(body: Body, path: Path, value: unknown, drop = false): Body {
  const copy = structuredClone(body);
  let parent = copy;
  for (const key of path.slice(0, -1)) {
    const next = parent[key];
    if (next === null || typeof next !== 'object' || Array.isArray(next)) return body;
    parent = next as Body;
  }
  if (drop) delete parent[path.at(-1)!];
  else parent[path.at(-1)!] = value;
  return copy;
}

/** A value close to a field's valid one: the same text with trouble around it, or a troubling constant. */
function nearValue(original: unknown): fc.Arbitrary<unknown> {
  if (typeof original !== 'string') return anyValue;
  return fc.oneof(
    fc.tuple(fc.constantFrom(...TROUBLE), fc.boolean()).map(([trouble, before]) => (before ? trouble + original : original + trouble)),
    fc.constantFrom(...TROUBLE),
    troubledText,
  );
}

/**
 * A mutation of a valid body: what a fuzzer, a broken client or an attacker sends. Mostly one field
 * changed near its valid value, so the rest stays valid and what the schema lets through reaches
 * the database; else fields replaced by any JSON value, dropped, unknown keys, other bodies.
 */
function malformed(valid: Body): fc.Arbitrary<{ raw?: string; body?: unknown }> {
  const paths = fieldPaths(valid);
  const valueAt = (path: Path) => path.reduce<unknown>((value, key) => (value as Body)[key], valid);
  const nearMiss = fc.constantFrom(...paths).chain((path) => nearValue(valueAt(path)).map((value) => ({ body: withField(valid, path, value) })));
  const field = fc.constantFrom(...paths);
  const mutated = fc
    .record({
      replaced: fc.array(fc.tuple(field, anyValue), { minLength: 1, maxLength: 2 }),
      dropped: fc.option(field, { freq: 5 }),
      extra: fc.option(fc.tuple(fc.string({ maxLength: 8 }), anyValue), { freq: 5 }),
    })
    .map(({ replaced, dropped, extra }) => {
      let body = valid;
      for (const [path, value] of replaced) body = withField(body, path, value);
      if (dropped) body = withField(body, dropped, undefined, true);
      if (extra) body = { ...body, [extra[0]]: extra[1] };
      return { body };
    });
  return fc.oneof(
    { weight: 5, arbitrary: nearMiss },
    { weight: 3, arbitrary: mutated },
    { weight: 1, arbitrary: anyValue.map((body) => ({ body })) },
    { weight: 1, arbitrary: fc.oneof(troubledText, fc.string()).map((raw) => ({ raw })) },
  );
}

interface Endpoint {
  name: string;
  method: string;
  path: () => string;
  valid: () => Body;
  admin?: boolean;
  /** Sent as this signed-in buyer (the account's own endpoints). */
  cookie?: string;
  /** The version the record has now, for an edit whose payload still carries the valid one. */
  version?: () => Promise<number>;
}

async function sweep(driver: 'pglite' | 'pg'): Promise<string[][]> {
  const handle = await createScratchDatabase({ driver, serverUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', prefix: 'sweep' });
  try {
    const db = handle.db;
    useDatabase(db);
    await seedCatalogue(db);
    const admin = (await sessionFor(db, { role: 'admin' })).cookie;
    const product = await db.selectFrom('products').select(['id', 'version']).executeTakeFirstOrThrow();
    const category = await db.selectFrom('categories').select(['id', 'version', 'name_ar']).executeTakeFirstOrThrow();
    const customer = await sessionFor(db, { role: 'retail', status: 'pending' });
    const buyer = await sessionFor(db, { role: 'retail' });
    const buyerVersion = async () => (await db.selectFrom('company_profiles').select('version').where('user_id', '=', buyer.userId).executeTakeFirstOrThrow()).version;
    let n = 0;
    const contact = () => ({ name: 'Omar', company: 'Lifts', email: `s${++n}@example.com`, phone: '+966 50 123 4567', subject: 'Door motor', message: 'Do you have it?' });
    // Quotes and messages to move: one per driver is enough, a finished one answers 409.
    const quoteId = Number((await (await api('/api/quotes', { method: 'POST', body: { kind: 'custom', name: 'A', company: 'B', email: 'q@example.com', phoneCountryCode: '+966', phone: '0501234567', quantity: 1, notes: 'x' }, ip: '198.51.100.1' })).json()).id);
    const messageId = Number((await (await api('/api/contact', { method: 'POST', body: contact(), ip: '198.51.100.2' })).json()).id);
    const productBody = { sku: '30000001', partNumber: 'KM-1', nameEn: 'Motor', nameAr: 'محرك', descriptionEn: '', descriptionAr: '', prices: { new_customer: '', retail: '', small_company: '', large_company: '', distributor: '100' }, sale: { onSale: true, price: '90', endsAt: '2030-01-01T00:00:00+03:00' }, categoryIds: [category.id], images: [] };
    const companyBody = {
      phone: '+966 11 000 0000', salesEmail: 'sales@example.com', supportEmail: 'help@example.com', whatsappNumber: '966500000000',
      addressEn: 'King Fahd Road, Riyadh', addressAr: 'طريق الملك فهد، الرياض', legalNameEn: 'Lifts Co', legalNameAr: 'شركة المصاعد',
      crNumber: '1010000000', vatNumber: '300000000000003', hours: { firstDay: 'saturday', lastDay: 'thursday', opens: '09:00', closes: '17:00' },
    };
    const endpoints: Endpoint[] = [
      { name: 'POST /api/contact', method: 'POST', path: () => '/api/contact', valid: contact },
      { name: 'POST /api/quotes', method: 'POST', path: () => '/api/quotes', valid: () => ({ kind: 'custom', name: 'A', company: 'B', email: `q${++n}@example.com`, phoneCountryCode: '+966', phone: '0501234567', quantity: 2, locale: 'en', notes: 'Need a motor' }) },
      { name: 'POST /api/auth/register', method: 'POST', path: () => '/api/auth/register', valid: () => ({ companyName: 'Lifts', contactPerson: 'Omar', email: `r${++n}@example.com`, phone: '0501234567', password: 'Str0ng#Password', confirmPassword: 'Str0ng#Password', city: 'Riyadh', country: 'Saudi Arabia', crNumber: '1010123456' }) },
      { name: 'POST /api/auth/login', method: 'POST', path: () => '/api/auth/login', valid: () => ({ email: 'nobody@example.com', password: 'Wrong#Password1' }) },
      { name: 'POST /api/admin/products', method: 'POST', path: () => '/api/admin/products', valid: () => ({ ...productBody, sku: String(30_000_000 + ++n) }), admin: true },
      { name: 'PUT /api/admin/products/:id', method: 'PUT', path: () => `/api/admin/products/${product.id}`, valid: () => ({ ...productBody, sku: String(40_000_000 + ++n), status: 'active', version: product.version }), admin: true, version: async () => (await db.selectFrom('products').select('version').where('id', '=', product.id).executeTakeFirstOrThrow()).version },
      { name: 'PATCH /api/admin/products/:id/status', method: 'PATCH', path: () => `/api/admin/products/${product.id}/status`, valid: () => ({ status: 'hidden' }), admin: true },
      { name: 'POST /api/admin/categories', method: 'POST', path: () => '/api/admin/categories', valid: () => ({ nameEn: `Parts ${++n}`, nameAr: `قطع ${n}` }), admin: true },
      { name: 'PUT /api/admin/categories/:id', method: 'PUT', path: () => `/api/admin/categories/${category.id}`, valid: () => ({ nameEn: `Renamed ${++n}`, nameAr: category.name_ar, version: category.version }), admin: true, version: async () => (await db.selectFrom('categories').select('version').where('id', '=', category.id).executeTakeFirstOrThrow()).version },
      {
        name: 'PUT /api/admin/company',
        method: 'PUT',
        path: () => '/api/admin/company',
        valid: () => ({ ...companyBody, phone: `+966 11 000 ${String(++n % 10_000).padStart(4, '0')}`, version: 0 }),
        admin: true,
        version: async () => (await db.selectFrom('company_details').select('version').executeTakeFirst())?.version ?? 0,
      },
      { name: 'PUT /api/admin/site-settings', method: 'PUT', path: () => '/api/admin/site-settings', valid: () => ({ maintenanceMode: false, maintenanceMessage: 'Back soon' }), admin: true },
      { name: 'PATCH /api/admin/quotes/:id', method: 'PATCH', path: () => `/api/admin/quotes/${quoteId}`, valid: () => ({ status: 'finished' }), admin: true },
      { name: 'PATCH /api/admin/messages/:id', method: 'PATCH', path: () => `/api/admin/messages/${messageId}`, valid: () => ({ status: 'read' }), admin: true },
      { name: 'PATCH /api/admin/registrations/:id', method: 'PATCH', path: () => `/api/admin/registrations/${customer.userId}`, valid: () => ({ role: 'retail' }), admin: true },
      { name: 'PATCH /api/account/profile', method: 'PATCH', path: () => '/api/account/profile', valid: () => ({ contactPerson: `Noura ${++n}`, phoneCountryCode: '+966', phone: '0501234567', city: 'Riyadh', version: 1 }), cookie: buyer.cookie, version: buyerVersion },
    ];
    const rows: string[][] = [];
    for (const [index, endpoint] of endpoints.entries()) {
      const counts = { '2xx': 0, '4xx': 0, '5xx': 0 };
      const codes5xx = new Set<string>();
      const samples = fc.sample(fc.constant(null).chain(() => malformed(endpoint.valid())), { numRuns: payloads, seed: seed + index });
      for (const [i, sample] of samples.entries()) {
        const cookie = endpoint.cookie ?? (endpoint.admin ? admin : undefined);
        const headers: Record<string, string> = { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) };
        const stale = endpoint.version && sample.body && typeof sample.body === 'object' && (sample.body as Body).version === endpoint.valid().version;
        const body = sample.raw ?? JSON.stringify(stale ? { ...(sample.body as Body), version: await endpoint.version!() } : sample.body);
        const response = await api(endpoint.path(), { method: endpoint.method, body, headers, ip: `2001:db8:${index.toString(16)}:${i.toString(16)}::1` });
        const kind = response.status >= 500 ? '5xx' : response.status >= 400 ? '4xx' : '2xx';
        counts[kind] += 1;
        if (kind === '5xx') codes5xx.add(`${response.status} ${JSON.parse(await response.text()).error?.code}`);
        else await response.body?.cancel();
      }
      rows.push([`${endpoint.name} (${driver})`, String(payloads), String(counts['2xx']), String(counts['4xx']), String(counts['5xx']), [...codes5xx].join(', ')]);
    }
    return rows;
  } finally {
    await handle.drop();
  }
}

// A 5xx is logged by the functions; the sweep counts them instead.
const error = console.error;
let logged = 0;
console.error = () => void logged++;
const rows = [['endpoint', 'payloads', '2xx', '4xx', '5xx', '5xx codes']];
for (const driver of args.drivers.split(',') as ('pglite' | 'pg')[]) rows.push(...(await sweep(driver)));
console.error = error;
console.log(`\nMalformed-payload sweep, seed ${seed} (${logged} server errors logged)\n`);
printTable(rows);
const total5xx = rows.slice(1).reduce((sum, row) => sum + Number(row[4]), 0);
console.log(`\n5xx in all: ${total5xx} of ${(rows.length - 1) * payloads} payloads`);
process.exit(0);
