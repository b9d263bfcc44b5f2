import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminQuote, Page } from '#lib/inbox/types';
import type { AccountRequestsPage } from '#lib/account/requests';
import type { QuotationWorkspace } from '#lib/quotations/types';
import { QUOTE_LIST_MAX_LINES } from '#lib/quote-list';
import { renderEmail } from '#server/email/render';
import { companyForEmail } from '#server/email/company';
import { api } from '../support/api.ts';
import { useTestDatabase } from '../support/database.ts';
import { sessionFor } from '../support/sessions.ts';
import { insertProduct, quoteContact } from '../support/quotes.ts';

/** Issue 23: one quote request with many lines (ADR 0032), and the buyer's list kept on the server. */
const db = useTestDatabase();
let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;
const postQuote = (body: unknown, { key, cookie }: { key?: string; cookie?: string } = {}) =>
  api('/api/quotes', { method: 'POST', body, ip: freshIp(), headers: { ...(key ? { 'Idempotency-Key': key } : {}), ...(cookie ? { cookie } : {}) } });

const contact = () => {
  const { quantity: _none, ...who } = quoteContact();
  return who;
};

let roller: Awaited<ReturnType<typeof insertProduct>>;
let motor: Awaited<ReturnType<typeof insertProduct>>;
let hidden: Awaited<ReturnType<typeof insertProduct>>;
let admin = '';

beforeAll(async () => {
  roller = await insertProduct(db(), { nameEn: 'Door roller 60 mm', nameAr: 'بكرة باب 60 مم' });
  motor = await insertProduct(db(), { nameEn: 'Door motor', nameAr: 'محرك باب' });
  hidden = await insertProduct(db(), { status: 'hidden' });
  admin = (await sessionFor(db(), { role: 'admin' })).cookie;
});

const counts = async () => {
  const n = async (table: 'quotes' | 'quote_lines' | 'rate_limit_events' | 'email_outbox') => Number((await db().selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
  return { quotes: await n('quotes'), lines: await n('quote_lines'), events: await n('rate_limit_events'), outbox: await n('email_outbox') };
};

const threeLines = () => [
  { productId: roller.id, quantity: 4 },
  { requested: 'ZX-9 OLD', quantity: 2 },
  { productId: motor.id, quantity: 1 },
];

describe('a list quote request', () => {
  it('is one request with its lines in order, as the products were, and a titled note', async () => {
    const response = await postQuote({ kind: 'list', ...contact(), lines: threeLines(), notes: 'Tower B', locale: 'en' });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const quote = await db().selectFrom('quotes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(quote).toMatchObject({ kind: 'list', product_id: null, quantity: 7, notes: 'Quote list request\n\nTower B' });
    const lines = await db().selectFrom('quote_lines').selectAll().where('quote_id', '=', id).orderBy('position').execute();
    expect(lines).toMatchObject([
      { position: 0, product_id: roller.id, sku: roller.sku, part_number: roller.part_number, name_en: 'Door roller 60 mm', name_ar: 'بكرة باب 60 مم', requested: null, quantity: 4 },
      { position: 1, product_id: null, sku: null, requested: 'ZX-9 OLD', quantity: 2 },
      { position: 2, product_id: motor.id, sku: motor.sku, quantity: 1 },
    ]);
  });

  it('e-mails the shop the lines, the unknown one named as such', async () => {
    const { id } = await (await postQuote({ kind: 'list', ...contact(), lines: threeLines(), locale: 'ar' })).json();
    const row = await db().selectFrom('email_outbox').selectAll().where('template', '=', 'new_quote').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect((row.data as { quoteId: number }).quoteId).toBe(id);
    const email = await renderEmail(row, await companyForEmail(db()));
    for (const text of [roller.sku, roller.part_number, 'ZX-9 OLD', motor.sku]) expect(email.text).toContain(text);
    expect(email.text).toMatch(/Not in the catalogue|ليست في الكتالوج/);
  });

  it('is written once for one Idempotency-Key, its lines too', async () => {
    const key = randomUUID();
    const body = { kind: 'list', ...contact(), lines: threeLines(), locale: 'en' };
    const first = await postQuote(body, { key });
    const before = await counts();
    const again = await postQuote(body, { key });
    expect(again.status).toBe(201);
    expect((await again.json()).id).toBe((await first.json()).id);
    expect(await counts()).toEqual(before);
  });

  it('refuses hidden and deleted products line by line and writes nothing', async () => {
    const gone = await insertProduct(db());
    await db().deleteFrom('products').where('id', '=', gone.id).execute();
    const before = await counts();
    const response = await postQuote({ kind: 'list', ...contact(), lines: [{ productId: roller.id, quantity: 1 }, { productId: hidden.id, quantity: 1 }, { productId: gone.id, quantity: 3 }], locale: 'en' });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({ 'lines.1.productId': 'product_unavailable', 'lines.2.productId': 'product_unavailable' });
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['no lines', [], { lines: 'lines_required' }],
    ['too many lines', Array.from({ length: QUOTE_LIST_MAX_LINES + 1 }, (_, i) => ({ requested: `N-${i}`, quantity: 1 })), { lines: 'too_many_lines' }],
    ['a zero quantity', [{ productId: 1, quantity: 0 }], { 'lines.0.quantity': 'invalid_quantity' }],
    ['a line with both', [{ productId: 1, requested: 'X', quantity: 1 }], { 'lines.0': 'invalid' }],
    ['a NUL in a number', [{ requested: 'AB\u0000C', quantity: 1 }], { 'lines.0.requested': 'invalid_characters' }],
    ['punctuation only... as a blank number', [{ requested: '   ', quantity: 1 }], { 'lines.0.requested': 'required' }],
    ['a huge product id', [{ productId: 1e12, quantity: 1 }], { 'lines.0.productId': 'invalid_product' }],
    ['lines that are not a list', 'KM-4100-A', { lines: 'invalid_type' }],
  ])('refuses %s with field codes', async (_name, lines, fields) => {
    const before = await counts();
    const response = await postQuote({ kind: 'list', ...contact(), lines, locale: 'en' });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toMatchObject(fields);
    expect(await counts()).toEqual(before);
  });

  it('refuses a quantity field on a list (each line has its own)', async () => {
    const response = await postQuote({ kind: 'list', ...contact(), quantity: 2, lines: threeLines() });
    expect((await response.json()).error.fields).toEqual({ quantity: 'unknown_field' });
  });
});

describe('a list request where it is read', () => {
  let id = 0;
  let buyer: Awaited<ReturnType<typeof sessionFor>>;
  beforeAll(async () => {
    buyer = await sessionFor(db(), { role: 'small_company' });
    id = (await (await postQuote({ kind: 'list', ...contact(), lines: threeLines(), locale: 'ar' }, { cookie: buyer.cookie })).json()).id;
  });

  it('the admin inbox shows every line', async () => {
    const page: Page<AdminQuote> = await (await api('/api/admin/quotes', { headers: { cookie: admin } })).json();
    const quote = page.items.find((item) => item.id === id)!;
    expect(quote).toMatchObject({ kind: 'list', product: null, quantity: 7 });
    expect(quote.lines).toEqual([
      { productId: roller.id, sku: roller.sku, partNumber: roller.part_number, nameEn: 'Door roller 60 mm', nameAr: 'بكرة باب 60 مم', requested: null, quantity: 4 },
      { productId: null, sku: null, partNumber: null, nameEn: null, nameAr: null, requested: 'ZX-9 OLD', quantity: 2 },
      { productId: motor.id, sku: motor.sku, partNumber: motor.part_number, nameEn: 'Door motor', nameAr: 'محرك باب', requested: null, quantity: 1 },
    ]);
    expect(page.items.filter((item) => item.kind !== 'list').every((item) => item.lines.length === 0)).toBe(true);
  });

  it('the buyer sees the lines under My requests', async () => {
    const page: AccountRequestsPage = await (await api('/api/account/requests', { headers: { cookie: buyer.cookie } })).json();
    const quote = page.items.find((item) => item.type === 'quote' && item.id === id);
    expect(quote).toMatchObject({ kind: 'list', lines: [{ sku: roller.sku, quantity: 4 }, { requested: 'ZX-9 OLD', quantity: 2 }, { sku: motor.sku, quantity: 1 }] });
  });

  it('the quotation editor starts with a line per product at the buyer\'s class price, and the unknown number as an empty line', async () => {
    await db().updateTable('products').set({ small_companies_price: '12.50', retail_price: '20.00' }).where('id', '=', roller.id).execute();
    const workspace: QuotationWorkspace = await (await api(`/api/admin/quotes/${id}/quotation`, { headers: { cookie: admin } })).json();
    expect(workspace.suggestedLines).toEqual([
      { productId: roller.id, sku: roller.sku, partNumber: roller.part_number, description: 'بكرة باب 60 مم', unitPriceHalalas: 1250, quantity: 4, discountBp: 0, leadTime: '' },
      { productId: null, sku: '', partNumber: '', description: 'ZX-9 OLD', unitPriceHalalas: 0, quantity: 2, discountBp: 0, leadTime: '' },
      expect.objectContaining({ productId: motor.id, description: 'محرك باب', quantity: 1 }),
    ]);
  });
});

describe('the account\'s quote list', () => {
  const list = (cookie?: string, init: { method?: string; body?: unknown } = {}) => api('/api/account/quote-list', { ...init, headers: cookie ? { cookie } : {} });

  it('answers visitors 401 and administrators 403', async () => {
    expect((await list()).status).toBe(401);
    expect((await list(undefined, { method: 'PUT', body: { lines: [] } })).status).toBe(401);
    expect((await list(admin)).status).toBe(403);
  });

  it('keeps the whole list per buyer, replaced by each save; another buyer never reads it', async () => {
    const ana = await sessionFor(db());
    const bob = await sessionFor(db());
    const saved = await list(ana.cookie, { method: 'PUT', body: { lines: threeLines() } });
    expect(saved.status).toBe(200);
    const expected = [
      { product: { id: roller.id, sku: roller.sku, partNumber: roller.part_number, nameEn: 'Door roller 60 mm', nameAr: 'بكرة باب 60 مم', image: null }, quantity: 4 },
      { requested: 'ZX-9 OLD', quantity: 2 },
      { product: expect.objectContaining({ id: motor.id }), quantity: 1 },
    ];
    expect((await saved.json()).lines).toEqual(expected);
    // The same PUT again changes nothing.
    expect((await (await list(ana.cookie, { method: 'PUT', body: { lines: threeLines() } })).json()).lines).toEqual(expected);
    expect((await (await list(ana.cookie)).json()).lines).toEqual(expected);
    expect((await (await list(bob.cookie)).json()).lines).toEqual([]);
    await list(bob.cookie, { method: 'PUT', body: { lines: [{ requested: 'BOB-1', quantity: 1 }] } });
    expect((await (await list(ana.cookie)).json()).lines).toEqual(expected);
    expect((await (await list(ana.cookie, { method: 'PUT', body: { lines: [] } })).json()).lines).toEqual([]);
  });

  it('is part of the buyer\'s data export, with their list requests\' lines', async () => {
    const buyer = await sessionFor(db());
    await list(buyer.cookie, { method: 'PUT', body: { lines: [{ productId: roller.id, quantity: 3 }, { requested: 'ZX-9 OLD', quantity: 1 }] } });
    await postQuote({ kind: 'list', ...contact(), lines: threeLines(), locale: 'en' }, { cookie: buyer.cookie });
    const exported = await (await api('/api/account/export', { headers: { cookie: buyer.cookie } })).json();
    expect(exported.quoteList).toEqual([{ sku: roller.sku, partNumber: roller.part_number, quantity: 3 }, { requested: 'ZX-9 OLD', quantity: 1 }]);
    expect(exported.quoteRequests[0].lines).toHaveLength(3);
  });

  it('leaves out products no longer visible, and lines go with a deleted product', async () => {
    const buyer = await sessionFor(db());
    const doomed = await insertProduct(db());
    const saved = await list(buyer.cookie, { method: 'PUT', body: { lines: [{ productId: hidden.id, quantity: 1 }, { productId: doomed.id, quantity: 2 }, { productId: 2_000_000_000, quantity: 1 }] } });
    expect((await saved.json()).lines).toEqual([{ product: expect.objectContaining({ id: doomed.id }), quantity: 2 }]);
    await db().deleteFrom('products').where('id', '=', doomed.id).execute();
    expect((await (await list(buyer.cookie)).json()).lines).toEqual([]);
  });

  it.each([
    ['no lines field', {}, { lines: 'required' }],
    ['too many lines', { lines: Array.from({ length: QUOTE_LIST_MAX_LINES + 1 }, () => ({ requested: 'A', quantity: 1 })) }, { lines: 'too_many_lines' }],
    ['a bad quantity', { lines: [{ requested: 'A', quantity: 'lots' }] }, { 'lines.0.quantity': 'invalid_quantity' }],
  ])('refuses %s with field codes', async (_name, body, fields) => {
    const buyer = await sessionFor(db());
    const response = await list(buyer.cookie, { method: 'PUT', body });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toMatchObject(fields);
  });
});
