import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { LOCALES, localizePath, type Locale } from '../../src/i18n/locales.ts';
import { ADMIN_PRODUCT_NEW_PATH, ADMIN_SECTION_PATHS, adminProductEditPath } from '../../src/lib/admin/sections.ts';
import { signInAsAdmin, signInAsCustomer } from './auth.ts';
import { expect, test } from './fixtures.ts';
import { UNLISTED_PAGES } from '../support/site-pages.ts';
import { sitemapPaths } from '../support/sitemap-xml.ts';
import { CHAT_TIMING } from '../../src/features/chat/whatsapp.ts';

/**
 * Accessibility sweep (WCAG 2.2 AA, axe): every page of the sitemap in both languages, the public
 * pages the sitemap leaves out, and the signed-in pages of an administrator and of a customer.
 * Each page is checked as a new visitor meets it (cookie banner up) once its timed parts (chat
 * button, floating quote button) have appeared. A failure lists page, rule, impact and element.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Every admin screen, by path: screens still being built are covered as soon as they exist. */
const ADMIN_PAGES = [...Object.values(ADMIN_SECTION_PATHS), ADMIN_PRODUCT_NEW_PATH, adminProductEditPath(1)];

/** The sitemap's pages as paths (the index followed); a sitemap that does not answer fails the sweep. */
async function listedPaths(request: APIRequestContext): Promise<string[]> {
  const paths = await sitemapPaths(async (path) => {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    return response.text();
  });
  expect(paths.length, 'pages in the sitemap').toBeGreaterThan(0);
  return paths;
}

function inLanguage(paths: readonly string[], locale: Locale): string[] {
  return [...new Set(paths.map((path) => localizePath(path, locale)))];
}

/**
 * How many of the page's requests are under way (the islands' data, a picture): counted from the
 * events rather than waited for with `networkidle`, whose half second of quiet after the last
 * answer was a fifth of the sweep.
 */
function requestsUnderWay(page: Page): () => number {
  const open = new Set<Request>();
  page.on('request', (request) => open.add(request));
  // A redirect finishes its request and starts another; a navigation fails what the last page left.
  const end = (request: Request) => open.delete(request);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return () => open.size;
}

/**
 * Waits for what every page shows late, then runs axe: the page's clock is moved on past the chat
 * button's appearance and its tooltip (timers, not work: waiting for them in real time was two
 * thirds of the sweep), then the islands' data arrives.
 */
async function violationsOn(page: Page, path: string, underWay: () => number): Promise<string[]> {
  await page.clock.install();
  await page.goto(path);
  await page.clock.runFor(CHAT_TIMING.appearAfterMs + CHAT_TIMING.tooltipAfterMs);
  // Admin screens have no chat button (issue 20); every other page shows it by now.
  const chat = page.getByTestId('chat-button');
  await (/\/admin(\/|$)/.test(path) ? expect(chat).toHaveCount(0) : expect(chat).toBeVisible());
  await expect.poll(underWay, { message: `requests still under way on ${path}` }).toBe(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Transitions run in real time, not on the page's clock: the floating quote button's label, shown
  // by the timer just moved on, was once checked for contrast halfway through its fade. Let every
  // finite animation and transition end (spinners run forever and are left alone).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Axe's default run finishes in a blank page it opens per analysis, for cross-origin frames;
  // the shop has none (page-weight.spec: no request to another origin), so it runs in the page.
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode().analyze();
  return violations.flatMap((v) => v.nodes.map((node) => `${path}: ${v.id} (${v.impact}) ${v.help} — ${node.target.join(' ')}`));
}

async function sweep(page: Page, paths: readonly string[]): Promise<void> {
  test.setTimeout(30_000 + paths.length * 15_000);
  const underWay = requestsUnderWay(page);
  const found: string[] = [];
  for (const path of paths) found.push(...(await violationsOn(page, path, underWay)));
  expect(found, `accessibility violations on ${paths.join(', ')}`).toEqual([]);
}

for (const locale of LOCALES) {
  test(`every sitemap page in ${locale} has no WCAG 2.2 AA violation`, async ({ page, request }) => {
    await sweep(page, inLanguage(await listedPaths(request), locale));
  });

  test(`sign-in, registration and the not-found page in ${locale} have no WCAG 2.2 AA violation`, async ({ page }) => {
    await sweep(page, inLanguage(UNLISTED_PAGES, locale));
  });

  test(`every admin screen in ${locale} has no WCAG 2.2 AA violation`, async ({ page }) => {
    await signInAsAdmin(page);
    await sweep(page, inLanguage(ADMIN_PAGES, locale));
  });

  test(`an approved customer's catalogue, product page and account in ${locale} have no WCAG 2.2 AA violation`, async ({ page, request }) => {
    const { items } = (await (await request.get('/api/products')).json()) as { items: { sku: string }[] };
    await signInAsCustomer(page, 'retail');
    await sweep(page, inLanguage(['/products', `/products/${items[0]!.sku}`, '/account'], locale));
  });
}
