import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import type { ProductPage } from '../../src/lib/catalogue.ts';
import { localized, LOCALES, localizePath } from '../../src/i18n/locales.ts';
import { signInAsCustomer } from './auth.ts';
import { decideCookies, expect, gotoIn, test } from './fixtures.ts';
import { holdFonts, layoutShift, watchLayoutShifts } from './layout-shift.ts';

/**
 * The catalogue paints once (issue 12, ADR 0016): its first page is in the HTML the browser
 * receives, priced for the viewer, and neither hydration, late data nor the fonts' arrival moves
 * anything, on its lists and on its product pages.
 */
const PATHS = ['/products', '/products?category=door-locks', '/products?filter=sale', '/products?category=elevator-door-system', '/products?q=door'];
const SIZES = { mobile: { width: 412, height: 823 }, desktop: { width: 1350, height: 940 } };

/**
 * A page's layout shift (as CLS counts it) from its first paint until it is quiet, with its fonts
 * arriving only after that paint and after `painted` (what the page must show first): the worst
 * case for a shift when they arrive.
 */
async function cumulativeLayoutShift(context: BrowserContext, path: string, painted: (page: Page) => Promise<void>): Promise<number> {
  // A page of its own for each address: one observer, and no font already in its memory.
  const page = await context.newPage();
  await watchLayoutShifts(page);
  const releaseFonts = await holdFonts(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await painted(page);
  releaseFonts();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  // Two frames after the last request and font: a late render would have painted by then.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const cls = await layoutShift(page);
  await page.close();
  return cls;
}

/** The catalogue's island hydrates when reached for (ADR 0035): a pointer over the grid, as a visitor's. */
async function catalogueHydrated(page: Page): Promise<void> {
  await page.getByTestId('product-grid').hover();
  await expect(page.locator('astro-island:not([ssr]) [data-testid="product-grid"]')).toBeVisible();
}

/** A product page is painted once its codes and its buy box are. */
async function productPainted(page: Page): Promise<void> {
  await expect(page.getByTestId('product-sku')).toBeVisible();
  await expect(page.locator('.buy-box')).toBeVisible();
}

/** Product pages with OEM numbers, the longest of a product's codes: the first two of the catalogue. */
async function productPathsWithOemNumbers(request: APIRequestContext): Promise<string[]> {
  const { items } = (await (await request.get('/api/products')).json()) as ProductPage;
  const paths: string[] = [];
  for (const { sku } of items) {
    if (paths.length === 2) break;
    const html = await (await request.get(`/products/${sku}`)).text();
    if (html.includes('data-testid="product-oem"')) paths.push(`/products/${sku}`);
  }
  expect(paths, 'product pages with OEM numbers').toHaveLength(2);
  return paths;
}

for (const locale of LOCALES) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    test.describe(`${size} screen`, () => {
      test.use({ viewport });
      test(`no layout shift on the catalogue, ${size} (${locale})`, async ({ page, context }) => {
        await decideCookies(page);
        for (const path of PATHS) {
          const cls = await cumulativeLayoutShift(context, localizePath(path, locale), catalogueHydrated);
          expect(cls, `CLS of ${path}`).toBeLessThanOrEqual(0.02);
        }
      });

      test(`no layout shift on a product page, ${size} (${locale})`, async ({ page, context, request }) => {
        await decideCookies(page);
        for (const path of await productPathsWithOemNumbers(request)) {
          const cls = await cumulativeLayoutShift(context, localizePath(path, locale), productPainted);
          expect(cls, `CLS of ${path}`).toBeLessThanOrEqual(0.02);
        }
      });
    });
  }

  test(`the first page of products is in the HTML: going live, the island asks once for its first state (${locale})`, async ({ page, request }) => {
    const { items } = (await (await request.get('/api/products')).json()) as ProductPage;
    const html = await (await request.get(localizePath('/products', locale))).text();
    for (const product of items.slice(0, 3)) expect(html).toContain(localized(product, 'name', locale));

    const calls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/products') || r.url().includes('/api/categories')) calls.push(r.url());
    });
    await gotoIn(page, locale, '/products?category=door-locks');
    await page.getByTestId('product-grid').hover();
    await expect(page.locator('astro-island:not([ssr]) [data-testid="product-grid"]')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The server rendered the island from the same state without writing it into the page
    // (first-state.ts): the products for the address and every category, asked for once each; the
    // filter menus' members are among those categories.
    expect(calls.map((url) => new URL(url).pathname).sort()).toEqual(['/api/categories', '/api/products']);
    expect(new URL(calls.find((url) => url.includes('/api/products'))!).searchParams.get('category')).toBe('door-locks');
  });
}

test('the catalogue is cached at the CDN for visitors only, and bad filters never fail', async ({ page, request }) => {
  const visitor = await request.get('/products?category=door-locks');
  expect(visitor.headers()['netlify-cache-tag']).toBe('catalogue');
  expect(visitor.headers()['netlify-vary']).toBe('cookie=lp_access');
  expect(visitor.headers()['netlify-cdn-cache-control']).toContain('s-maxage=');

  for (const path of ['/products?category=%3Cscript%3E&filter=cheap&q=%00%FF', '/ar/products?q=' + 'x'.repeat(500), '/products?category=&offset=-5']) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  const unknown = await (await request.get('/products?category=no-such-category')).text();
  expect(unknown).toContain('Category not found');

  await signInAsCustomer(page, 'small_company');
  const customer = await page.request.get('/products');
  expect(customer.headers()['cache-control']).toBe('private, no-store');
  expect(customer.headers()['netlify-cache-tag']).toBeUndefined();
  // The class price is in the HTML: no second layout once the island is live.
  const html = await customer.text();
  expect(html).toContain('Your price');
});
