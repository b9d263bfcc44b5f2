import { beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_LIMITS } from '#lib/admin/products';
import { clearRecordedPurges, recordedPurges } from '#server/http/cache-tags';
import { useTestDatabase } from '../support/database.ts';
import { sessionFor } from '../support/sessions.ts';
import { adminApi, draft, insertCategory, stagePhoto, writeCounts } from './admin-products-support.ts';

/**
 * Every way the product calls can be wrong: each is refused with its field codes, and nothing is
 * written (no product, link, claimed photo, queued deletion, audit entry or purge).
 */
describe('product administration refuses bad input and writes nothing', () => {
  const db = useTestDatabase();
  let cookie = '';
  const asAdmin = adminApi(() => cookie);
  let category = 0;
  let staged = '';
  let existing: { id: number; version: number; images: { key: string; altEn: string; altAr: string }[] };

  beforeAll(async () => {
    cookie = (await sessionFor(db(), { role: 'admin' })).cookie;
    category = await insertCategory(db(), 'Door Motors');
    const photo = await stagePhoto(db());
    const response = await asAdmin('/api/admin/products', { method: 'POST', body: draft([category], { sku: '20000000', images: [{ key: photo, altEn: '', altAr: '' }] }) });
    existing = (await response.json()).product;
    staged = await stagePhoto(db());
  });

  const long = (n: number) => 'x'.repeat(n);
  const valid = () => draft([category]);
  const withPrice = (cls: string, value: unknown) => ({ ...valid(), prices: { ...valid().prices, [cls]: value } });
  const withSale = (sale: Record<string, unknown>) => ({ ...valid(), sale: { ...valid().sale, ...sale } });
  const without = (field: string) => Object.fromEntries(Object.entries(valid()).filter(([k]) => k !== field));
  const image = (overrides: Record<string, unknown> = {}) => ({ key: staged, altEn: '', altAr: '', ...overrides });

  const createCases: [string, () => unknown, number, Record<string, string>][] = [
    ['part number over its limit', () => ({ ...valid(), partNumber: long(PRODUCT_LIMITS.partNumber + 1) }), 400, { partNumber: 'too_long' }],
    ['English name over its limit', () => ({ ...valid(), nameEn: long(PRODUCT_LIMITS.name + 1) }), 400, { nameEn: 'too_long' }],
    ['Arabic name over its limit', () => ({ ...valid(), nameAr: long(PRODUCT_LIMITS.name + 1) }), 400, { nameAr: 'too_long' }],
    ['English description over its limit', () => ({ ...valid(), descriptionEn: long(PRODUCT_LIMITS.description + 1) }), 400, { descriptionEn: 'too_long' }],
    ['Arabic description over its limit', () => ({ ...valid(), descriptionAr: long(PRODUCT_LIMITS.description + 1) }), 400, { descriptionAr: 'too_long' }],
    ['alt text over its limit', () => ({ ...valid(), images: [image({ altEn: long(PRODUCT_LIMITS.alt + 1) })] }), 400, { 'images.0.altEn': 'too_long' }],
    ['Arabic alt text over its limit', () => ({ ...valid(), images: [image({ altAr: long(PRODUCT_LIMITS.alt + 1) })] }), 400, { 'images.0.altAr': 'too_long' }],
    ['more photos than allowed', () => ({ ...valid(), images: Array.from({ length: PRODUCT_LIMITS.images + 1 }, (_, i) => image({ key: `products/p${i}` })) }), 400, { images: 'too_many_images' }],
    ['missing SKU', () => without('sku'), 400, { sku: 'required' }],
    ['missing part number', () => without('partNumber'), 400, { partNumber: 'required' }],
    ['blank English name', () => ({ ...valid(), nameEn: '   ' }), 400, { nameEn: 'required' }],
    ['missing Arabic name', () => without('nameAr'), 400, { nameAr: 'required' }],
    ['missing prices', () => without('prices'), 400, { prices: 'required' }],
    ['missing sale', () => without('sale'), 400, { sale: 'required' }],
    ['missing categories', () => without('categoryIds'), 400, { categoryIds: 'required' }],
    ['no category', () => ({ ...valid(), categoryIds: [] }), 400, { categoryIds: 'categories_required' }],
    ['empty distributor price', () => withPrice('distributor', ''), 400, { 'prices.distributor': 'required' }],
    ['class prices left out', () => ({ ...valid(), prices: { distributor: '1' } }), 400, { 'prices.new_customer': 'required', 'prices.retail': 'required', 'prices.small_company': 'required', 'prices.large_company': 'required' }],
    ['SKU of 7 digits', () => ({ ...valid(), sku: '1234567' }), 400, { sku: 'invalid_sku' }],
    ['SKU with letters', () => ({ ...valid(), sku: '1234567a' }), 400, { sku: 'invalid_sku' }],
    ['negative price', () => withPrice('retail', '-1'), 400, { 'prices.retail': 'negative_price' }],
    ['non-numeric price', () => withPrice('retail', '12,50'), 400, { 'prices.retail': 'invalid_price' }],
    ['price with three decimals', () => withPrice('retail', '1.005'), 400, { 'prices.retail': 'too_many_decimals' }],
    ['price too large', () => withPrice('distributor', '10000000000'), 400, { 'prices.distributor': 'price_too_large' }],
    ['price as a number', () => withPrice('retail', 12.5), 400, { 'prices.retail': 'invalid_type' }],
    ['exponent price', () => withPrice('retail', '1e3'), 400, { 'prices.retail': 'invalid_price' }],
    ['sale price negative', () => withSale({ onSale: true, price: '-5' }), 400, { 'sale.price': 'negative_price' }],
    ['on sale without a sale price', () => withSale({ onSale: true, price: '' }), 400, { 'sale.price': 'sale_price_required' }],
    ['sale ending in the past', () => withSale({ onSale: true, price: '5', endsAt: '2020-01-01T00:00:00Z' }), 400, { 'sale.endsAt': 'sale_end_past' }],
    ['sale end not a date-time', () => withSale({ endsAt: 'tomorrow' }), 400, { 'sale.endsAt': 'invalid_date' }],
    ['NUL in a name', () => ({ ...valid(), nameEn: 'Door\u0000Motor' }), 400, { nameEn: 'invalid_characters' }],
    ['NUL in a description', () => ({ ...valid(), descriptionAr: 'وصف\u0000' }), 400, { descriptionAr: 'invalid_characters' }],
    ['name as a number', () => ({ ...valid(), nameEn: 42 }), 400, { nameEn: 'invalid_type' }],
    ['categories as a string', () => ({ ...valid(), categoryIds: '1' }), 400, { categoryIds: 'invalid_type' }],
    ['category id as a string', () => ({ ...valid(), categoryIds: ['1'] }), 400, { 'categoryIds.0': 'invalid_type' }],
    ['category id zero', () => ({ ...valid(), categoryIds: [0] }), 400, { 'categoryIds.0': 'invalid_id' }],
    ['category id beyond int4', () => ({ ...valid(), categoryIds: [2_147_483_648] }), 400, { 'categoryIds.0': 'invalid_id' }],
    ['category id with decimals', () => ({ ...valid(), categoryIds: [1.5] }), 400, { 'categoryIds.0': 'invalid_id' }],
    ['sale as a boolean', () => ({ ...valid(), sale: true }), 400, { sale: 'invalid_type' }],
    ['on-sale flag as a string', () => withSale({ onSale: 'yes' }), 400, { 'sale.onSale': 'invalid_type' }],
    ['photos as an object', () => ({ ...valid(), images: {} }), 400, { images: 'invalid_type' }],
    ['unknown field', () => ({ ...valid(), featured: true }), 400, { featured: 'unknown_field' }],
    ['unknown price class', () => ({ ...valid(), prices: { ...valid().prices, vip: '1' } }), 400, { 'prices.vip': 'unknown_field' }],
    ['status on create', () => ({ ...valid(), status: 'active' }), 400, { status: 'unknown_field' }],
    ['a photo key with a path trick', () => ({ ...valid(), images: [image({ key: '../etc/passwd' })] }), 400, { 'images.0.key': 'unknown_image' }],
    ['a category that does not exist', () => ({ ...valid(), categoryIds: [category, 999_999] }), 400, { categoryIds: 'unknown_category' }],
    ['a photo nobody uploaded', () => ({ ...valid(), images: [image({ key: 'products/never-uploaded' })] }), 400, { images: 'unknown_image' }],
    ['a staged photo and one nobody uploaded', () => ({ ...valid(), images: [image(), image({ key: 'products/never-uploaded' })] }), 400, { images: 'unknown_image' }],
    ["another product's photo", () => ({ ...valid(), images: [existing.images[0]] }), 400, { images: 'unknown_image' }],
    ['the same photo twice', () => ({ ...valid(), images: [image(), image()] }), 400, { images: 'duplicate_image' }],
    ['unknown category and unknown photo', () => ({ ...valid(), categoryIds: [999_999], images: [image({ key: 'products/x' })] }), 400, { categoryIds: 'unknown_category', images: 'unknown_image' }],
    ['a SKU another product has', () => ({ ...valid(), sku: '20000000' }), 409, { sku: 'sku_taken' }],
  ];

  it.each(createCases)('POST with %s', async (_name, body, status, fields) => {
    const before = await writeCounts(db());
    clearRecordedPurges();
    const response = await asAdmin('/api/admin/products', { method: 'POST', body: body() });
    expect(response.status).toBe(status);
    const { error } = await response.json();
    expect(error.fields).toEqual(fields);
    expect(await writeCounts(db())).toEqual(before);
    expect(recordedPurges()).toEqual([]);
  });

  it.each([
    ['malformed JSON', '{"sku": ', 'invalid_json'],
    ['a JSON array', '[]', 'invalid_input'],
    ['null', 'null', 'invalid_input'],
  ])('POST with %s → 400 %s', async (_name, body, code) => {
    const before = await writeCounts(db());
    const response = await asAdmin('/api/admin/products', { method: 'POST', body, headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe(code);
    expect(await writeCounts(db())).toEqual(before);
  });

  const update = (overrides: Record<string, unknown>) => ({ ...draft([category], { sku: '20000000', images: existing.images }), status: 'hidden', version: existing.version, ...overrides });
  const updateCases: [string, () => unknown, number, Record<string, string> | undefined][] = [
    ['no version', () => Object.fromEntries(Object.entries(update({})).filter(([k]) => k !== 'version')), 400, { version: 'required' }],
    ['version as a string', () => update({ version: '1' }), 400, { version: 'invalid_type' }],
    ['version beyond int4', () => update({ version: 2_147_483_648 }), 400, { version: 'invalid_id' }],
    ['no status', () => Object.fromEntries(Object.entries(update({})).filter(([k]) => k !== 'status')), 400, { status: 'invalid_value' }],
    ['an unknown status', () => update({ status: 'deleted' }), 400, { status: 'invalid_value' }],
    ['an unknown field', () => update({ id: 5 }), 400, { id: 'unknown_field' }],
    ['a photo nobody uploaded', () => update({ images: [...existing.images, image({ key: 'products/never-uploaded' })] }), 400, { images: 'unknown_image' }],
    ['a stale version', () => update({ version: existing.version + 1 }), 409, undefined],
  ];

  it.each(updateCases)('PUT with %s', async (_name, body, status, fields) => {
    const before = await writeCounts(db());
    const stored = await asAdmin(`/api/admin/products/${existing.id}`);
    const response = await asAdmin(`/api/admin/products/${existing.id}`, { method: 'PUT', body: body() });
    expect(response.status).toBe(status);
    expect((await response.json()).error.fields).toEqual(fields);
    expect(await writeCounts(db())).toEqual(before);
    expect(await (await asAdmin(`/api/admin/products/${existing.id}`)).json()).toEqual(await stored.json());
  });

  it.each([
    ['no status', {}, { status: 'invalid_value' }],
    ['an unknown status', { status: 'archived' }, { status: 'invalid_value' }],
    ['an unknown field', { status: 'active', version: 1 }, { version: 'unknown_field' }],
  ])('PATCH status with %s → 400', async (_name, body, fields) => {
    const before = await writeCounts(db());
    const response = await asAdmin(`/api/admin/products/${existing.id}/status`, { method: 'PATCH', body });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual(fields);
    expect(await writeCounts(db())).toEqual(before);
  });

  it.each([
    ['status', '?status=deleted', { status: 'invalid_value' }],
    ['sale', '?sale=yes', { sale: 'invalid_value' }],
    ['sort', '?sort=price', { sort: 'invalid_value' }],
    ['direction', '?dir=up', { dir: 'invalid_value' }],
    ['page zero', '?page=0', { page: 'invalid_page' }],
    ['page as text', '?page=two', { page: 'invalid_page' }],
    ['page beyond its limit', '?page=1000001', { page: 'invalid_page' }],
    ['search over its limit', `?q=${'a'.repeat(PRODUCT_LIMITS.search + 1)}`, { q: 'too_long' }],
    ['unknown parameter', '?category=1', { category: 'unknown_field' }],
  ])('GET the table with a bad %s → 400', async (_name, query, fields) => {
    const response = await asAdmin(`/api/admin/products${query}`);
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual(fields);
  });
});
