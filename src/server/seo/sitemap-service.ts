import type { Database } from '../db/index.ts';
import { countListedProducts, findListedProducts } from './sitemap-repository.ts';
import { PAGES_SITEMAP_PATH, PRODUCTS_PER_SITEMAP, productsSitemapCount, productsSitemapPath, productsSitemapXml, sitemapIndexXml } from './sitemap.ts';

/**
 * The sitemaps answered on demand (from the database). They are the same for everyone: the CDN
 * keeps them an hour, and every catalogue write purges the `catalogue` tag (ADR 0010), so a new
 * or hidden product shows in them at once; browsers revalidate.
 */
export const SITEMAP_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': 'public, max-age=0, must-revalidate',
  'Netlify-CDN-Cache-Control': 'public, durable, s-maxage=3600',
  'Netlify-Cache-Tag': 'catalogue',
};

/** /sitemap.xml: the pages sitemap and as many product sitemaps as the active products need. */
export async function sitemapIndex(db: Database, site: URL, perSitemap = PRODUCTS_PER_SITEMAP): Promise<string> {
  const files = productsSitemapCount(await countListedProducts(db), perSitemap);
  return sitemapIndexXml(site, [PAGES_SITEMAP_PATH, ...Array.from({ length: files }, (_, i) => productsSitemapPath(i + 1))]);
}

/** The n-th product sitemap (1-based); null when the products do not fill that many. */
export async function productsSitemap(db: Database, site: URL, n: number, perSitemap = PRODUCTS_PER_SITEMAP): Promise<string | null> {
  if (!Number.isSafeInteger(n) || n < 1) return null;
  const products = await findListedProducts(db, { offset: (n - 1) * perSitemap, limit: perSitemap });
  if (n > 1 && products.length === 0) return null;
  return productsSitemapXml(site, products);
}

/** The answer of an on-demand sitemap: the XML with its cache headers, or 404. */
export function sitemapResponse(xml: string | null): Response {
  if (xml === null) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(xml, { headers: SITEMAP_HEADERS });
}
