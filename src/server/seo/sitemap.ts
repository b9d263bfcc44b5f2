import { LOCALES, localizePath } from '#i18n/locales';

/**
 * The sitemaps (sitemaps.org protocol): /sitemap.xml is an index naming /sitemap-pages.xml (the
 * content pages, pre-rendered) and the product sitemaps (/sitemap-products.xml, then
 * /sitemap-products-2.xml, … built from the database). Every address is listed in English and
 * Arabic, each entry naming its language alternates (hreflang).
 */

/** The public content pages search engines should index, in both languages. */
export const INDEXED_PAGES = ['/', '/products', '/home-lift', '/about', '/contact', '/cookie-policy', '/privacy', '/terms'] as const;

/**
 * A sitemap holds at most 50,000 addresses; each product has two (English, Arabic), so a product
 * sitemap lists at most 25,000 products and more are split over further files.
 */
export const PRODUCTS_PER_SITEMAP = 25_000;

export const PAGES_SITEMAP_PATH = '/sitemap-pages.xml';

export interface SitemapProduct {
  sku: string;
  updatedAt: Date;
}

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The `<url>` entries of one address in every locale, each naming all of them as alternates. */
function localizedEntries(site: URL, path: string, lastmod?: Date): string[] {
  const alternates = LOCALES.map((locale) => ({ locale, href: new URL(localizePath(path, locale), site).href }));
  const lines = [
    ...alternates.map((a) => `    <xhtml:link rel="alternate" hreflang="${a.locale}" href="${escapeXml(a.href)}"/>`),
    `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(alternates[0]!.href)}"/>`,
    ...(lastmod ? [`    <lastmod>${lastmod.toISOString()}</lastmod>`] : []),
  ].join('\n');
  return alternates.map((a) => `  <url>\n    <loc>${escapeXml(a.href)}</loc>\n${lines}\n  </url>`);
}

function urlset(entries: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** /sitemap-pages.xml: every content page in every locale. */
export function pagesSitemapXml(site: URL, pages: readonly string[] = INDEXED_PAGES): string {
  return urlset(pages.flatMap((page) => localizedEntries(site, page)));
}

/** A product sitemap: each product's page in every locale, last modified when the product was. */
export function productsSitemapXml(site: URL, products: readonly SitemapProduct[]): string {
  return urlset(products.flatMap((p) => localizedEntries(site, `/products/${p.sku}`, p.updatedAt)));
}

/** The path of the n-th product sitemap (1-based). */
export function productsSitemapPath(n: number): string {
  return n === 1 ? '/sitemap-products.xml' : `/sitemap-products-${n}.xml`;
}

/** How many product sitemaps `count` products need (at least one, empty when there are none). */
export function productsSitemapCount(count: number, perSitemap = PRODUCTS_PER_SITEMAP): number {
  return Math.max(1, Math.ceil(count / perSitemap));
}

/** /sitemap.xml: the index of the pages sitemap and every product sitemap. */
export function sitemapIndexXml(site: URL, paths: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `  <sitemap>\n    <loc>${escapeXml(new URL(path, site).href)}</loc>\n  </sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** robots.txt: everything public is crawlable except the admin area and the API; points at the sitemap index. */
export function robotsTxt(site: URL): string {
  return ['User-agent: *', 'Disallow: /admin', 'Disallow: /ar/admin', 'Disallow: /api/', '', `Sitemap: ${new URL('/sitemap.xml', site).href}`, ''].join('\n');
}
