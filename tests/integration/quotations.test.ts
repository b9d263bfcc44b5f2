import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/index';
import { queueExpiryReminders } from '#server/quotations/reminders';
import { nudgesSettled } from '#server/email/nudge';
import { renderQuotationPdf } from '#server/quotations/pdf';
import { sampleQuotation } from '../support/quotation-sample.ts';
import { api } from '../support/api.ts';
import { useTestDatabase } from '../support/database.ts';
import { sessionFor } from '../support/sessions.ts';

/**
 * Quotations (issue 22) through the API: the admin prices a request, sends it (number, PDF,
 * e-mail with the PDF), revises it; the buyer answers; bad input and other people's ids are
 * refused with nothing written.
 */
const db = useTestDatabase();
let admin = '';
let buyer: { userId: string; email: string; cookie: string };
let other: { userId: string; email: string; cookie: string };
let productId = 0;

const today = (offsetDays = 0) => new Date(Date.now() + 3 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function request(db: Database, owner: { userId: string; email: string } | null, locale: 'en' | 'ar' = 'en'): Promise<number> {
  const row = await db
    .insertInto('quotes')
    .values({ kind: 'standard', product_id: productId, product_sku: '10000001', name: 'Sara', email: owner?.email ?? 'visitor@example.com', phone_country_code: '+966', phone: '512345678', company: 'Najd Elevators', quantity: 4, user_id: owner?.userId ?? null, locale })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const draft = (overrides: Record<string, unknown> = {}) => ({
  locale: 'en',
  validUntil: today(30),
  deliveryTerms: 'Riyadh warehouse, 14 days',
  notes: '',
  lines: [
    { productId, sku: '10000001', partNumber: 'PN-1', description: 'Door roller', unitPrice: '10.01', quantity: 3, discountPercent: '12.5', leadTime: '7 days' },
    { productId: null, sku: '', partNumber: 'KM601', description: 'Free part', unitPrice: '0.05', quantity: '1', discountPercent: '50', leadTime: '' },
  ],
  ...overrides,
});

const asAdmin = (path: string, init: Parameters<typeof api>[1] = {}) => api(path, { ...init, headers: { cookie: admin, ...(init.headers as object) } });

/** Every table's rows as a digest: any write changes it. */
async function snapshot(): Promise<string> {
  // An earlier send's e-mail may still be leaving (the nudge after the answer): that is not this request's write.
  await nudgesSettled();
  const { rows } = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`.execute(db());
  const parts: string[] = [];
  for (const { name } of rows) {
    const { rows: d } = await sql<{ digest: string | null }>`select md5(string_agg(t::text, '|' order by t::text)) as digest from ${sql.table(name)} t`.execute(db());
    parts.push(`${name}:${d[0]!.digest}`);
  }
  return parts.join('\n');
}

beforeAll(async () => {
  admin = (await sessionFor(db(), { role: 'admin' })).cookie;
  buyer = await sessionFor(db(), { role: 'small_company' });
  other = await sessionFor(db(), { role: 'retail' });
  const product = await db()
    .insertInto('products')
    .values({ sku: '10000001', part_number: 'PN-1', name_en: 'Door roller', name_ar: 'بكرة باب', distributors_price: '10.00', small_companies_price: '12.34', retail_price: '15.00', images: '[]', status: 'active' })
    .returning('id')
    .executeTakeFirstOrThrow();
  productId = product.id;
});

describe('the admin prices and sends a quotation', () => {
  it('prefills the requested product at the buyer’s class price, saves a draft with exact totals, sends it with a number, a PDF and an e-mail', async () => {
    const quoteId = await request(db(), buyer);
    const workspace = await (await asAdmin(`/api/admin/quotes/${quoteId}/quotation`)).json();
    expect(workspace.suggestedLines).toEqual([expect.objectContaining({ productId, sku: '10000001', unitPriceHalalas: 1234, quantity: 4 })]);
    expect(workspace.defaultValidUntil).toBe(today(30));

    const saved = await asAdmin(`/api/admin/quotes/${quoteId}/quotation`, { method: 'PUT', body: draft() });
    expect(saved.status).toBe(200);
    const quotation = await saved.json();
    expect(quotation).toMatchObject({ status: 'draft', number: null, version: 1, subtotalHalalas: 2631, vatHalalas: 395, totalHalalas: 3026 });
    expect(quotation.lines.map((l: { lineTotalHalalas: number }) => l.lineTotalHalalas)).toEqual([2628, 3]);

    const sent = await asAdmin(`/api/admin/quotes/${quoteId}/quotation`, { method: 'POST', headers: { 'idempotency-key': crypto.randomUUID() } });
    expect(sent.status).toBe(200);
    const body = await sent.json();
    expect(body).toMatchObject({ status: 'sent', version: 1 });
    expect(body.number).toMatch(new RegExp(`^Q-${today().slice(0, 4)}-\\d{6}$`));
    const row = await db().selectFrom('quotes').select(['status', 'quoted_at']).where('id', '=', quoteId).executeTakeFirstOrThrow();
    expect(row.status).toBe('quoted');
    expect(row.quoted_at).not.toBeNull();

    const mail = await db().selectFrom('email_outbox').innerJoin('email_attachments', 'email_attachments.email_id', 'email_outbox.id').select(['recipient', 'template', 'filename', 'content_type']).where('template', '=', 'quotation_sent').executeTakeFirstOrThrow();
    expect(mail).toEqual({ recipient: buyer.email, template: 'quotation_sent', filename: `${body.number}.pdf`, content_type: 'application/pdf' });

    const audit = await db().selectFrom('audit_log').select(['action', 'actor_email']).where('entity_type', '=', 'quote').where('entity_id', '=', String(quoteId)).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['quotation.draft', 'quotation.send']);

    // The PDF: the admin and the buyer can download it; it says what it is.
    const pdf = await asAdmin(`/api/admin/quotations/${body.id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const mine = await api(`/api/account/quotations/${body.id}/pdf`, { headers: { cookie: buyer.cookie } });
    expect(mine.status).toBe(200);
    const text = pdfText(new Uint8Array(await mine.arrayBuffer()));
    expect(text).toContain('Quotation, not a tax invoice');
    expect(text).toContain(body.number);
    expect(text).toMatch(/VAT 15%\s+SAR 3\.95/);
    expect(text).toMatch(/Total\s+SAR 30\.26/);
  });

  it('numbers sends sequentially and never reuses a number; a revision keeps the number and supersedes the sent version', async () => {
    const first = await request(db(), buyer);
    const second = await request(db(), buyer);
    for (const id of [first, second]) {
      await asAdmin(`/api/admin/quotes/${id}/quotation`, { method: 'PUT', body: draft() });
      expect((await asAdmin(`/api/admin/quotes/${id}/quotation`, { method: 'POST' })).status).toBe(200);
    }
    const numbers = await db().selectFrom('quotations').select(['quote_id', 'number']).where('quote_id', 'in', [first, second]).orderBy('quote_id').execute();
    const [a, b] = numbers.map((n) => Number(n.number!.slice(-6)));
    expect(b).toBe(a! + 1);

    // Revise the first: a new draft version; the sent one stays as it was until the revision is sent.
    const revised = await (await asAdmin(`/api/admin/quotes/${first}/quotation`, { method: 'PUT', body: draft({ lines: [draft().lines[0]] }) })).json();
    expect(revised).toMatchObject({ version: 2, status: 'draft' });
    const resent = await (await asAdmin(`/api/admin/quotes/${first}/quotation`, { method: 'POST' })).json();
    expect(resent).toMatchObject({ version: 2, status: 'sent', number: numbers[0]!.number });
    const versions = await db().selectFrom('quotations').select(['version', 'status']).where('quote_id', '=', first).orderBy('version').execute();
    expect(versions).toEqual([{ version: 1, status: 'superseded' }, { version: 2, status: 'sent' }]);
  });
});

describe('the buyer answers', () => {
  async function sentQuotation(owner = buyer, validUntil = today(30)): Promise<{ quoteId: number; id: number }> {
    const quoteId = await request(db(), owner);
    await asAdmin(`/api/admin/quotes/${quoteId}/quotation`, { method: 'PUT', body: draft({ validUntil }) });
    const sent = await (await asAdmin(`/api/admin/quotes/${quoteId}/quotation`, { method: 'POST' })).json();
    return { quoteId, id: sent.id };
  }
  const respond = (id: number, body: unknown, cookie = buyer.cookie) => api(`/api/account/quotations/${id}/response`, { method: 'POST', body, headers: { cookie } });

  it('accepts once: the request is accepted, the shop is told, a second accept is a 409 that writes nothing', async () => {
    const { quoteId, id } = await sentQuotation();
    const accepted = await respond(id, { action: 'accept', note: 'Deliver by the 20th' });
    expect(accepted.status).toBe(200);
    expect((await db().selectFrom('quotes').select('status').where('id', '=', quoteId).executeTakeFirstOrThrow()).status).toBe('accepted');
    const mail = await db().selectFrom('email_outbox').select(['template', 'reply_to']).where('template', '=', 'quotation_response').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(mail.reply_to).toBe(buyer.email);
    const before = await snapshot();
    const twice = await respond(id, { action: 'accept', note: '' });
    expect(twice.status).toBe(409);
    expect((await twice.json()).error.code).toBe('quotation_answered');
    expect(await snapshot()).toBe(before);
  });

  it('asks for a change: the request goes back to pending; declines with a note', async () => {
    const change = await sentQuotation();
    expect((await respond(change.id, { action: 'change', note: 'Cheaper please' })).status).toBe(200);
    expect((await db().selectFrom('quotes').select('status').where('id', '=', change.quoteId).executeTakeFirstOrThrow()).status).toBe('pending');
    const decline = await sentQuotation();
    expect((await respond(decline.id, { action: 'decline', note: '' })).status).toBe(200);
    expect((await db().selectFrom('quotes').select('status').where('id', '=', decline.quoteId).executeTakeFirstOrThrow()).status).toBe('declined');
  });

  it('cannot accept after the validity has ended (409 quotation_expired, nothing written); the inbox shows it as expired', async () => {
    const { quoteId, id } = await sentQuotation();
    await db().updateTable('quotations').set({ valid_until: new Date(Date.now() - 1000) }).where('id', '=', id).execute();
    await db().updateTable('quotes').set({ valid_until: new Date(Date.now() - 1000) }).where('id', '=', quoteId).execute();
    const before = await snapshot();
    const late = await respond(id, { action: 'accept', note: '' });
    expect(late.status).toBe(409);
    expect((await late.json()).error.code).toBe('quotation_expired');
    expect(await snapshot()).toBe(before);
    const expired = await (await asAdmin('/api/admin/quotes?status=expired')).json();
    expect(expired.items.map((q: { id: number }) => q.id)).toContain(quoteId);
    expect(expired.items.find((q: { id: number }) => q.id === quoteId).quotation.expired).toBe(true);
    const quoted = await (await asAdmin('/api/admin/quotes?status=quoted')).json();
    expect(quoted.items.map((q: { id: number }) => q.id)).not.toContain(quoteId);
  });

  it('someone else’s quotation is a 404 for answers and the PDF, like a made-up id (IDOR), and nothing is written', async () => {
    const { id } = await sentQuotation(buyer);
    const before = await snapshot();
    for (const target of [id, id + 100_000]) {
      const answer = await respond(target, { action: 'decline', note: '' }, other.cookie);
      expect([answer.status, (await answer.json()).error.code]).toEqual([404, 'quotation_not_found']);
      const pdf = await api(`/api/account/quotations/${target}/pdf`, { headers: { cookie: other.cookie } });
      expect([pdf.status, (await pdf.json()).error.code]).toEqual([404, 'quotation_not_found']);
    }
    // A draft is not the buyer's to see either.
    const quoteId = await request(db(), buyer);
    const unsent = await (await asAdmin(`/api/admin/quotes/${quoteId}/quotation`, { method: 'PUT', body: draft() })).json();
    const snapshotAfterDraft = await snapshot();
    expect((await api(`/api/account/quotations/${unsent.id}/pdf`, { headers: { cookie: buyer.cookie } })).status).toBe(404);
    expect((await respond(unsent.id, { action: 'accept', note: '' })).status).toBe(404);
    expect(await snapshot()).toBe(snapshotAfterDraft);
    expect(before).not.toBe(snapshotAfterDraft);
  });

  it('reminds the buyer once, three days before the validity ends', async () => {
    const { id } = await sentQuotation(buyer, today(2));
    expect(await queueExpiryReminders(db())).toBeGreaterThanOrEqual(1);
    expect(await queueExpiryReminders(db())).toBe(0);
    const row = await db().selectFrom('quotations').select('reminder_queued_at').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.reminder_queued_at).not.toBeNull();
    expect(await db().selectFrom('email_outbox').select('recipient').where('template', '=', 'quotation_expiring').execute()).toEqual([{ recipient: buyer.email }]);
  });
});

describe('bad input: 400 with field codes, nothing written, never a 500', () => {
  const line = draft().lines[0]!;
  const cases: [string, Record<string, unknown>, Record<string, string>][] = [
    ['no lines', { lines: [] }, { lines: 'lines_required' }],
    ['a negative price', { lines: [{ ...line, unitPrice: '-1' }] }, { 'lines.0.unitPrice': 'negative_price' }],
    ['a negative quantity', { lines: [{ ...line, quantity: -2 }] }, { 'lines.0.quantity': 'invalid_quantity' }],
    ['a discount over 100%', { lines: [{ ...line, discountPercent: '100.01' }] }, { 'lines.0.discountPercent': 'discount_over_100' }],
    ['a validity in the past', { validUntil: today(-1) }, { validUntil: 'validity_past' }],
    ['a line for a deleted product', { lines: [{ ...line, productId: 999_999 }] }, { 'lines.0.productId': 'product_unavailable' }],
  ];
  it.each(cases)('%s', async (_name, overrides, fields) => {
    const quoteId = await request(db(), buyer);
    const before = await snapshot();
    const response = await asAdmin(`/api/admin/quotes/${quoteId}/quotation`, { method: 'PUT', body: draft(overrides) });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({ code: 'invalid_input', fields });
    expect(await snapshot()).toBe(before);
  });

  it('sending without a draft is a 404; an unknown request is a 404', async () => {
    const quoteId = await request(db(), buyer);
    expect((await asAdmin(`/api/admin/quotes/${quoteId}/quotation`, { method: 'POST' })).status).toBe(404);
    expect((await asAdmin('/api/admin/quotes/999999/quotation')).status).toBe(404);
    expect((await asAdmin('/api/admin/quotations/999999/pdf')).status).toBe(404);
  });
});

describe('the PDF in Arabic', () => {
  it('extracts with the shaped Arabic words in logical order, identifiers left to right, the VAT line and the total', async () => {
    // pdftotext marks right-to-left runs with embedding controls; the words are read without them.
    const text = pdfText(await renderQuotationPdf(sampleQuotation('ar', 20))).replace(/[\u202a-\u202e\u2066-\u2069\u200e\u200f]/g, '');
    expect(text).toContain('عرض سعر وليس فاتورة ضريبية');
    expect(text).toContain('شركة قطع غيار المصاعد الخليجية للتجارة');
    expect(text).toContain('حبل رفع فولاذي');
    expect(text).toContain('لوحة تحكم رئيسية');
    expect(text).toContain('Q-2026-000123');
    expect(text).toContain('KM60000G00');
    expect(text).toMatch(/٨٤٬٠٦٨٫٥٧\s*ر\.س\s+المجموع الفرعي/);
    expect(text).toMatch(/١٢٬٦١٠٫٢٩\s*ر\.س\s+ضريبة القيمة المضافة/);
    expect(text).toMatch(/٩٦٬٦٧٨٫٨٦\s*ر\.س\s+الإجمالي/);
  });

  it('in English: the VAT line and the total', async () => {
    const text = pdfText(await renderQuotationPdf(sampleQuotation('en', 20)));
    expect(text).toMatch(/VAT 15%\s+SAR 12,610\.29/);
    expect(text).toMatch(/Total\s+SAR 96,678\.86/);
    expect(text).toContain('Quotation, not a tax invoice');
  });
});

/** pdftotext's reading of a PDF. */
function pdfText(bytes: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'quotation-'));
  const file = join(dir, 'q.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}
