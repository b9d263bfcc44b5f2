import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * A sitemap or sitemap index read as a crawler reads it (fast-xml-parser): the tests, the sweeps
 * and bench/lighthouse assert on what a search engine would find, entities decoded.
 */
export interface SitemapEntry {
  loc: string;
  lastmod?: string;
  /** hreflang -> address, from the entry's `<xhtml:link rel="alternate">`s. */
  alternates: Record<string, string>;
}

export interface Sitemap {
  root: 'urlset' | 'sitemapindex';
  /** The root's default namespace (sitemaps.org's). */
  xmlns: string;
  entries: SitemapEntry[];
}

interface RawEntry {
  loc: string;
  lastmod?: string;
  'xhtml:link'?: { rel: string; hreflang: string; href: string }[];
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name),
});

/** Parses a sitemap; throws, with the line and column, on anything that is not well-formed XML with one root. */
export function readSitemap(xml: string): Sitemap {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`sitemap not well-formed at ${valid.err.line}:${valid.err.col}: ${valid.err.msg}`);
  const document = parser.parse(xml) as Record<string, unknown>;
  const roots = Object.keys(document).filter((key) => key !== '?xml');
  if (roots.length !== 1 || (roots[0] !== 'urlset' && roots[0] !== 'sitemapindex')) throw new Error(`sitemap roots: ${roots.join(', ')}`);
  const root = roots[0];
  const body = document[root] as Record<string, unknown> & { xmlns?: string };
  const raw = ((root === 'urlset' ? body.url : body.sitemap) ?? []) as RawEntry[];
  return {
    root,
    xmlns: body.xmlns ?? '',
    entries: raw.map((entry) => ({
      loc: entry.loc.trim(),
      ...(entry.lastmod === undefined ? {} : { lastmod: entry.lastmod.trim() }),
      alternates: Object.fromEntries((entry['xhtml:link'] ?? []).filter((link) => link.rel === 'alternate').map((link) => [link.hreflang, link.href])),
    })),
  };
}

/** The addresses a sitemap lists, in its order. */
export const sitemapLocations = (xml: string): string[] => readSitemap(xml).entries.map((entry) => entry.loc);

/**
 * Every path (with its query) a sitemap index leads to, reading each file with `read` (a path on the
 * server measured: the index names absolute addresses of the configured site, which may be another host).
 */
export async function sitemapPaths(read: (path: string) => Promise<string>, path = '/sitemap.xml'): Promise<string[]> {
  const sitemap = readSitemap(await read(path));
  const paths = sitemap.entries.map(({ loc }) => {
    const url = new URL(loc);
    return url.pathname + url.search;
  });
  if (sitemap.root === 'urlset') return paths;
  return (await Promise.all(paths.map((child) => sitemapPaths(read, child)))).flat();
}
