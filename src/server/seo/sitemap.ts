import { LOCALES, localizePath } from '#i18n/locales';

/** The public pages search engines should index, in both languages (products are listed by the catalogue). */
export const INDEXED_PAGES = ['/', '/products', '/home-lift', '/about', '/contact', '/cookie-policy'] as const;

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemap.xml: every page in every locale, each entry naming its language alternates (hreflang). */
export function sitemapXml(site: URL, pages: readonly string[] = INDEXED_PAGES): string {
  const entries = pages.flatMap((page) => {
    const alternates = LOCALES.map((locale) => ({ locale, href: new URL(localizePath(page, locale), site).href }));
    const links = [
      ...alternates.map((a) => `    <xhtml:link rel="alternate" hreflang="${a.locale}" href="${escapeXml(a.href)}"/>`),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(alternates[0]!.href)}"/>`,
    ].join('\n');
    return alternates.map((a) => `  <url>\n    <loc>${escapeXml(a.href)}</loc>\n${links}\n  </url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything public is crawlable except the admin area and the API; points at the sitemap. */
export function robotsTxt(site: URL): string {
  return ['User-agent: *', 'Disallow: /admin', 'Disallow: /ar/admin', 'Disallow: /api/', '', `Sitemap: ${new URL('/sitemap.xml', site).href}`, ''].join('\n');
}
