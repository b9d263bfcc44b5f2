/**
 * The pages bench/lighthouse measures: the sitemap's content pages in both languages, the unlisted
 * public pages and a filtered catalogue, then up to `productsPerLanguage` product pages per language.
 */
import { LOCALES } from '../../src/i18n/locales.ts';
import { FILTERED_CATALOGUE, inEveryLanguage, PRODUCT_PAGE, UNLISTED_PAGES } from '../../tests/support/site-pages.ts';
import { sitemapPaths } from '../../tests/support/sitemap-xml.ts';

export async function pagesToMeasure(base: string, productsPerLanguage: number): Promise<string[]> {
  const listed = await sitemapPaths(async (path) => {
    const response = await fetch(new URL(path, base));
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return response.text();
  });
  const products = listed.filter((path) => PRODUCT_PAGE.test(path));
  const perLanguage = LOCALES.map((locale) => products.filter((path) => path.startsWith('/ar/') === (locale === 'ar')).slice(0, productsPerLanguage));
  return [...listed.filter((path) => !PRODUCT_PAGE.test(path)), ...inEveryLanguage([...UNLISTED_PAGES, FILTERED_CATALOGUE]), ...perLanguage.flat()];
}
