import { LOCALES } from '../../src/i18n/locales.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_SORTS, SORT_DIRECTIONS, type AdminProduct, type AdminProductList } from '#lib/admin/products';
import { findAdminProductPage } from '#server/admin/products/list-repository';
import { loadProductPage } from '#server/catalogue/product-page';
import { clearRecordedPurges, recordedPurges } from '#server/http/cache-tags';
import { api } from '../support/api.ts';
import { useTestDatabase } from '../support/database.ts';
import { sessionFor } from '../support/sessions.ts';
import { adminApi, auditActions, draft, insertCategory, photoStored, stagePhoto, writeCounts } from './admin-products-support.ts';

describe('product administration: the journey of one product', () => {
  const db = useTestDatabase();
  let cookie = '';
  let admin: { email: string; userId: string };
  const asAdmin = adminApi(() => cookie);
  let doors = 0;
  let kone = 0;
  let product: AdminProduct;
  let firstPhoto = '';
  let secondPhoto = '';

  beforeAll(async () => {
    const session = await sessionFor(db(), { role: 'admin' });
    cookie = session.cookie;
    admin = session;
    doors = await insertCategory(db(), 'Door Motors');
    kone = await insertCategory(db(), 'KONE');
  });

  it('creates a product, always hidden, with its categories and its uploaded photo', async () => {
    firstPhoto = await stagePhoto(db());
    clearRecordedPurges();
    const body = draft([kone, doors, kone], { status: undefined, images: [{ key: firstPhoto, altEn: 'Front', altAr: 'أمام' }] });
    const response = await asAdmin('/api/admin/products', { method: 'POST', body });
    expect(response.status).toBe(201);
    product = (await response.json()).product;
    expect(product).toMatchObject({
      sku: '10000001',
      partNumber: 'KM-601',
      nameEn: 'Door Operator Motor',
      nameAr: 'محرك مشغل الباب',
      prices: { new_customer: '150.00', retail: '140.00', small_company: null, large_company: null, distributor: '100.50' },
      sale: { onSale: false, price: null, endsAt: null },
      images: [{ key: firstPhoto, altEn: 'Front', altAr: 'أمام' }],
      status: 'hidden',
      version: 1,
    });
    expect([...product.categoryIds].sort()).toEqual([doors, kone].sort());
    // The upload is claimed: no longer staged, still stored.
    expect(await db().selectFrom('staged_images').select('key').where('key', '=', firstPhoto).execute()).toEqual([]);
    expect(await photoStored(firstPhoto)).toBe(true);
    // Hidden: nothing public changed, only its own tag is purged.
    expect(recordedPurges()).toEqual([[`product:${product.sku}`]]);

    const audit = await db().selectFrom('audit_log').selectAll().execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'product.create', entity_type: 'product', entity_id: String(product.id), sku: '10000001', actor_email: admin.email, before: null });
    expect(audit[0]!.after).toEqual(product);
  });

  it('reads it back for the editor, and 404s ids that are not products', async () => {
    const response = await asAdmin(`/api/admin/products/${product.id}`);
    expect(await response.json()).toEqual({ product });
    for (const id of ['999999', '2147483648', '99999999999', 'abc', '-1', '0', '1.5']) {
      for (const method of ['GET', 'PUT', 'DELETE']) {
        const missing = await asAdmin(`/api/admin/products/${id}`, { method, body: method === 'PUT' ? { ...draft([doors]), status: 'active', version: 1 } : undefined });
        expect(missing.status, `${method} ${id}`).toBe(404);
        expect(await missing.json()).toEqual({ error: { code: 'product_not_found' } });
      }
      const status = await asAdmin(`/api/admin/products/${id}/status`, { method: 'PATCH', body: { status: 'active' } });
      expect(status.status).toBe(404);
    }
  });

  it('is not public while hidden: 404 for visitors, customers and the product JSON; the page previews for admins only', async () => {
    expect((await api(`/api/products/${product.sku}`)).status).toBe(404);
    const url = new URL(`http://localhost:4321/products/${product.sku}`);
    expect(await loadProductPage(new Request(url), product.sku, 'en', url)).toBeNull();
    const customer = await sessionFor(db(), { role: 'distributor' });
    expect(await loadProductPage(new Request(url, { headers: { cookie: customer.cookie } }), product.sku, 'en', url)).toBeNull();

    for (const locale of LOCALES) {
      const page = await loadProductPage(new Request(url, { headers: { cookie } }), product.sku, locale, url);
      expect(page).toMatchObject({ hidden: true, product: { sku: product.sku } });
      expect(page!.headers['Cache-Control']).toBe('private, no-store');
      expect(page!.headers['Netlify-Cache-Tag']).toBeUndefined();
    }
  });

  it('updates it over the version it was loaded at: new photo claimed, removed photo deleted after commit', async () => {
    secondPhoto = await stagePhoto(db());
    clearRecordedPurges();
    const body = {
      ...draft([doors], { nameEn: 'Door Operator Motor AMD', images: [{ key: secondPhoto, altEn: '', altAr: '' }] }),
      sale: { onSale: true, price: '90', endsAt: new Date(Date.now() + 86_400_000).toISOString() },
      status: 'hidden',
      version: 1,
    };
    const response = await asAdmin(`/api/admin/products/${product.id}`, { method: 'PUT', body });
    expect(response.status).toBe(200);
    const updated: AdminProduct = (await response.json()).product;
    expect(updated).toMatchObject({ nameEn: 'Door Operator Motor AMD', categoryIds: [doors], version: 2, images: [{ key: secondPhoto }] });
    expect(updated.sale).toMatchObject({ onSale: true, price: '90.00' });
    expect(await photoStored(firstPhoto)).toBe(false);
    expect(await photoStored(secondPhoto)).toBe(true);
    expect((await writeCounts(db())).deletions).toBe(0);

    const [entry] = await db().selectFrom('audit_log').selectAll().where('action', '=', 'product.update').execute();
    expect(entry).toMatchObject({ sku: '10000001', before: { ...product }, after: updated });
    expect(recordedPurges()).toEqual([[`product:${product.sku}`]]);

    // The same save again, from the version it was read at: refused, nothing overwritten.
    const stale = await asAdmin(`/api/admin/products/${product.id}`, { method: 'PUT', body: { ...body, nameEn: 'Stale name' } });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({ error: { code: 'version_conflict' } });
    expect((await (await asAdmin(`/api/admin/products/${product.id}`)).json()).product).toEqual(updated);
    product = updated;
  });

  it('lets exactly one of two saves from the same version through', async () => {
    const save = (nameEn: string) =>
      asAdmin(`/api/admin/products/${product.id}`, { method: 'PUT', body: { ...draft([doors], { nameEn, images: product.images }), sale: product.sale, status: 'hidden', version: product.version } });
    const responses = await Promise.all([save('First writer'), save('Second writer')]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner: AdminProduct = (await responses.find((r) => r.status === 200)!.json()).product;
    expect(winner.version).toBe(product.version + 1);
    const stored = (await (await asAdmin(`/api/admin/products/${product.id}`)).json()).product;
    expect(stored).toEqual(winner);
    expect((await auditActions(db())).filter((a) => a === 'product.update')).toHaveLength(2);
    product = winner;
  });

  it('shows and hides it from the table, idempotently, and the catalogue follows', async () => {
    clearRecordedPurges();
    const show = () => asAdmin(`/api/admin/products/${product.id}/status`, { method: 'PATCH', body: { status: 'active' } });
    const first = await show();
    expect(first.status).toBe(200);
    const row = (await first.json()).product;
    expect(row).toEqual({
      id: product.id,
      sku: product.sku,
      partNumber: product.partNumber,
      nameEn: product.nameEn,
      nameAr: product.nameAr,
      status: 'active',
      onSale: true,
      image: secondPhoto,
      version: product.version + 1,
    });
    expect((await (await show()).json()).product).toEqual(row);
    expect((await auditActions(db())).filter((a) => a === 'product.show')).toHaveLength(1);
    expect(recordedPurges()).toEqual([['catalogue', `product:${product.sku}`]]);

    const publicJson = await api(`/api/products/${product.sku}`);
    expect(publicJson.status).toBe(200);
    expect(publicJson.headers.get('Netlify-Cache-Tag')).toBe(`catalogue,product:${product.sku}`);
    expect((await api('/api/products')).headers.get('Netlify-Cache-Tag')).toBe('catalogue');
    expect((await api('/api/categories')).headers.get('Netlify-Cache-Tag')).toBe('catalogue');
    const url = new URL(`http://localhost:4321/products/${product.sku}`);
    const visitorPage = await loadProductPage(new Request(url), product.sku, 'en', url);
    expect(visitorPage).toMatchObject({ hidden: false });
    expect(visitorPage!.headers['Netlify-Cache-Tag']).toBe(`catalogue,product:${product.sku}`);

    const hidden = await asAdmin(`/api/admin/products/${product.id}/status`, { method: 'PATCH', body: { status: 'hidden' } });
    expect((await hidden.json()).product).toMatchObject({ status: 'hidden', version: product.version + 2 });
    expect((await auditActions(db())).slice(-1)).toEqual(['product.hide']);
    expect((await api(`/api/products/${product.sku}`)).status).toBe(404);
    product = (await (await asAdmin(`/api/admin/products/${product.id}`)).json()).product;
  });

  it('refuses a SKU another product has, on create and on update, writing nothing', async () => {
    const other = (await (await asAdmin('/api/admin/products', { method: 'POST', body: draft([doors], { sku: '10000002' }) })).json()).product;
    const before = await writeCounts(db());
    const create = await asAdmin('/api/admin/products', { method: 'POST', body: draft([doors], { sku: product.sku }) });
    expect(create.status).toBe(409);
    expect(await create.json()).toEqual({ error: { code: 'sku_taken', fields: { sku: 'sku_taken' } } });
    // The update reaches the unique index itself (no pre-check): still a 409, never a 500.
    const update = await asAdmin(`/api/admin/products/${other.id}`, { method: 'PUT', body: { ...draft([doors], { sku: product.sku }), status: 'hidden', version: other.version } });
    expect(update.status).toBe(409);
    expect(await update.json()).toEqual({ error: { code: 'sku_taken', fields: { sku: 'sku_taken' } } });
    expect(await writeCounts(db())).toEqual(before);
  });

  it('creates exactly one of two racing products with one SKU', async () => {
    const create = () => asAdmin('/api/admin/products', { method: 'POST', body: draft([doors], { sku: '10000099' }) });
    const responses = await Promise.all([create(), create()]);
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await db().selectFrom('products').select('id').where('sku', '=', '10000099').execute()).toHaveLength(1);
  });

  it('deletes it: its quotes stay and still name it, its photos go after commit', async () => {
    await db()
      .insertInto('quotes')
      .values({ kind: 'standard', product_id: product.id, product_sku: product.sku, name: 'Buyer', email: 'b@example.com', phone_country_code: '+966', phone: '512345678', company: 'Co', quantity: 2 })
      .execute();
    clearRecordedPurges();
    const response = await asAdmin(`/api/admin/products/${product.id}`, { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect((await asAdmin(`/api/admin/products/${product.id}`)).status).toBe(404);
    expect((await asAdmin(`/api/admin/products/${product.id}`, { method: 'DELETE' })).status).toBe(404);
    expect(await photoStored(secondPhoto)).toBe(false);
    expect((await writeCounts(db())).deletions).toBe(0);
    expect(await db().selectFrom('product_categories').select('category_id').where('product_id', '=', product.id).execute()).toEqual([]);
    expect(recordedPurges()).toEqual([[`product:${product.sku}`]]);

    const inbox = await (await asAdmin('/api/admin/quotes')).json();
    expect(inbox.items).toHaveLength(1);
    expect(inbox.items[0].product).toEqual({ id: null, sku: product.sku, partNumber: product.partNumber, nameEn: product.nameEn, nameAr: product.nameAr });

    const [entry] = await db().selectFrom('audit_log').selectAll().where('action', '=', 'product.delete').execute();
    expect(entry).toMatchObject({ entity_id: String(product.id), sku: product.sku, before: product, after: null });
  });
});

describe('the products table', () => {
  const db = useTestDatabase();
  let cookie = '';
  const asAdmin = adminApi(() => cookie);
  const list = async (query = ''): Promise<AdminProductList> => {
    const response = await asAdmin(`/api/admin/products${query}`);
    expect(response.status).toBe(200);
    return response.json();
  };
  const skus = async (query: string) => (await list(query)).items.map((p) => p.sku);

  beforeAll(async () => {
    cookie = (await sessionFor(db(), { role: 'admin' })).cookie;
    const category = await insertCategory(db(), 'Door Locks');
    const day = 86_400_000;
    const now = Date.now();
    // 60 products: every 3rd hidden, every 10th on a sale in force, #5 on a sale that ended; created a minute apart.
    const rows = Array.from({ length: 60 }, (_, i) => ({
      sku: String(30000000 + i),
      part_number: `${i % 2 ? 'OT' : 'km'}-${1000 + i}`,
      name_en: `${['Lock', 'door', 'Roller'][i % 3]} part ${String(i).padStart(2, '0')}`,
      name_ar: i === 7 ? 'قفل خاص' : `قطعة ${i}`,
      distributors_price: '10.00',
      status: i % 3 === 0 ? ('hidden' as const) : ('active' as const),
      on_sale: i % 10 === 0 || i === 5,
      sale_price: i % 10 === 0 || i === 5 ? '5.00' : null,
      sale_ends_at: i === 5 ? new Date(now - day) : i % 10 === 0 ? new Date(now + day) : null,
      images: JSON.stringify(i === 1 ? [{ key: 'products/main', alt_en: '', alt_ar: '' }, { key: 'products/second', alt_en: '', alt_ar: '' }] : []),
      created_at: new Date(now - (60 - i) * 60_000),
    }));
    const inserted = await db().insertInto('products').values(rows).returning('id').execute();
    await db().insertInto('product_categories').values(inserted.map((p) => ({ product_id: p.id, category_id: category }))).execute();
  });

  it('lists 25 a page, hidden first then newest, with the total and each row', async () => {
    const first = await list();
    expect(first).toMatchObject({ page: 1, pageSize: 25, total: 60 });
    const hidden = Array.from({ length: 20 }, (_, k) => String(30000000 + 57 - 3 * k));
    const active = Array.from({ length: 60 }, (_, i) => 59 - i).filter((i) => i % 3 !== 0).map((i) => String(30000000 + i));
    const expected = [...hidden, ...active];
    const pages = [first, await list('?page=2'), await list('?page=3')];
    expect(pages.map((p) => p.items.length)).toEqual([25, 25, 10]);
    expect(pages.flatMap((p) => p.items.map((item) => item.sku))).toEqual(expected);
    expect((await list('?page=4')).items).toEqual([]);
    expect((await list('?page=1000000')).items).toEqual([]);
    expect((await list('?q=30000001')).items).toEqual([
      { id: expect.any(Number), sku: '30000001', partNumber: 'OT-1001', nameEn: 'door part 01', nameAr: 'قطعة 1', status: 'active', onSale: false, image: 'products/main', version: 1 },
    ]);
  });

  it('reads a page from the end of the order exactly as from the start, for every sort', async () => {
    // Deep pages are read backwards (list.ts): the same rows, in the same order.
    for (const sort of PRODUCT_SORTS) {
      for (const direction of SORT_DIRECTIONS) {
        const forward = await findAdminProductPage(db(), {}, { sort, direction, locale: 'en', offset: 25, limit: 25 });
        const backward = await findAdminProductPage(db(), {}, { sort, direction, locale: 'en', offset: 10, limit: 25, fromEnd: true });
        expect(backward.map((r) => r.sku), `${sort} ${direction}`).toEqual(forward.map((r) => r.sku));
      }
    }
  });

  it('searches SKU, part number and both names, case-insensitively, hidden products included', async () => {
    expect(await skus('?q=3000004')).toEqual(['30000048', '30000045', '30000042', '30000049', '30000047', '30000046', '30000044', '30000043', '30000041', '30000040']);
    expect(await skus('?q=ot-1013')).toEqual(['30000013']);
    expect(await skus('?q=KM-1012')).toEqual(['30000012']);
    expect(await skus('?q=LOCK%20PART%2057')).toEqual(['30000057']);
    expect(await skus(`?q=${encodeURIComponent('قفل خاص')}`)).toEqual(['30000007']);
    expect(await skus('?q=100%25')).toEqual([]);
  });

  it('filters by status and by a sale in force now', async () => {
    expect((await list('?status=hidden')).total).toBe(20);
    expect((await list('?status=active')).total).toBe(40);
    expect(await skus('?sale=on_sale')).toEqual(['30000030', '30000000', '30000050', '30000040', '30000020', '30000010']);
    expect(await skus('?sale=on_sale&status=active')).toEqual(['30000050', '30000040', '30000020', '30000010']);
  });

  it('sorts by name, SKU, part number and status, either way', async () => {
    const byName = await skus('?sort=name&dir=asc');
    expect(byName.slice(0, 3)).toEqual(['30000001', '30000004', '30000007']);
    expect((await skus('?sort=name&dir=desc')).slice(0, 3)).toEqual(['30000059', '30000056', '30000053']);
    // In Arabic, by the Arabic name in Arabic order (قفل after قطعة), not by the English one (issue 20).
    expect((await skus('?sort=name&dir=desc&lang=ar')).slice(0, 3)).toEqual(['30000007', '30000009', '30000008']);
    expect((await skus('?sort=name&dir=asc&lang=ar')).slice(0, 3)).toEqual(['30000000', '30000001', '30000010']);
    expect((await skus('?sort=sku&dir=asc')).slice(0, 2)).toEqual(['30000000', '30000001']);
    expect((await skus('?sort=sku&dir=desc')).slice(0, 2)).toEqual(['30000059', '30000058']);
    // Case-insensitive: "km-1000" sorts with "OT-1001" by its letters, not by its case.
    expect((await skus('?sort=part_number&dir=asc')).slice(0, 2)).toEqual(['30000000', '30000002']);
    expect((await skus('?sort=part_number&dir=desc')).slice(0, 2)).toEqual(['30000059', '30000057']);
    const activeFirst = await list('?sort=status&dir=asc');
    expect(activeFirst.items[0]).toMatchObject({ sku: '30000059', status: 'active' });
  });
});

describe('product and category administration is for administrators only', () => {
  const db = useTestDatabase();
  const calls: [string, string, unknown?][] = [
    ['GET', '/api/admin/products'],
    ['POST', '/api/admin/products', {}],
    ['GET', '/api/admin/products/1'],
    ['PUT', '/api/admin/products/1', {}],
    ['DELETE', '/api/admin/products/1'],
    ['PATCH', '/api/admin/products/1/status', { status: 'active' }],
    ['GET', '/api/admin/categories'],
    ['POST', '/api/admin/categories', { nameEn: 'A', nameAr: 'B' }],
    ['PUT', '/api/admin/categories/1', {}],
    ['DELETE', '/api/admin/categories/1'],
  ];

  it.each(calls)('%s %s: 401 for visitors, 403 for customers, before anything else', async (method, path, body) => {
    const before = await writeCounts(db());
    const visitor = await api(path, { method, body });
    expect(visitor.status).toBe(401);
    const customer = await sessionFor(db(), { role: 'distributor' });
    const refused = await api(path, { method, body, headers: { cookie: customer.cookie } });
    expect(refused.status).toBe(403);
    expect(await writeCounts(db())).toEqual(before);
  });
});
