import fc from 'fast-check';
import type { z } from 'zod';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { categoryCreateSchema, categoryUpdateSchema, type AdminCategory } from '#lib/admin/categories';
import { productCreateSchema } from '#lib/admin/products';
import { profileUpdateSchema } from '#lib/account/profile';
import { contactMessageSchema } from '#lib/validation/contact';
import { quoteRequestSchema } from '#lib/validation/quote';
import { registrationSchema } from '#lib/validation/registration';
import { siteSettingsSchema } from '#lib/validation/site-settings';
import { api } from '../support/api.ts';
import { testDriver, useTestDatabase } from '../support/database.ts';
import { sessionFor, TEST_PASSWORD } from '../support/sessions.ts';
import { adminApi, draft, insertCategory } from './admin-products-support.ts';

/**
 * Nothing the shared schemas accept may fail in the database (issue 19). For each write, fast-check
 * generates payloads full of what breaks storage (lone surrogates, NUL, C1 and bidi controls,
 * hyphens at the ends of a name, dates in year 0000 or with a +23:59 offset, a sale on or off)
 * beside ordinary text, sends each through the real function, repository and database of this run's driver, and
 * checks the one rule: what the schema accepts is stored (or refused as a conflict), what it
 * refuses is a 400 with field codes, and nothing is ever a 5xx.
 */

const RUNS = Number(process.env.PROPERTY_RUNS ?? 60);
/** Each case's own caller, so the rate limits (covered by their own tests) never answer. */
let caller = 0;
const nextIp = () => `2001:db8:${(++caller).toString(16)}::1`;

const TROUBLE = ['\u0000', '\udc22', '\ud800', '\u00e9\udc22', '\u202e', '\u2066', '\u0085', '\u009f', '\u200f', '-', ' - ', '&', 'é', 'باب', '🚪', '<b>', '\n', '\t'];
const troubled = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...'abcdefXYZ0189 ') },
  { weight: 2, arbitrary: fc.constantFrom(...TROUBLE) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)) },
);
/** Whole graphemes of any script, emoji included: text a person could type. */
const ordinary = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...'abcdefXYZ0189 -&') }, { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) });
const ordinaryText = (maxLength: number) => fc.string({ unit: ordinary, maxLength });

/**
 * The narrow shapes that broke storage once, each otherwise plain so the rest of the payload can be
 * stored: random text rarely lands on them (issue 19's first property test missed them in some
 * runs), so they are drawn on purpose, with their details still random.
 * - A lone low surrogate at the very end, right after a non-ASCII character ("é\udc22"): the
 *   embedded database fails on it (22021) where PostgreSQL stores U+FFFD; inside a value or after
 *   an ASCII letter it is stored.
 * - A hyphen, or a spaced one, at either end ("- Spare Parts", "Door Parts -", "-"): a category's
 *   slug must not begin or end with one (categories_slug_check).
 */
const nonAscii = fc.oneof(fc.constantFrom('é', '¡', 'ß', 'ж', 'ب', 'ا', '中', '\u200f', '\u00a0'), fc.integer({ min: 0xa0, max: 0x7ff }).map((code) => String.fromCharCode(code)));
const loneLowSurrogate = fc.integer({ min: 0xdc00, max: 0xdfff }).map((code) => String.fromCharCode(code));
const surrogateAtEnd = fc.tuple(ordinaryText(12), nonAscii, loneLowSurrogate).map((parts) => parts.join(''));
const hyphens = fc.constantFrom('', '-', '--', ' -', '- ', ' - ');
const hyphenAtAnEnd = fc
  .tuple(hyphens, fc.string({ unit: fc.constantFrom(...'abcXYZ019 &é!'), maxLength: 12 }), hyphens)
  .filter(([before, , after]) => before !== '' || after !== '')
  .map((parts) => parts.join(''));

/** Mostly text a person could type (so that many cases are stored), else text full of trouble, or one of the narrow shapes. */
const anyText = (maxLength: number) =>
  fc.oneof(
    { weight: 3, arbitrary: ordinaryText(maxLength) },
    { weight: 2, arbitrary: fc.string({ unit: troubled, maxLength }) },
    { weight: 1, arbitrary: surrogateAtEnd },
    { weight: 1, arbitrary: hyphenAtAnEnd },
  );
const twoDigits = (n: number) => String(n).padStart(2, '0');
/**
 * ISO date-times from year 0000 to 9999 with any offset a string can spell, real or not. The edges
 * are drawn often: year 0000 (PostgreSQL has none: 22008), the ends of the range the schema allows
 * (2000 to 9998), and offsets beyond PostgreSQL's ±15:59 (22009).
 */
const anyDateTime = fc
  .record({
    year: fc.oneof({ weight: 2, arbitrary: fc.integer({ min: 0, max: 9999 }) }, { weight: 1, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.constantFrom(1, 1999, 2000, 9998, 9999) }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
    hour: fc.integer({ min: 0, max: 23 }),
    offset: fc.oneof(
      { weight: 1, arbitrary: fc.constant('Z') },
      { weight: 2, arbitrary: fc.tuple(fc.constantFrom('+', '-'), fc.integer({ min: 0, max: 15 }), fc.integer({ min: 0, max: 59 })) },
      { weight: 1, arbitrary: fc.tuple(fc.constantFrom('+', '-'), fc.integer({ min: 16, max: 23 }), fc.integer({ min: 0, max: 59 })) },
    ),
  })
  .map(({ year, month, day, hour, offset }) => {
    const zone = typeof offset === 'string' ? offset : `${offset[0]}${twoDigits(offset[1])}:${twoDigits(offset[2])}`;
    return `${String(year).padStart(4, '0')}-${twoDigits(month)}-${twoDigits(day)}T${twoDigits(hour)}:00:00${zone}`;
  });

interface Outcome {
  accepted: boolean;
  status: number;
  body: string;
}

/** How many generated cases the schemas accepted and refused, per write: a property that only ever sees refusals proves nothing. */
const tally = new Map<string, { accepted: number; refused: number }>();

/** Sends one generated payload and says whether the schema took it and what the server answered. */
async function attempt(schema: z.ZodType, payload: unknown, send: (payload: unknown) => Promise<Response>): Promise<Outcome> {
  const response = await send(payload);
  const accepted = schema.safeParse(payload).success;
  const counts = tally.get(expect.getState().currentTestName!) ?? { accepted: 0, refused: 0 };
  counts[accepted ? 'accepted' : 'refused'] += 1;
  tally.set(expect.getState().currentTestName!, counts);
  return { accepted, status: response.status, body: await response.text() };
}

/**
 * The rule: accepted means written (or a named conflict, or a refusal by a rule only the server
 * can judge, such as a sale end already past), refused means 400 with field codes.
 */
function expectStorable({ accepted, status, body }: Outcome, { conflicts = [], serverRules = [] }: { conflicts?: number[]; serverRules?: string[] } = {}) {
  expect(status, body).toBeLessThan(500);
  if (accepted && status === 400) expect(serverRules, body).toEqual(expect.arrayContaining(Object.values(JSON.parse(body).error.fields)));
  else if (accepted) expect([200, 201, ...conflicts], body).toContain(status);
  else {
    expect(status, body).toBe(400);
    expect(JSON.parse(body).error.code).toBe('invalid_input');
  }
}

describe(`what the schemas accept, the database stores (${testDriver})`, () => {
  const db = useTestDatabase();
  let cookie = '';
  const asAdmin = adminApi(() => cookie);
  let categoryId = 0;

  beforeAll(async () => {
    cookie = (await sessionFor(db(), { role: 'admin' })).cookie;
    categoryId = await insertCategory(db(), 'Property Parts');
  });

  afterEach(() => {
    const counts = tally.get(expect.getState().currentTestName!);
    // Both sides of the rule were exercised: some generated values stored, some refused.
    expect(counts?.accepted, 'no generated case was accepted').toBeGreaterThan(0);
    expect(counts?.refused, 'no generated case was refused').toBeGreaterThan(0);
  });

  afterAll(() => {
    if (process.env.PROPERTY_REPORT) console.info(JSON.stringify({ driver: testDriver, cases: Object.fromEntries(tally) }));
  });

  let sku = 20_000_000;
  const createProduct = (payload: unknown) => asAdmin('/api/admin/products', { method: 'POST', body: payload });

  it('products: names, descriptions and part numbers', async () => {
    await fc.assert(
      fc.asyncProperty(anyText(220), anyText(220), anyText(120), anyText(300), anyText(300), async (nameEn, nameAr, partNumber, descriptionEn, descriptionAr) => {
        const payload = draft([categoryId], { sku: String(++sku), nameEn, nameAr, partNumber, descriptionEn, descriptionAr });
        expectStorable(await attempt(productCreateSchema, payload, createProduct));
      }),
      { numRuns: RUNS },
    );
  });

  it('products: sale ends, any year and any offset, on sale or not', async () => {
    await fc.assert(
      // Whether the sale is on decides which checks see the end: while it is on, an end already past
      // is refused by the server before the database sees it, so year 0000 gets that far only while off.
      fc.asyncProperty(fc.boolean(), fc.constantFrom('', '90'), anyDateTime, async (onSale, price, endsAt) => {
        const payload = draft([categoryId], { sku: String(++sku), sale: { onSale, price, endsAt } });
        expectStorable(await attempt(productCreateSchema, payload, createProduct), { serverRules: ['sale_end_past'] });
      }),
      // A product write is cheap, and each date needs three draws to line up (a year, an offset, the switch).
      { numRuns: RUNS * 2 },
    );
  });

  it('categories: the slug, whatever the English name makes of it', async () => {
    // Well-formed names only: another storage rule (a lone surrogate) cannot fail first and hide this one.
    const name = fc.oneof(
      { weight: 1, arbitrary: ordinaryText(110) },
      { weight: 2, arbitrary: hyphenAtAnEnd },
      { weight: 1, arbitrary: fc.string({ unit: ordinary, minLength: 101, maxLength: 120 }) },
    );
    await fc.assert(
      fc.asyncProperty(name, async (nameEn) => {
        const outcome = await attempt(categoryCreateSchema, { nameEn, nameAr: `فئة ${++caller}` }, (body) => asAdmin('/api/admin/categories', { method: 'POST', body }));
        expectStorable(outcome, { conflicts: [409] });
      }),
      { numRuns: Math.ceil((RUNS * 2) / 3) },
    );
  });

  it('categories: created and renamed, any characters', async () => {
    const created: AdminCategory[] = [];
    await fc.assert(
      fc.asyncProperty(anyText(110), anyText(110), async (nameEn, nameAr) => {
        const outcome = await attempt(categoryCreateSchema, { nameEn, nameAr }, (body) => asAdmin('/api/admin/categories', { method: 'POST', body }));
        expectStorable(outcome, { conflicts: [409] });
        if (outcome.status === 201) created.push(JSON.parse(outcome.body).category);
      }),
      { numRuns: RUNS },
    );
    const [category] = created;
    expect(category, 'no generated name was stored').toBeDefined();
    let version = category!.version;
    await fc.assert(
      fc.asyncProperty(anyText(110), async (nameEn) => {
        const payload = { nameEn, nameAr: category!.nameAr, version };
        const outcome = await attempt(categoryUpdateSchema, payload, (body) => asAdmin(`/api/admin/categories/${category!.id}`, { method: 'PUT', body }));
        expectStorable(outcome, { conflicts: [409] });
        if (outcome.status === 200) version = JSON.parse(outcome.body).category.version;
      }),
      { numRuns: RUNS },
    );
  });

  it('site settings: the maintenance message', async () => {
    await fc.assert(
      fc.asyncProperty(anyText(1100), async (maintenanceMessage) => {
        const payload = { maintenanceMode: false, maintenanceMessage };
        expectStorable(await attempt(siteSettingsSchema, payload, (body) => asAdmin('/api/admin/site-settings', { method: 'PUT', body })));
      }),
      { numRuns: RUNS },
    );
  });

  it('contact messages', async () => {
    await fc.assert(
      fc.asyncProperty(anyText(110), anyText(110), anyText(210), anyText(400), async (name, company, subject, message) => {
        const payload = { name, company, email: `buyer${++caller}@example.com`, phone: '+966 50 123 4567', subject, message };
        expectStorable(await attempt(contactMessageSchema, payload, (body) => api('/api/contact', { method: 'POST', body, ip: nextIp() })));
      }),
      { numRuns: RUNS },
    );
  });

  it('quote requests', async () => {
    await fc.assert(
      fc.asyncProperty(anyText(110), anyText(110), anyText(400), async (name, company, notes) => {
        const payload = { kind: 'custom', name, company, email: `buyer${++caller}@example.com`, phoneCountryCode: '+966', phone: '0501234567', quantity: 2, locale: 'en', notes };
        expectStorable(await attempt(quoteRequestSchema, payload, (body) => api('/api/quotes', { method: 'POST', body, ip: nextIp() })));
      }),
      { numRuns: RUNS },
    );
  });

  it('the buyer’s own details: contact person and city', async () => {
    const buyer = await sessionFor(db(), { role: 'retail' });
    let version = 1;
    await fc.assert(
      fc.asyncProperty(anyText(110), anyText(60), async (contactPerson, city) => {
        const payload = { contactPerson, phoneCountryCode: '+966', phone: '0501234567', city, version };
        const outcome = await attempt(profileUpdateSchema, payload, (body) => api('/api/account/profile', { method: 'PATCH', body, headers: { cookie: buyer.cookie } }));
        expectStorable(outcome);
        if (outcome.status === 200) version = JSON.parse(outcome.body).version;
      }),
      { numRuns: RUNS },
    );
  });

  it('registrations', async () => {
    await fc.assert(
      fc.asyncProperty(anyText(110), anyText(110), anyText(60), anyText(60), async (companyName, contactPerson, city, country) => {
        const payload = { companyName, contactPerson, email: `company${++caller}@example.com`, phone: '0501234567', password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD, city, country, crNumber: '1010123456' };
        expectStorable(await attempt(registrationSchema, payload, (body) => api('/api/auth/register', { method: 'POST', body, ip: nextIp() })));
      }),
      // Each accepted registration hashes a password: fewer runs keep the file quick.
      { numRuns: Math.ceil(RUNS / 2) },
    );
  });
});
