import { beforeAll, describe, expect, it } from 'vitest';
import { productsSitemap, sitemapIndex, sitemapResponse } from '#server/seo/sitemap-service';
import { useTestDatabase } from '../support/database.ts';
import { readSitemap, type Sitemap } from '../support/sitemap-xml.ts';
import { productRows, seedCatalogue, type ProductRowWithSlugs } from './catalogue-support.ts';

/**
 * The sitemaps built from the database (issue 11, item 13): /sitemap.xml indexes the pages
 * sitemap and the product sitemaps, which list every active product in both languages.
 */
const db = useTestDatabase();
const site = new URL('https://shop.example');
let rows: ProductRowWithSlugs[];

beforeAll(async () => {
  await seedCatalogue(db());
  rows = await productRows(db());
}, 120_000);

const active = () => rows.filter((r) => r.status === 'active');

/** The sitemap as a crawler reads it, after checking it is well-formed XML of one root in the sitemaps.org namespace. */
function readWellFormed(xml: string, root: 'urlset' | 'sitemapindex'): Sitemap {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  const sitemap = readSitemap(xml);
  expect(sitemap.root).toBe(root);
  expect(sitemap.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return sitemap;
}

const locsOf = (sitemap: Sitemap) => sitemap.entries.map((entry) => entry.loc);

describe('/sitemap.xml, the index', () => {
  it('names the pages sitemap and the products sitemap by full address', async () => {
    const index = readWellFormed(await sitemapIndex(db(), site), 'sitemapindex');
    expect(locsOf(index)).toEqual(['https://shop.example/sitemap-pages.xml', 'https://shop.example/sitemap-products.xml']);
  });
});

describe('/sitemap-products.xml', () => {
  it('lists every active product in English and Arabic, with its alternates and last modification', async () => {
    const sitemap = readWellFormed((await productsSitemap(db(), site, 1))!, 'urlset');
    const expected = active().flatMap((r) => [`https://shop.example/products/${r.sku}`, `https://shop.example/ar/products/${r.sku}`]);
    expect(locsOf(sitemap).sort()).toEqual(expected.sort());
    for (const row of active()) {
      const entries = sitemap.entries.filter((e) => e.loc.endsWith(`/products/${row.sku}`));
      expect(entries).toHaveLength(2);
      for (const entry of entries) {
        expect(entry.lastmod).toBe(new Date(row.updated_at).toISOString());
        expect(entry.alternates).toEqual({
          en: `https://shop.example/products/${row.sku}`,
          ar: `https://shop.example/ar/products/${row.sku}`,
          'x-default': `https://shop.example/products/${row.sku}`,
        });
      }
    }
  });

  it('leaves hidden products out, and follows a product being hidden or changed', async () => {
    const hidden = rows.filter((r) => r.status === 'hidden');
    expect(hidden.length).toBeGreaterThan(0);
    const listedSkus = async () => new Set(locsOf(readSitemap((await productsSitemap(db(), site, 1))!)).map((loc) => loc.split('/').pop()));
    const before = await listedSkus();
    for (const row of hidden) expect(before.has(row.sku)).toBe(false);

    const target = active()[0]!;
    const lastmodOf = async () => readSitemap((await productsSitemap(db(), site, 1))!).entries.find((e) => e.loc.endsWith(`/products/${target.sku}`))?.lastmod;
    const later = new Date('2027-01-02T03:04:05.000Z');
    await db().updateTable('products').set({ updated_at: later }).where('id', '=', target.id).execute();
    expect(await lastmodOf()).toBe(later.toISOString());

    await db().updateTable('products').set({ status: 'hidden' }).where('id', '=', target.id).execute();
    try {
      expect((await listedSkus()).has(target.sku)).toBe(false);
    } finally {
      await db().updateTable('products').set({ status: 'active', updated_at: target.updated_at }).where('id', '=', target.id).execute();
    }
  });

  it('splits the products over several files when one would exceed its limit', async () => {
    const perSitemap = 10;
    const files = Math.ceil(active().length / perSitemap);
    expect(files).toBeGreaterThan(2);
    const index = readWellFormed(await sitemapIndex(db(), site, perSitemap), 'sitemapindex');
    expect(locsOf(index)).toEqual([
      'https://shop.example/sitemap-pages.xml',
      'https://shop.example/sitemap-products.xml',
      ...Array.from({ length: files - 1 }, (_, i) => `https://shop.example/sitemap-products-${i + 2}.xml`),
    ]);
    const listed: string[] = [];
    for (let n = 1; n <= files; n++) {
      const sitemap = readWellFormed((await productsSitemap(db(), site, n, perSitemap))!, 'urlset');
      expect(sitemap.entries.length).toBeLessThanOrEqual(2 * perSitemap);
      listed.push(...locsOf(sitemap));
    }
    expect(new Set(listed).size).toBe(2 * active().length);
    expect(await productsSitemap(db(), site, files + 1, perSitemap)).toBeNull();
    expect(await productsSitemap(db(), site, 0, perSitemap)).toBeNull();
  });

  it('is cached at the CDN for an hour under the catalogue tag, revalidated by browsers', async () => {
    const response = sitemapResponse(await productsSitemap(db(), site, 1));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('netlify-cdn-cache-control')).toBe('public, durable, s-maxage=3600');
    expect(response.headers.get('netlify-cache-tag')).toBe('catalogue');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(sitemapResponse(null).status).toBe(404);
  });
});
