import { LOCALES } from '../../src/i18n/locales.ts';
import type { Page } from '@playwright/test';
import type { CatalogueCategory, ProductPage } from '../../src/lib/catalogue.ts';
import { expect, gotoIn, holdRequests, test } from './fixtures.ts';
import { words } from './quote-support.ts';

/**
 * ADR 0035: the catalogue's and the product page's React islands hydrate when the visitor reaches
 * for them. Until then the first screen is whole: the sales' countdowns tick, and a button pressed
 * before the island is live is pressed again once it is, not lost.
 */
const cards = (page: Page) => page.getByTestId('product-grid').getByTestId('product-card');

/** The island's code and React itself, by the names of their built files. */
const ISLAND_CODE = /\/_astro\/(CatalogueApp|ProductBuyBox|client)\.[\w-]+\.js$/;

for (const locale of LOCALES) {
  const ar = locale === 'ar';
  const w = words(locale);

  test(`a visitor who only looks at the catalogue or a product downloads no React, and the countdowns tick (${locale})`, async ({ page, request }) => {
    const islandCode: string[] = [];
    page.on('request', (r) => {
      if (ISLAND_CODE.test(r.url())) islandCode.push(r.url());
    });
    const { items } = (await (await request.get('/api/products?filter=sale&limit=1')).json()) as ProductPage;
    for (const [path, clock] of [
      ['/products', page.locator('.featured').getByTestId('sale-countdown-time').first()],
      [`/products/${items[0]!.sku}`, page.getByTestId('sale-countdown-time')],
    ] as const) {
      await gotoIn(page, locale, path);
      await expect(clock).toHaveText(/\S+:\S+:\S+/);
      const before = await clock.textContent();
      await expect(clock).not.toHaveText(before!, { timeout: 3000 });
      await page.waitForLoadState('networkidle');
      await expect(page.locator('astro-island[ssr]')).not.toHaveCount(0);
    }
    expect(islandCode).toEqual([]);
  });

  test(`Load more pressed before the catalogue is live loads the next products once it is (${locale})`, async ({ page }) => {
    // Hold the island's code back, so the press surely lands on the server's HTML.
    const release = await holdRequests(page, /\/_astro\/CatalogueApp\.[\w-]+\.js$/);
    await gotoIn(page, locale, '/products');
    await expect(cards(page)).toHaveCount(15);
    await page.getByRole('button', { name: ar ? 'تحميل المزيد' : 'Load more' }).click();
    await expect(page.locator('astro-island[ssr] .catalogue')).toBeVisible();
    release();
    await expect(cards(page)).not.toHaveCount(15);
    await expect(page.locator('astro-island:not([ssr]) .catalogue')).toBeVisible();
  });

  test(`Load more pressed while the catalogue waits for its first state loads the next products once it has it (${locale})`, async ({ page }) => {
    // The island hydrates from its first state, asked for as it goes live (first-state.ts): held
    // back here, so the press lands on an island that React has but cannot answer with yet.
    const release = await holdRequests(page, /\/api\/products\?offset=0&/);
    await gotoIn(page, locale, '/products');
    await page.locator('.catalogue-controls').hover();
    await expect(page.locator('astro-island:not([ssr]) .catalogue[data-until-live]')).toBeVisible();
    await page.getByRole('button', { name: ar ? 'تحميل المزيد' : 'Load more' }).click();
    release();
    await expect(cards(page)).not.toHaveCount(15);
    await expect(page.locator('astro-island [data-until-live]')).toHaveCount(0);
  });

  test(`a catalogue changed since its page was rendered goes live showing the change, without a hydration error (${locale})`, async ({ page }) => {
    // As if an administrator hid the first product after the page was rendered (or cached): the
    // island's first state no longer matches the page's fingerprint of it (CatalogueApp).
    let hidden = '';
    await page.route(/\/api\/products\?offset=0&/, async (route) => {
      const answer = (await (await route.fetch()).json()) as ProductPage;
      const [first, ...rest] = answer.items;
      hidden = first!.sku;
      await route.fulfill({ json: { ...answer, items: rest, total: answer.total - 1 } });
    });
    await gotoIn(page, locale, '/products');
    await expect(cards(page)).toHaveCount(15);
    await page.locator('.catalogue-controls').hover();
    await expect(page.locator('astro-island:not([ssr]) .catalogue:not([data-until-live])')).toBeVisible();
    await expect(cards(page)).toHaveCount(14);
    await expect(page.locator(`[data-testid="product-grid"] [data-sku="${hidden}"]`)).toHaveCount(0);
    // Live: Load more answers (the browser-errors fixture fails the test on React's mismatch error).
    await page.getByRole('button', { name: ar ? 'تحميل المزيد' : 'Load more' }).click();
    await expect(cards(page)).not.toHaveCount(14);
  });

  test(`a filter menu opened before the catalogue has its categories opens with all its members once it has (${locale})`, async ({ page, request }) => {
    // The first answer carries only the categories its first screen shows (island-data.ts); the
    // menus' members come as the island goes live. Held back here, so the click surely waits for them.
    const { categories } = (await (await request.get('/api/categories')).json()) as { categories: CatalogueCategory[] };
    const members = categories.filter((c) => c.group === 'elevator-door-system' && c.hasProducts !== false);
    const release = await holdRequests(page, /\/api\/categories$/);
    await gotoIn(page, locale, '/products?category=door-locks');
    await page.getByRole('button', { name: w['group.elevator-door-system'] }).click();
    await expect(page.locator('astro-island:not([ssr]) .catalogue')).toBeVisible();
    await expect(page.locator('.dropdown-panel')).toHaveCount(0);
    release();
    const panel = page.locator('.dropdown-panel');
    await expect(panel.getByRole('listitem')).toHaveCount(members.length);
    for (const member of members) await expect(panel.getByRole('button', { name: ar ? member.nameAr : member.nameEn, exact: true })).toBeVisible();
  });

  test(`a quantity typed and Add pressed before the product page is live are both kept (${locale})`, async ({ page, request }) => {
    const { items } = (await (await request.get('/api/products?limit=1')).json()) as ProductPage;
    const release = await holdRequests(page, /\/_astro\/ProductBuyBox\.[\w-]+\.js$/);
    await gotoIn(page, locale, `/products/${items[0]!.sku}`);
    const add = page.locator('.buy-box').getByTestId('add-to-quote-list');
    await add.getByLabel(w['quoteList.addQuantity']).fill('7');
    await add.getByRole('button', { name: w['quoteList.add'] }).click();
    await expect(page.locator('astro-island[ssr] .buy-box')).toBeVisible();
    release();
    await expect(add.getByRole('status')).toContainText(w['quoteList.added']);
    await gotoIn(page, locale, '/quote-list');
    await expect(page.getByTestId('quote-list-line').getByRole('spinbutton')).toHaveValue('7');
  });

  test(`the first photo, the page's largest paint, is asked for from the head and downloaded once (${locale})`, async ({ page, request }) => {
    const { items } = (await (await request.get('/api/products?limit=1')).json()) as ProductPage;
    for (const path of ['/products', `/products/${items[0]!.sku}`]) {
      const photos: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname.startsWith('/media/')) photos.push(r.url());
      });
      await gotoIn(page, locale, path);
      const preload = page.locator('head link[rel="preload"][as="image"]');
      await expect(preload).toHaveCount(1);
      const file = new URL((await preload.getAttribute('href'))!, page.url()).pathname;
      await page.waitForLoadState('networkidle');
      // The preload and the <img> name the same widths and sizes: the browser picks one file for both.
      expect(photos.filter((url) => new URL(url).pathname === file)).toHaveLength(1);
      page.removeAllListeners('request');
    }
  });
}
