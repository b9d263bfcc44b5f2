import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { AdminMessage, AdminQuote, Page } from '#lib/inbox/types';
import { api } from '../support/api.ts';
import { useTestDatabase } from '../support/database.ts';
import { sessionFor } from '../support/sessions.ts';
import { insertProduct } from '../support/quotes.ts';

/**
 * Issue 20: the quote and message inboxes searched (company, name, e-mail; SKU and part number for
 * quotes) and filtered by status and by day (Riyadh time), in the query string, server-side, paged.
 */
const db = useTestDatabase();
let admin = '';
let gone = { sku: '', part: '' };
let kept = { sku: '', part: '' };

/** Riyadh midnight is 21:00 UTC the day before. */
const riyadh = (day: string, time = '12:00') => new Date(`${day}T${time}:00+03:00`);

beforeAll(async () => {
  ({ cookie: admin } = await sessionFor(db(), { role: 'admin' }));
  const doorMotor = await insertProduct(db(), { nameEn: 'Door motor', nameAr: 'محرك باب' });
  const roller = await insertProduct(db(), { nameEn: 'Door roller', nameAr: 'بكرة باب' });
  kept = { sku: doorMotor.sku, part: 'KM-602-VF' };
  await db().updateTable('products').set({ part_number: kept.part }).where('id', '=', doorMotor.id).execute();
  const quote = (values: { company: string; name: string; email: string; productId?: number; sku?: string; status?: 'pending' | 'finished'; at: Date }) =>
    db()
      .insertInto('quotes')
      .values({
        kind: values.productId ? 'standard' : 'custom',
        product_id: values.productId ?? null,
        product_sku: values.sku ?? null,
        name: values.name,
        email: values.email,
        phone_country_code: '+966',
        phone: '512345678',
        company: values.company,
        quantity: 1,
        status: values.status ?? 'pending',
        created_at: values.at,
      })
      .execute();
  await quote({ company: 'Al Noor Elevators', name: 'Sara', email: 'sara@alnoor.example', productId: doorMotor.id, sku: doorMotor.sku, at: riyadh('2026-03-01', '00:30') });
  await quote({ company: 'Riyadh Towers', name: 'Omar', email: 'omar@towers.example', productId: roller.id, sku: roller.sku, status: 'finished', at: riyadh('2026-03-02') });
  await quote({ company: 'مصاعد النور', name: 'خالد', email: 'khaled@nour.example', at: riyadh('2026-02-28', '23:30') });
  await quote({ company: 'Jeddah Lifts', name: 'Huda', email: 'huda@jeddah.example', productId: roller.id, sku: roller.sku, at: riyadh('2026-03-10') });
  // A product deleted after its quote: the quote keeps its SKU and, copied at the deletion, its part number.
  const removed = await insertProduct(db(), { nameEn: 'Brake coil' });
  gone = { sku: removed.sku, part: removed.part_number };
  await quote({ company: 'Dammam Service', name: 'Ali', email: 'ali@dammam.example', productId: removed.id, sku: removed.sku, at: riyadh('2026-03-05') });
  await db().updateTable('quotes').set({ product_part_number: removed.part_number, product_name_en: 'Brake coil', product_name_ar: 'ملف فرامل' }).where('product_id', '=', removed.id).execute();
  await db().deleteFrom('products').where('id', '=', removed.id).execute();
  // 30 more, to page through.
  await sql`insert into quotes (kind, name, email, phone_country_code, phone, company, quantity, created_at)
    select 'custom', 'Buyer ' || i, 'bulk' || i || '@bulk.example', '+966', '512345678', 'Bulk Buyer Co', 1, timestamptz '2026-01-15 12:00+03' + (i || ' minutes')::interval
    from generate_series(1, 30) as i`.execute(db());

  const message = (values: { company: string | null; name: string; email: string; status?: 'unread' | 'read' | 'archived'; at: Date }) =>
    db()
      .insertInto('messages')
      .values({ name: values.name, company: values.company, email: values.email, phone: '0501234567', subject: 'Parts', message: 'Hello', status: values.status ?? 'unread', created_at: values.at })
      .execute();
  await message({ company: 'Al Noor Elevators', name: 'Sara', email: 'sara@alnoor.example', at: riyadh('2026-03-01') });
  await message({ company: null, name: 'Fahad Al-Harbi', email: 'fahad@mail.example', status: 'read', at: riyadh('2026-03-03') });
  await message({ company: 'Riyadh Towers', name: 'Omar', email: 'omar@towers.example', status: 'archived', at: riyadh('2026-03-04') });
});

const get = async <T>(path: string) => {
  const response = await api(path, { headers: { cookie: admin } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as Page<T>;
};
const quotes = (query: string) => get<AdminQuote>(`/api/admin/quotes?${query}`);
const messages = (query: string) => get<AdminMessage>(`/api/admin/messages?${query}`);
const companies = (page: Page<{ company: string | null }>) => page.items.map((item) => item.company);

describe('the quotes inbox: search and filters', () => {
  it('finds quotes by company, name or e-mail, in part and in any case, newest first', async () => {
    expect(companies(await quotes('q=al%20noor'))).toEqual(['Al Noor Elevators']);
    expect(companies(await quotes('q=TOWERS'))).toEqual(['Riyadh Towers']);
    expect(companies(await quotes('q=huda'))).toEqual(['Jeddah Lifts']);
    expect(companies(await quotes('q=%40jeddah.example'))).toEqual(['Jeddah Lifts']);
    expect(companies(await quotes(`q=${encodeURIComponent('النور')}`))).toEqual(['مصاعد النور']);
    expect((await quotes('q=nobody-here')).total).toBe(0);
    // LIKE's own characters are searched as typed, not as wildcards.
    expect((await quotes('q=%25')).total).toBe(0);
    expect((await quotes('q=_')).total).toBe(0);
  });

  it('finds quotes by SKU and part number: the product’s current ones, or those kept after it was deleted', async () => {
    expect(companies(await quotes(`q=${kept.sku}`))).toEqual(['Al Noor Elevators']);
    expect(companies(await quotes(`q=${kept.part.toLowerCase()}`))).toEqual(['Al Noor Elevators']);
    expect(companies(await quotes('q=602-v'))).toEqual(['Al Noor Elevators']);
    expect(companies(await quotes(`q=${gone.sku}`))).toEqual(['Dammam Service']);
    expect(companies(await quotes(`q=${gone.part}`))).toEqual(['Dammam Service']);
    // Arabic-Indic digits, as an Arabic keyboard types them.
    const arabicDigits = kept.sku.replace(/[0-9]/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    expect(companies(await quotes(`q=${encodeURIComponent(arabicDigits)}`))).toEqual(['Al Noor Elevators']);
  });

  it('filters by status and by Riyadh day, inclusive at both ends', async () => {
    expect(companies(await quotes('status=finished'))).toEqual(['Riyadh Towers']);
    // 00:30 on 1 March in Riyadh is still 28 February in UTC; 23:30 on 28 February is not 1 March.
    expect(companies(await quotes('from=2026-03-01&to=2026-03-02'))).toEqual(['Riyadh Towers', 'Al Noor Elevators']);
    expect(companies(await quotes('from=2026-03-02'))).toEqual(['Jeddah Lifts', 'Dammam Service', 'Riyadh Towers']);
    expect(companies(await quotes('to=2026-02-28&q=%D9%85%D8%B5%D8%A7%D8%B9%D8%AF'))).toEqual(['مصاعد النور']);
    expect(companies(await quotes('status=pending&from=2026-03-01&q=noor'))).toEqual(['Al Noor Elevators']);
    expect(companies(await quotes('from=2026-03-02&to=2026-03-02'))).toEqual(['Riyadh Towers']);
  });

  it('pages what it keeps, with the total of the filtered list', async () => {
    const first = await quotes('q=bulk%20buyer');
    expect(first).toMatchObject({ page: 1, pageSize: 25, total: 30 });
    expect(first.items).toHaveLength(25);
    const second = await quotes('q=bulk%20buyer&page=2');
    expect(second.items.map((q) => q.name)).toEqual(['Buyer 5', 'Buyer 4', 'Buyer 3', 'Buyer 2', 'Buyer 1']);
    expect((await quotes('q=bulk%20buyer&page=3')).items).toEqual([]);
  });

  it('refuses a malformed query with field codes', async () => {
    const refused = async (query: string, fields: Record<string, string>) => {
      const response = await api(`/api/admin/quotes?${query}`, { headers: { cookie: admin } });
      expect(response.status, query).toBe(400);
      expect(await response.json(), query).toEqual({ error: { code: 'invalid_input', fields } });
    };
    await refused('status=archived', { status: 'invalid_status' });
    await refused('from=yesterday', { from: 'invalid_date' });
    await refused('to=2026-02-30', { to: 'invalid_date' });
    await refused('from=0000-01-01', { from: 'invalid_date' });
    await refused('from=2026-03-02&to=2026-03-01', { to: 'date_range_reversed' });
    await refused(`q=${'x'.repeat(101)}`, { q: 'too_long' });
    await refused('q=a%00b', { q: 'invalid_characters' });
    await refused('page=0', { page: 'invalid_page' });
    await refused('sort=company', { sort: 'unknown_field' });
  });
});

describe('the messages inbox: search and filters', () => {
  it('finds messages by company, name or e-mail, and filters by status and day', async () => {
    expect(companies(await messages('q=noor'))).toEqual(['Al Noor Elevators']);
    expect((await messages('q=al-harbi')).items.map((m) => m.name)).toEqual(['Fahad Al-Harbi']);
    expect((await messages('q=fahad%40mail')).total).toBe(1);
    expect(companies(await messages('status=archived'))).toEqual(['Riyadh Towers']);
    expect(companies(await messages('status=read'))).toEqual([null]);
    expect(companies(await messages('from=2026-03-02&to=2026-03-03'))).toEqual([null]);
    expect((await messages('status=unread&q=towers')).total).toBe(0);
    const refused = await api('/api/admin/messages?status=finished', { headers: { cookie: admin } });
    expect(await refused.json()).toEqual({ error: { code: 'invalid_input', fields: { status: 'invalid_status' } } });
  });
});
