import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '#lib/admin/audit';
import { api } from '../support/api.ts';
import { useTestDatabase } from '../support/database.ts';
import { insertProduct } from '../support/quotes.ts';
import { sessionFor } from '../support/sessions.ts';

/** GET /api/admin/activity: the audit log of admin writes, newest first, by kind and SKU, 25 a page. */
describe('admin activity', () => {
  const db = useTestDatabase();
  let admin = '';
  let adminEmail = '';
  const asAdmin = (path: string, init: Parameters<typeof api>[1] = {}) => api(path, { ...init, headers: { cookie: admin } });
  const activity = async (query = '') => {
    const response = await asAdmin(`/api/admin/activity${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as AuditPage;
  };
  const insertQuote = (product: { id: number; sku: string } | null) =>
    db()
      .insertInto('quotes')
      .values({
        kind: product ? 'standard' : 'custom',
        product_id: product?.id ?? null,
        product_sku: product?.sku ?? null,
        name: 'Sara',
        email: 'sara@example.com',
        phone_country_code: '+966',
        phone: '512345678',
        company: 'Riyadh Towers',
        quantity: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    ({ cookie: admin, email: adminEmail } = await sessionFor(db(), { role: 'admin' }));
  });

  it('is empty before any admin write', async () => {
    expect(await activity()).toEqual({ items: [], categoryNames: {}, page: 1, pageSize: 25, total: 0 });
  });

  it('lists every kind of write newest first, and filters by kind and by SKU', async () => {
    const door = await insertProduct(db());
    const roller = await insertProduct(db());
    const doorQuote = await insertQuote(door);
    const rollerQuote = await insertQuote(roller);
    const customQuote = await insertQuote(null);
    const message = await db()
      .insertInto('messages')
      .values({ name: 'Lina', email: 'lina@example.com', phone: '0501234567', subject: 'S', message: 'M' })
      .returning('id')
      .executeTakeFirstOrThrow();

    const finish = (id: number) => asAdmin(`/api/admin/quotes/${id}`, { method: 'PATCH', body: { status: 'finished' } });
    expect((await finish(doorQuote.id)).status).toBe(200);
    expect((await asAdmin(`/api/admin/messages/${message.id}`, { method: 'PATCH', body: { status: 'read' } })).status).toBe(200);
    expect((await finish(customQuote.id)).status).toBe(200);
    expect((await asAdmin('/api/admin/site-settings', { method: 'PUT', body: { maintenanceMode: true } })).status).toBe(200);
    expect((await finish(rollerQuote.id)).status).toBe(200);

    const all = await activity();
    expect(all.total).toBe(5);
    expect(all.items.map((e) => [e.action, e.entityId, e.sku])).toEqual([
      ['quote.status', String(rollerQuote.id), roller.sku],
      ['settings.update', 'site', null],
      ['quote.status', String(customQuote.id), null],
      ['message.status', String(message.id), null],
      ['quote.status', String(doorQuote.id), door.sku],
    ]);
    expect(all.items[0]).toEqual({
      id: expect.any(String),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      actorEmail: adminEmail,
      action: 'quote.status',
      entity: 'quote',
      entityId: String(rollerQuote.id),
      sku: roller.sku,
      before: { status: 'pending' },
      after: { status: 'finished' },
    });

    expect((await activity('?kind=quote')).items.map((e) => e.entityId)).toEqual([rollerQuote.id, customQuote.id, doorQuote.id].map(String));
    expect((await activity('?kind=settings')).items.map((e) => e.action)).toEqual(['settings.update']);
    expect((await activity('?kind=product')).total).toBe(0);
    const bySku = await activity(`?sku=${door.sku}`);
    expect(bySku.items.map((e) => e.entityId)).toEqual([String(doorQuote.id)]);
    expect(bySku.total).toBe(1);
    expect((await activity(`?kind=message&sku=${door.sku}`)).total).toBe(0);
    expect((await activity(`?kind=all&sku=&page=1`)).total).toBe(5);
  });

  it('pages 25 entries at a time, continuing newest first', async () => {
    const logged = (await activity('?kind=settings')).total;
    for (let i = 0; i < 30 - logged; i++) {
      expect((await asAdmin('/api/admin/site-settings', { method: 'PUT', body: { maintenanceMode: i % 2 === 0 } })).status).toBe(200);
    }
    const first = await activity('?kind=settings');
    const second = await activity('?kind=settings&page=2');
    expect(first).toMatchObject({ page: 1, pageSize: 25, total: 30 });
    expect(second).toMatchObject({ page: 2, pageSize: 25, total: 30 });
    expect(first.items).toHaveLength(25);
    expect(second.items).toHaveLength(5);
    const ids = [...first.items, ...second.items].map((e) => BigInt(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => (a > b ? -1 : 1)));
    expect((await activity('?kind=settings&page=3')).items).toEqual([]);
  });

  it('names the categories a product entry refers to by id, in both languages', async () => {
    const add = async (nameEn: string, nameAr: string) => (await (await asAdmin('/api/admin/categories', { method: 'POST', body: { nameEn, nameAr } })).json()).category.id as number;
    const motors = await add('Door Motors', 'محركات الأبواب');
    const brand = await add('Old Brand', 'علامة قديمة');
    const draft = { sku: '50000001', partNumber: 'KM-1', nameEn: 'Motor', nameAr: 'محرك', descriptionEn: '', descriptionAr: '', prices: { new_customer: '', retail: '', small_company: '', large_company: '', distributor: '10' }, sale: { onSale: false, price: '', endsAt: null }, categoryIds: [motors, brand], images: [] };
    expect((await asAdmin('/api/admin/products', { method: 'POST', body: draft })).status).toBe(201);
    const page = await activity('?kind=product');
    expect(page.items[0]!.after).toMatchObject({ categoryIds: [motors, brand] });
    expect(page.categoryNames).toEqual({ [motors]: { nameEn: 'Door Motors', nameAr: 'محركات الأبواب' }, [brand]: { nameEn: 'Old Brand', nameAr: 'علامة قديمة' } });
  });

  it.each([
    ['?kind=bogus', { kind: 'invalid_value' }],
    ['?kind=', { kind: 'invalid_value' }],
    ['?sku=abc', { sku: 'invalid_sku' }],
    ['?sku=1234567', { sku: 'invalid_sku' }],
    ['?page=0', { page: 'invalid_page' }],
    ['?page=abc', { page: 'invalid_page' }],
    ['?page=1.5', { page: 'invalid_page' }],
    ['?page=1000001', { page: 'invalid_page' }],
    ['?actor=someone', { actor: 'unknown_field' }],
    ['?kind=photo&page=-1', { kind: 'invalid_value', page: 'invalid_page' }],
  ])('answers %s with 400 and field codes', async (query, fields) => {
    const response = await asAdmin(`/api/admin/activity${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'invalid_input', fields } });
  });
});
