import { beforeAll, describe, expect, it } from 'vitest';
import { productsSitemap, sitemapIndex, sitemapResponse } from '#server/seo/sitemap-service';
import { useTestDatabase } from '../support/database.ts';
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
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

/** Well-formed XML: the declaration, one root, every tag closed in order, quoted attributes, escaped text. */
function expectWellFormed(xml: string, root: 'urlset' | 'sitemapindex'): void {
  const declaration = '<?xml version="1.0" encoding="UTF-8"?>';
  expect(xml.startsWith(declaration)).toBe(true);
  const body = xml.slice(declaration.length);
  const entity = '&(?:amp|lt|gt|quot|apos);';
  const token = new RegExp(`</([\\w:]+)\\s*>|<([\\w:]+)((?:\\s+[\\w:]+="[^"<&]*(?:${entity}[^"<&]*)*")*)\\s*(/?)>|([^<]+)`, 'y');
  const stack: string[] = [];
  const roots: string[] = [];
  while (token.lastIndex < body.length) {
    const at = token.lastIndex;
    const m = token.exec(body);
    if (!m) throw new Error(`not well-formed at ${at}: ${body.slice(at, at + 60)}`);
    const [, close, open, , selfClosing, text] = m;
    if (close) expect(stack.pop(), `closing </${close}>`).toBe(close);
    else if (open) {
      if (stack.length === 0) roots.push(open);
      if (!selfClosing) stack.push(open);
    } else {
      if (stack.length === 0) expect(text!.trim(), 'text outside the root').toBe('');
      expect(text, 'a bare & in text').not.toMatch(new RegExp(`&(?!${entity.slice(1)})`));
    }
  }
  expect(stack).toEqual([]);
  expect(roots).toEqual([root]);
  expect(body).toContain(`<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"`);
}

describe('/sitemap.xml, the index', () => {
  it('names the pages sitemap and the products sitemap by full address', async () => {
    const xml = await sitemapIndex(db(), site);
    expectWellFormed(xml, 'sitemapindex');
    expect(locsOf(xml)).toEqual(['https://shop.example/sitemap-pages.xml', 'https://shop.example/sitemap-products.xml']);
  });
});

describe('/sitemap-products.xml', () => {
  it('lists every active product in English and Arabic, with its alternates and last modification', async () => {
    const xml = (await productsSitemap(db(), site, 1))!;
    expectWellFormed(xml, 'urlset');
    const expected = active().flatMap((r) => [`https://shop.example/products/${r.sku}`, `https://shop.example/ar/products/${r.sku}`]);
    expect(locsOf(xml).sort()).toEqual(expected.sort());
    for (const row of active()) {
      const entries = xml.split('<url>').filter((e) => e.includes(`<loc>https://shop.example/products/${row.sku}</loc>`) || e.includes(`/ar/products/${row.sku}</loc>`));
      expect(entries).toHaveLength(2);
      for (const entry of entries) {
        expect(entry).toContain(`<lastmod>${new Date(row.updated_at).toISOString()}</lastmod>`);
        expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="https://shop.example/ar/products/${row.sku}"/>`);
        expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="https://shop.example/products/${row.sku}"/>`);
      }
    }
  });

  it('leaves hidden products out, and follows a product being hidden or changed', async () => {
    const hidden = rows.filter((r) => r.status === 'hidden');
    expect(hidden.length).toBeGreaterThan(0);
    const before = (await productsSitemap(db(), site, 1))!;
    for (const row of hidden) expect(before).not.toContain(`/products/${row.sku}<`);

    const target = active()[0]!;
    const later = new Date('2027-01-02T03:04:05.000Z');
    await db().updateTable('products').set({ updated_at: later }).where('id', '=', target.id).execute();
    expect(await productsSitemap(db(), site, 1)).toContain(`<lastmod>${later.toISOString()}</lastmod>`);

    await db().updateTable('products').set({ status: 'hidden' }).where('id', '=', target.id).execute();
    try {
      expect(await productsSitemap(db(), site, 1)).not.toContain(`/products/${target.sku}<`);
    } finally {
      await db().updateTable('products').set({ status: 'active', updated_at: target.updated_at }).where('id', '=', target.id).execute();
    }
  });

  it('splits the products over several files when one would exceed its limit', async () => {
    const perSitemap = 10;
    const files = Math.ceil(active().length / perSitemap);
    expect(files).toBeGreaterThan(2);
    const index = await sitemapIndex(db(), site, perSitemap);
    expect(locsOf(index)).toEqual([
      'https://shop.example/sitemap-pages.xml',
      'https://shop.example/sitemap-products.xml',
      ...Array.from({ length: files - 1 }, (_, i) => `https://shop.example/sitemap-products-${i + 2}.xml`),
    ]);
    const listed: string[] = [];
    for (let n = 1; n <= files; n++) {
      const xml = (await productsSitemap(db(), site, n, perSitemap))!;
      expectWellFormed(xml, 'urlset');
      expect(locsOf(xml).length).toBeLessThanOrEqual(2 * perSitemap);
      listed.push(...locsOf(xml));
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
