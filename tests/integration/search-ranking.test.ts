import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueProduct, ProductPage } from '#lib/catalogue';
import { FOLD_FROM, foldText, partNumberKey } from '#lib/search-fold';
import { api } from '../support/api.ts';
import { useTestDatabase } from '../support/database.ts';
import { productRows, seedCatalogue, type ProductRowWithSlugs } from './catalogue-support.ts';

/** Issue 23: part numbers however written, Arabic however spelt, ranked exact, prefix, contains, close. */
const db = useTestDatabase();
let active: ProductRowWithSlugs[];

beforeAll(async () => {
  await seedCatalogue(db());
  active = (await productRows(db())).filter((r) => r.status === 'active');
}, 120_000);

async function search(q: string, limit = 50): Promise<ProductPage> {
  const response = await api(`/api/products?q=${encodeURIComponent(q)}&limit=${limit}`);
  expect(response.status).toBe(200);
  return response.json();
}
const skus = async (q: string) => (await search(q)).items.map((p: CatalogueProduct) => p.sku);

describe('the database folds as the browser does', () => {
  it('gives the same text and part key for every character the rules name, and for samples', async () => {
    const samples = [
      ...FOLD_FROM,
      'أ', 'إ', 'آ', 'ٱ', 'ى', 'ة', 'ؤ', 'ئ', 'ـ', 'ﻻ', 'Ｋ', 'É', 'ñ', 'ß', 'Ω',
      'مُحَرِّك', 'شُعاعًا', 'KM-4100-A', 'P/N KM٤١٠٠A', 'PN:KM-4100-A', 'pneumatic', 'PNA-1', 'Fermatór  Door',
    ];
    const { rows } = await sql<{ folded: string; key: string }>`
      select search_fold(s) as folded, part_number_key(s) as key from unnest(${samples}::text[]) with ordinality as t(s, n) order by n`.execute(db());
    expect(rows.map((r) => r.folded)).toEqual(samples.map(foldText));
    expect(rows.map((r) => r.key)).toEqual(samples.map(partNumberKey));
  });
});

describe('part numbers in any format', () => {
  it.each(['km4100a', 'KM 4100-A', 'km-4100a', 'KM٤١٠٠A', 'KM۴۱۰۰A', 'P/N KM-4100-A', 'PN KM 4100 A', 'km.4100.a'])('%s finds KM-4100-A first', async (q) => {
    const page = await search(q);
    expect(page.items[0]?.partNumber).toBe('KM-4100-A');
  });
});

describe('Arabic spellings', () => {
  it.each([
    ['أوتيس', 'اوتيس'],
    ['إنفرتر', 'انفرتر'],
    ['أداة', 'اداه'],
    ['مُحَرِّك', 'محرك'],
  ])('%s and %s give the same results', async (a, b) => {
    const first = await skus(a);
    expect(first.length).toBeGreaterThan(0);
    expect(await skus(b)).toEqual(first);
  });

  it('finds every product of a brand written without hamza', async () => {
    const otis = active.filter((p) => p.name_ar.includes('أوتيس')).map((p) => p.sku).sort();
    expect(otis.length).toBeGreaterThan(1);
    expect((await skus('اوتيس')).sort()).toEqual(otis);
  });
});

/** A product like an existing one under another SKU, part number and names. */
async function addProduct(sku: string, partNumber: string, nameEn: string, nameAr: string): Promise<void> {
  const { id: _id, search_text: _s, part_key: _k, name_en_fold: _e, name_ar_fold: _a, reference_keys: _r, ...base } = await db()
    .selectFrom('products')
    .selectAll()
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  await db()
    .insertInto('products')
    .values({ ...base, images: JSON.stringify(base.images), cross_references: '[]', sku, part_number: partNumber, name_en: nameEn, name_ar: nameAr, created_at: new Date() })
    .execute();
}

describe('ranking', () => {
  beforeAll(async () => {
    // In creation order the reverse of their rank, so only the ranking can put them right.
    await addProduct('90000001', 'QQ-1', 'Zetta Gear Box', 'صندوق تروس');
    await addProduct('90000002', 'QQ-2', 'Box with Zeta Gear', 'صندوق مع ترس');
    await addProduct('90000003', 'QQ-3', 'Zeta Gear Box', 'صندوق تروس زيتا');
    await addProduct('90000004', 'ZETA-GEAR', 'Coupling', 'وصلة');
    await addProduct('90000005', 'QQ-5', 'Door Locks Set', 'أقفال أبواب');
  });

  it('ranks the exact part number, then names starting with the words, then containing them', async () => {
    expect((await search('zeta gear')).items.map((p) => p.sku)).toEqual(['90000004', '90000003', '90000002']);
  });

  it('finds close spellings when nothing contains the words, the closest first', async () => {
    expect((await search('zetta gaer')).items.map((p) => p.sku)[0]).toBe('90000001');
  });

  it('puts the exact SKU first', async () => {
    const product = active[9]!;
    expect((await skus(product.sku))[0]).toBe(product.sku);
  });

  it('gives أقفال and اقفال the same results', async () => {
    expect(await skus('أقفال')).toEqual(['90000005']);
    expect(await skus('اقفال')).toEqual(['90000005']);
  });

  it('finds "otis door" as OTIS door products, those starting with the words first', async () => {
    const names = (await search('otis door')).items.map((p) => p.nameEn.toLowerCase());
    expect(names.length).toBeGreaterThan(0);
    expect(names[0]).toMatch(/^otis door/);
    const starting = names.map((n) => n.startsWith('otis door'));
    expect(starting).toEqual([...starting].sort((a, b) => Number(b) - Number(a)));
  });

  it('finds a misspelt brand: "fermater" finds the Fermator products', async () => {
    const fermator = active.filter((p) => p.name_en.includes('Fermator')).map((p) => p.sku).sort();
    const found = await search('fermater');
    expect(found.items.map((p) => p.sku).sort()).toEqual(fermator);
  });

  it('finds an Arabic word misspelt: "انفيرتر" (an extra ي) finds the inverters', async () => {
    const inverters = active.filter((p) => foldText(p.name_ar).includes('انفرتر')).map((p) => p.sku);
    expect(inverters.length).toBeGreaterThan(0);
    expect(await skus('انفيرتر')).toEqual(expect.arrayContaining(inverters));
  });

  it('matches words in any order', async () => {
    expect(await skus('gear zeta')).toEqual(expect.arrayContaining(['90000002', '90000003']));
  });

  it('looks for close spellings only when nothing matches otherwise', async () => {
    expect(await skus('zeta gear')).not.toContain('90000001');
  });
});

describe('bad input', () => {
  it.each([
    ['a 10,000-character query', 'KM-4100-A'.repeat(1112).slice(0, 10_000)],
    ['control characters', 'KM\u0000-4100\u0007\u001b-A\u007f'],
    ['only punctuation', '%%%---___...///'],
    ['mixed scripts', 'KM محرك ٤١٠٠ door ۱'],
    ['a lone surrogate', '%ED%A0%BD'],
    ['a malformed escape', '%E0%A4%A'],
  ])('answers %s with a page, never a 500', async (_, q) => {
    const started = performance.now();
    const response = await api(`/api/products?q=${q.startsWith('%') && !q.startsWith('%%') ? q : encodeURIComponent(q)}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as ProductPage;
    expect(Array.isArray(body.items)).toBe(true);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('refuses a query past 10,000 characters with a field code', async () => {
    const response = await api(`/api/products?q=${'a'.repeat(10_001)}`);
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({ q: 'too_big' });
  });
});
