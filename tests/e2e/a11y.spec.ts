import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { LOCALES, localizePath, type Locale } from '../../src/i18n/locales.ts';
import { ADMIN_PRODUCT_NEW_PATH, ADMIN_SECTION_PATHS, adminProductEditPath } from '../../src/lib/admin/sections.ts';
import { signInAsAdmin, signInAsCustomer } from './auth.ts';
import { expect, test } from './fixtures.ts';

/**
 * Accessibility sweep (WCAG 2.2 AA, axe): every page of the sitemap in both languages, the public
 * pages the sitemap leaves out, and the signed-in pages of an administrator and of a customer.
 * Each page is checked as a new visitor meets it (cookie banner up) once its timed parts (chat
 * button, floating quote button) have appeared. A failure lists page, rule, impact and element.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Public pages that are not for search engines but are for people. */
const UNLISTED_PAGES = ['/login', '/register', '/404'];

/** Every admin screen, by path: screens still being built are covered as soon as they exist. */
const ADMIN_PAGES = [...Object.values(ADMIN_SECTION_PATHS), ADMIN_PRODUCT_NEW_PATH, adminProductEditPath(1)];

const locs = (xml: string) => [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

/** The sitemap's pages as paths; a sitemap index (e.g. a products sitemap beside the pages) is followed. */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const read = async (url: string): Promise<string[]> => {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    const xml = await response.text();
    if (/<sitemapindex[\s>]/.test(xml)) return (await Promise.all(locs(xml).map((loc) => read(new URL(loc).pathname)))).flat();
    return locs(xml).map((loc) => {
      const url = new URL(loc);
      return url.pathname + url.search;
    });
  };
  const paths = await read('/sitemap.xml');
  expect(paths.length, 'pages in the sitemap').toBeGreaterThan(0);
  return paths;
}

function inLanguage(paths: readonly string[], locale: Locale): string[] {
  return [...new Set(paths.map((path) => localizePath(path, locale)))];
}

/** Waits for what every page shows late (the chat button after 2 s, islands' data), then runs axe. */
async function violationsOn(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.getByTestId('chat-button')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations.flatMap((v) => v.nodes.map((node) => `${path}: ${v.id} (${v.impact}) ${v.help} — ${node.target.join(' ')}`));
}

async function sweep(page: Page, paths: readonly string[]): Promise<void> {
  test.setTimeout(30_000 + paths.length * 15_000);
  const found: string[] = [];
  for (const path of paths) found.push(...(await violationsOn(page, path)));
  expect(found, `accessibility violations on ${paths.join(', ')}`).toEqual([]);
}

for (const locale of LOCALES) {
  test(`every sitemap page in ${locale} has no WCAG 2.2 AA violation`, async ({ page, request }) => {
    await sweep(page, inLanguage(await sitemapPaths(request), locale));
  });

  test(`sign-in, registration and the not-found page in ${locale} have no WCAG 2.2 AA violation`, async ({ page }) => {
    await sweep(page, inLanguage(UNLISTED_PAGES, locale));
  });

  test(`every admin screen in ${locale} has no WCAG 2.2 AA violation`, async ({ page }) => {
    await signInAsAdmin(page);
    await sweep(page, inLanguage(ADMIN_PAGES, locale));
  });

  test(`an approved customer's catalogue and product page in ${locale} have no WCAG 2.2 AA violation`, async ({ page, request }) => {
    const { items } = (await (await request.get('/api/products')).json()) as { items: { sku: string }[] };
    await signInAsCustomer(page, 'retail');
    await sweep(page, inLanguage(['/products', `/products/${items[0]!.sku}`], locale));
  });
}
