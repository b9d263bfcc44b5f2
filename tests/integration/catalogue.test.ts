import { beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_GROUPS, slugify } from '#lib/categories';
import type { CatalogueCategory, CatalogueProduct, FeaturedProducts, ProductPage } from '#lib/catalogue';
import { api } from '../support/api.ts';
import { useTestDatabase } from '../support/database.ts';
import { productRows, saleInForceNow, seedCatalogue, type ProductRowWithSlugs } from './catalogue-support.ts';

const db = useTestDatabase();
let rows: ProductRowWithSlugs[];
let active: ProductRowWithSlugs[];

beforeAll(async () => {
  await seedCatalogue(db());
  rows = await productRows(db());
  active = rows.filter((r) => r.status === 'active');
}, 120_000);

async function page(query: string): Promise<ProductPage & { featured?: FeaturedProducts }> {
  const response = await api(`/api/products${query}`);
  expect(response.status).toBe(200);
  return response.json();
}

async function everything(query: string): Promise<{ items: CatalogueProduct[]; total: number }> {
  const first = await page(`?${query}&offset=0&limit=15`);
  const items = [...first.items];
  while (items.length < first.total) {
    const next = await page(`?${query}&offset=${items.length}&limit=50`);
    expect(next.total).toBe(first.total);
    if (next.items.length === 0) break;
    items.push(...next.items);
  }
  return { items, total: first.total };
}

describe('product list', () => {
  it('lists active products only, in creation order, with the total', async () => {
    const first = await page('');
    expect(first.total).toBe(active.length);
    expect(first.items).toHaveLength(15);
    expect(first.items.map((p) => p.sku)).toEqual(active.slice(0, 15).map((p) => p.sku));
  });

  it('pages through everything with 15 and then 50, without gaps or repeats', async () => {
    const { items, total } = await everything('');
    expect(items.map((p) => p.sku)).toEqual(active.map((p) => p.sku));
    expect(total).toBe(active.length);
  });

  it('never lists hidden products, whatever the filter', async () => {
    const hidden = rows.filter((r) => r.status === 'hidden');
    expect(hidden.length).toBeGreaterThan(0);
    for (const query of ['', 'filter=sale', `q=${hidden[0]!.sku}`, `category=${hidden[0]!.slugs[0]}`]) {
      const { items } = await everything(query);
      for (const h of hidden) expect(items.map((p) => p.sku)).not.toContain(h.sku);
    }
  });

  it('filters by a single category slug', async () => {
    const { items, total } = await everything('category=door-motors');
    const expected = active.filter((p) => p.slugs.includes('door-motors'));
    expect(expected.length).toBeGreaterThan(0);
    expect(total).toBe(expected.length);
    expect(items.map((p) => p.sku)).toEqual(expected.map((p) => p.sku));
  });

  it.each(CATEGORY_GROUPS.map((g) => g.slug))('filters by the group %s (all its members)', async (group) => {
    const members = CATEGORY_GROUPS.find((g) => g.slug === group)!.members as readonly string[];
    const { items, total } = await everything(`category=${group}`);
    const expected = active.filter((p) => p.slugs.some((slug) => members.map(slugify).includes(slug)));
    expect(total).toBe(expected.length);
    expect(items.map((p) => p.sku).sort()).toEqual(expected.map((p) => p.sku).sort());
  });

  it('matches nothing for an unknown category', async () => {
    expect(await page('?category=no-such-category')).toMatchObject({ items: [], total: 0 });
  });

  it('reads a category’s English name however it is spaced or cased (issue 20)', async () => {
    const expected = (await everything('category=door-motors')).items.map((p) => p.sku);
    for (const written of ['Door%20Motors', 'door+motors', '%20DOOR%20%20Motors%20', 'DOOR-motors']) {
      expect((await everything(`category=${written}`)).items.map((p) => p.sku), written).toEqual(expected);
    }
  });

  it('lists only sales in force with filter=sale', async () => {
    const { items } = await everything('filter=sale');
    const expected = active.filter(saleInForceNow);
    expect(items.map((p) => p.sku).sort()).toEqual(expected.map((p) => p.sku).sort());
    expect(rows.some((r) => r.on_sale && r.sale_ends_at && new Date(r.sale_ends_at).getTime() < Date.now())).toBe(true);
    expect(items.every((p) => p.sale !== null)).toBe(true);
  });

  it('adds the featured sales: up to six, soonest end first, and whether there are more', async () => {
    const { featured } = await page('?featured=1');
    const sales = active.filter(saleInForceNow);
    expect(featured!.items.length).toBe(Math.min(6, sales.length));
    expect(featured!.hasMore).toBe(sales.length > 6);
    const ends = featured!.items.map((p) => (p.sale!.endsAt ? Date.parse(p.sale!.endsAt) : Infinity));
    expect(ends).toEqual([...ends].sort((a, b) => a - b));
  });

  it('refuses malformed paging and filters with field codes', async () => {
    const response = await api('/api/products?offset=-1&limit=500&filter=cheap&category=%3C%3E');
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe('invalid_input');
    expect(Object.keys(body.error.fields).sort()).toEqual(['category', 'filter', 'limit', 'offset']);
  });
});

describe('code search', () => {
  const skus = async (q: string) => (await everything(`q=${encodeURIComponent(q)}`)).items.map((p) => p.sku);

  it('matches English names case-insensitively, the words in any order', async () => {
    const expected = active.filter((p) => p.name_en.toLowerCase().includes('door') && p.name_en.toLowerCase().includes('motor')).map((p) => p.sku);
    expect(expected.length).toBeGreaterThan(0);
    expect(await skus('DOOR motor')).toEqual(expected);
  });

  it('matches Arabic names', async () => {
    const expected = active.filter((p) => p.name_ar.includes('محرك')).map((p) => p.sku);
    expect(expected.length).toBeGreaterThan(0);
    expect(await skus('محرك')).toEqual(expected);
  });

  it('matches a SKU, also typed in Arabic-Indic digits', async () => {
    const sku = active[3]!.sku;
    expect(await skus(sku)).toEqual([sku]);
    const arabicDigits = sku.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    expect(await skus(arabicDigits)).toEqual([sku]);
  });

  it('matches part numbers case-insensitively', async () => {
    const part = active[7]!.part_number;
    expect(await skus(part.toLowerCase())).toEqual(active.filter((p) => p.part_number.toLowerCase().includes(part.toLowerCase())).map((p) => p.sku));
  });

  it('strips disallowed characters and treats underscores literally', async () => {
    const part = active[7]!.part_number;
    expect(await skus(`${part}%'";`)).toEqual(await skus(part));
    expect(await skus('_')).toEqual([]);
    expect((await page('?q=%25%25')).total).toBe(active.length);
  });

  it('cuts the query at 25 characters', async () => {
    const name = active.find((p) => p.name_en.length > 30)!;
    expect(await skus(`${name.name_en.slice(0, 25)}zzzzzz`)).toContain(name.sku);
  });
});

describe('product by SKU', () => {
  it('answers an active product with its categories oldest first', async () => {
    const product = active[0]!;
    const response = await api(`/api/products/${product.sku}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { product: CatalogueProduct; categories: CatalogueCategory[] };
    expect(body.product).toMatchObject({ sku: product.sku, partNumber: product.part_number, nameEn: product.name_en, nameAr: product.name_ar });
    expect(body.categories.map((c) => c.slug).sort()).toEqual([...product.slugs].sort());
    expect(body.product.categoryIds).toEqual(body.categories.map((c) => c.id));
  });

  it('is 404 for hidden, unknown and malformed SKUs', async () => {
    const hidden = rows.find((r) => r.status === 'hidden')!;
    for (const sku of [hidden.sku, '99999999', 'abc', '1234567']) {
      const response = await api(`/api/products/${sku}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'not_found' } });
    }
  });
});

describe('categories', () => {
  it('lists every category with slug, group and creation date', async () => {
    // One category no product is in yet, as an admin has just created it.
    await db().insertInto('categories').values({ slug: 'door-hangers', name_en: 'Door Hangers', name_ar: 'معلقات الأبواب' }).execute();
    const response = await api('/api/categories');
    expect(response.status).toBe(200);
    expect(response.headers.get('netlify-cdn-cache-control')).toContain('public');
    const { categories } = (await response.json()) as { categories: CatalogueCategory[] };
    expect(categories).toHaveLength(46);
    expect(categories.find((c) => c.slug === 'door-motors')).toMatchObject({ group: 'elevator-door-system', nameEn: 'Door Motors' });
    expect(categories.find((c) => c.slug === 'keys-locks')).toMatchObject({ group: 'access-safety' });
    expect(categories.find((c) => c.slug === 'kone')).toMatchObject({ group: null });
    expect(categories.every((c) => !Number.isNaN(Date.parse(c.createdAt)))).toBe(true);
    // Whether a visible product is in it: the filter bar leaves empty categories out (issue 20).
    const visible = new Set(active.flatMap((p) => p.slugs));
    for (const c of categories) expect(c.hasProducts, c.slug).toBe(visible.has(c.slug));
    expect(categories.some((c) => !c.hasProducts)).toBe(true);
  });
});
