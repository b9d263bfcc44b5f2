import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct } from '#lib/admin/products';
import type { ProductPage } from '#lib/catalogue';
import { loadProductPage } from '#server/catalogue/product-page';
import { api } from '../support/api.ts';
import { useTestDatabase } from '../support/database.ts';
import { sessionFor } from '../support/sessions.ts';
import { adminApi, draft } from './admin-products-support.ts';
import { seedCatalogue } from './catalogue-support.ts';

/** Issue 23: OEM numbers and numbers replaced find the part, say why, are edited and audited with it. */
const db = useTestDatabase();
let cookie = '';
const asAdmin = adminApi(() => cookie);

beforeAll(async () => {
  await seedCatalogue(db());
  cookie = (await sessionFor(db(), { role: 'admin' })).cookie;
}, 120_000);

async function search(q: string): Promise<ProductPage> {
  const response = await api(`/api/products?q=${encodeURIComponent(q)}`);
  expect(response.status).toBe(200);
  return response.json();
}

describe('the seeded catalogue', () => {
  it('carries cross-references on a realistic share of its parts', async () => {
    const rows = await db().selectFrom('products').select('cross_references').execute();
    const withReferences = rows.filter((r) => r.cross_references.length > 0).length;
    expect(withReferences / rows.length).toBeGreaterThan(0.3);
    expect(withReferences / rows.length).toBeLessThan(0.8);
    expect(rows.some((r) => r.cross_references.some((c) => c.kind === 'replaces'))).toBe(true);
  });
});

describe('searching a cross-reference', () => {
  it('finds the part by its OEM number however written, first, and says why', async () => {
    const row = await db().selectFrom('products').select(['sku', 'cross_references']).where('status', '=', 'active').where('part_number', '=', 'KM-4100-A').executeTakeFirstOrThrow();
    const oem = row.cross_references.find((r) => r.kind === 'oem')!;
    for (const q of [oem.number, oem.number.toLowerCase(), oem.number.replace(/(\d)/, ' $1'), `P/N ${oem.number}`]) {
      const page = await search(q);
      expect(page.items[0]).toMatchObject({ sku: row.sku, matched: oem });
    }
  });

  it('finds the part by the number it replaces and says so', async () => {
    const rows = await db().selectFrom('products').select(['sku', 'cross_references']).where('status', '=', 'active').execute();
    const row = rows.find((r) => r.cross_references.some((c) => c.kind === 'replaces'))!;
    const replaced = row.cross_references.find((c) => c.kind === 'replaces')!;
    const page = await search(replaced.number.replace(/-/g, ' '));
    expect(page.items[0]).toMatchObject({ sku: row.sku, matched: { kind: 'replaces', number: replaced.number } });
  });

  it('does not say why when the part was found by its own number', async () => {
    const page = await search('KM-4100-A');
    expect(page.items[0]!.partNumber).toBe('KM-4100-A');
    expect(page.items[0]!.matched).toBeUndefined();
  });
});

describe('editing cross-references', () => {
  it('saves them with the product, audits them, and the search and the page follow', async () => {
    const category = (await db().selectFrom('categories').select('id').executeTakeFirstOrThrow()).id;
    const references = [
      { kind: 'oem', brand: 'Schindler', number: 'ID 59312345' },
      { kind: 'replaces', brand: '', number: 'ZZ-1000-Q' },
    ];
    const created = await asAdmin('/api/admin/products', { method: 'POST', body: draft([category], { sku: '99000001', partNumber: 'ZZ-2000-Q', references }) });
    expect(created.status).toBe(201);
    const product: AdminProduct = (await created.json()).product;
    expect(product.references).toEqual(references);
    const [audit] = await db().selectFrom('audit_log').select(['after']).where('action', '=', 'product.create').where('sku', '=', '99000001').execute();
    expect((audit!.after as AdminProduct).references).toEqual(references);

    const shown = await asAdmin(`/api/admin/products/${product.id}`, {
      method: 'PUT',
      body: { ...draft([category], { sku: '99000001', partNumber: 'ZZ-2000-Q', references: [references[1]] }), status: 'active', version: product.version },
    });
    expect(shown.status).toBe(200);
    const [update] = await db().selectFrom('audit_log').select(['before', 'after']).where('action', '=', 'product.update').where('sku', '=', '99000001').execute();
    expect((update!.before as AdminProduct).references).toHaveLength(2);
    expect((update!.after as AdminProduct).references).toEqual([references[1]]);

    expect((await search('ID59312345')).items).toEqual([]);
    expect((await search('zz1000q')).items[0]).toMatchObject({ sku: '99000001', matched: references[1] });
    const url = new URL('http://localhost:4321/products/99000001');
    const page = await loadProductPage(new Request(url), '99000001', 'en', url);
    expect(page?.jsonLd).toMatchObject({ mpn: 'ZZ-2000-Q', identifier: [{ propertyID: 'Replaces', value: 'ZZ-1000-Q' }] });
  });

  it('refuses a number with no letters or digits, and too many, with field codes', async () => {
    const category = (await db().selectFrom('categories').select('id').executeTakeFirstOrThrow()).id;
    const blank = await asAdmin('/api/admin/products', { method: 'POST', body: draft([category], { sku: '99000002', references: [{ kind: 'oem', brand: 'KONE', number: '--' }] }) });
    expect(blank.status).toBe(400);
    expect((await blank.json()).error.fields).toEqual({ 'references.0.number': 'invalid_reference' });
    const many = Array.from({ length: 31 }, (_, i) => ({ kind: 'oem', brand: '', number: `N${i}` }));
    const tooMany = await asAdmin('/api/admin/products', { method: 'POST', body: draft([category], { sku: '99000003', references: many }) });
    expect((await tooMany.json()).error.fields).toEqual({ references: 'too_many_references' });
  });
});

describe('suggestions while typing', () => {
  const suggest = async (q: string) => {
    const response = await api(`/api/search/suggest?q=${encodeURIComponent(q)}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { items: { sku: string; partNumber: string; nameEn: string; nameAr: string; image: string | null; matched?: unknown }[] }).items;
  };

  it('offers nothing before two characters, up to 8 products after, best first, without prices', async () => {
    expect(await suggest('k')).toEqual([]);
    const items = await suggest('km 4100');
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(8);
    expect(items[0]).toMatchObject({ partNumber: 'KM-4100-A' });
    expect(items[0]!.image).toEqual(expect.any(String));
    expect(JSON.stringify(items)).not.toMatch(/price/i);
    expect(await suggest('door')).toHaveLength(8);
  });

  it('suggests in Arabic, whatever the hamza, and says which cross-reference matched', async () => {
    expect((await suggest('اوتيس')).map((s) => s.sku)).toEqual((await suggest('أوتيس')).map((s) => s.sku));
    const row = await db().selectFrom('products').select(['sku', 'cross_references']).where('part_number', '=', 'KM-4100-A').executeTakeFirstOrThrow();
    const oem = row.cross_references[0]!;
    expect((await suggest(oem.number.toLowerCase()))[0]).toMatchObject({ sku: row.sku, matched: oem });
  });

  it('answers bad input with no suggestions, never a 500', async () => {
    for (const q of ['%%%', '\u0000\u0007', 'x'.repeat(10_000)]) expect(await suggest(q)).toBeInstanceOf(Array);
    expect((await api(`/api/search/suggest?q=${'x'.repeat(10_001)}`)).status).toBe(400);
  });
});
