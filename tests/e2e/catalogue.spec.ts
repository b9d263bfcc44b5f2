import { LOCALES } from '../../src/i18n/locales.ts';
import type { Page } from '@playwright/test';
import type { ProductPage } from '../../src/lib/catalogue.ts';
import { openCatalogue } from './catalogue-support.ts';
import { expect, gotoIn, holdRequests, test } from './fixtures.ts';

/** Digits as the page shows them (Arabic pages use Arabic-Indic digits). */
const digits = (n: number, ar: boolean) => (ar ? new Intl.NumberFormat('ar-SA').format(n) : String(n));
const cards = (page: Page) => page.getByTestId('product-grid').getByTestId('product-card');

for (const locale of LOCALES) {
  const ar = locale === 'ar';
  const text = (en: string, arabic: string) => (ar ? arabic : en);

  test.describe(`catalogue (${locale})`, () => {
    test('loads the first 15 products, then the rest with load more', async ({ page, request }) => {
      const { total } = (await (await request.get('/api/products')).json()) as ProductPage;
      await openCatalogue(page, locale, '/products');
      await expect(cards(page)).toHaveCount(15);
      await expect(page.getByTestId('load-more-count')).toHaveText(`${digits(15, ar)} / ${digits(total, ar)}`);
      // The next page's answer waits until the busy state has been seen, as on a slow network.
      const release = await holdRequests(page, '**/api/products?offset=15&**');
      await page.getByRole('button', { name: text('Load more', 'تحميل المزيد') }).click();
      await expect(page.getByText(text('Loading more products...', 'جارٍ تحميل المزيد من المنتجات...'))).toBeVisible();
      release();
      await expect(cards(page)).toHaveCount(Math.min(total, 65));
      await expect(page.getByTestId('load-more-count')).toHaveText(`${digits(Math.min(total, 65), ar)} / ${digits(total, ar)}`);
    });

    test('filters by a group, then by a single category; back returns to the previous filter', async ({ page, request }) => {
      await openCatalogue(page, locale, '/products');
      await expect(cards(page)).toHaveCount(15);
      await page.getByRole('button', { name: text('Elevator Door System', 'نظام أبواب المصاعد') }).click();
      await page.getByRole('button', { name: text('All Elevator Door System', 'كل نظام أبواب المصاعد') }).click();
      await expect(page).toHaveURL(/\?category=elevator-door-system$/);
      const group = (await (await request.get('/api/products?category=elevator-door-system')).json()) as ProductPage;
      await expect(page.getByTestId('load-more-count')).toHaveText(`${digits(Math.min(15, group.total), ar)} / ${digits(group.total, ar)}`);
      await expect(cards(page).first()).toHaveAttribute('data-sku', group.items[0]!.sku);

      // Dropdown by keyboard: ArrowDown opens and focuses "All …", arrows move, Enter chooses.
      const trigger = page.getByRole('button', { name: text('Elevator Door System', 'نظام أبواب المصاعد') });
      await trigger.focus();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('button', { name: text('All Elevator Door System', 'كل نظام أبواب المصاعد') })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(trigger).toBeFocused();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await trigger.click();
      await page.getByRole('button', { name: text('Door Locks', 'أقفال الأبواب'), exact: true }).click();
      await expect(page).toHaveURL(/\?category=door-locks$/);
      const locks = (await (await request.get('/api/products?category=door-locks')).json()) as ProductPage;
      await expect(cards(page)).toHaveCount(locks.total);
      // Everything of the category is shown: the custom-request card closes the grid.
      await expect(page.getByTestId('custom-request-card')).toBeVisible();

      await page.goBack();
      await expect(page).toHaveURL(/\?category=elevator-door-system$/);
      await expect(cards(page).first()).toHaveAttribute('data-sku', group.items[0]!.sku);
      await page.getByRole('button', { name: text('Clear filter', 'مسح التصفية') }).click();
      await expect(page).toHaveURL(/\/products$/);
      await expect(page.getByRole('heading', { name: text('Featured Products', 'منتجات مميزة') })).toBeVisible();
    });

    test('a category named by hand in the address is found however it is spaced or cased, else "Category not found"', async ({ page, request }) => {
      const motors = (await (await request.get('/api/products?category=door-motors')).json()) as ProductPage;
      await openCatalogue(page, locale, '/products?category=Door%20%20MOTORS');
      await expect(cards(page).first()).toHaveAttribute('data-sku', motors.items[0]!.sku);
      await expect(page.getByTestId('load-more-count')).toHaveText(`${digits(Math.min(15, motors.total), ar)} / ${digits(motors.total, ar)}`);
      await openCatalogue(page, locale, '/products?category=Door%20Motorz');
      await expect(page.getByTestId('unknown-category')).toHaveText(text('Category not found', 'لم يتم العثور على الفئة'));
      await expect(cards(page)).toHaveCount(0);
    });

    test('a click outside closes an open dropdown', async ({ page }) => {
      await openCatalogue(page, locale, '/products');
      const filters = page.getByRole('navigation', { name: text('Filter by category', 'التصفية حسب الفئة') });
      const trigger = filters.getByRole('button', { name: text('Accessories', 'الإكسسوارات'), exact: true });
      // No floating button covers an open menu (issue 20): shown first, they step aside until it closes.
      await expect(page.locator('.floating-quote')).toBeVisible();
      await expect(page.locator('[data-chat]')).toBeVisible();
      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator('.floating-quote')).toBeHidden();
      await expect(page.locator('[data-chat]')).toBeHidden();
      await page.getByRole('heading', { level: 1 }).click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(page.locator('.floating-quote')).toBeVisible();
    });

    test('a category chip filters by its category', async ({ page }) => {
      await openCatalogue(page, locale, '/products');
      const chip = cards(page).first().locator('.chip').first();
      const name = (await chip.textContent())!;
      await chip.click();
      await expect(page).toHaveURL(/\?category=[a-z0-9-]+$/);
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    });

    test('what is typed into the search box before the page is live is kept, cleaned', async ({ page }) => {
      // Hold the catalogue's code back so the typing surely happens in the server-rendered box.
      const release = await holdRequests(page, /\/_astro\/CatalogueApp\.[\w-]+\.js$/);
      await gotoIn(page, locale, '/products');
      const box = page.getByRole('combobox', { name: text('Search by code', 'البحث بالرمز') });
      await box.pressSequentially('door<>');
      await expect(page.locator('astro-island[ssr] .search-box')).toBeVisible();
      release();
      await expect(page.locator('astro-island:not([ssr]) .search-box')).toBeVisible();
      await expect(box).toHaveValue('door');
      // Suggested for as if typed once the page is live (issue 23).
      await expect(page.getByRole('listbox', { name: text('Suggested products', 'منتجات مقترحة') })).toBeVisible();
    });

    test('code search strips disallowed characters as typed and finds by SKU, part number and name', async ({ page, request }) => {
      const first = ((await (await request.get('/api/products')).json()) as ProductPage).items[4]!;
      await openCatalogue(page, locale, '/products?category=door-motors');
      const box = page.getByRole('combobox', { name: text('Search by code', 'البحث بالرمز') });
      await box.pressSequentially(`${first.partNumber.toLowerCase()}<>%;`);
      await expect(box).toHaveValue(first.partNumber.toLowerCase());
      await box.press('Enter');
      // Searching clears the category.
      await expect(page).toHaveURL(new RegExp(`\\?q=${first.partNumber.toLowerCase()}$`));
      await expect(cards(page)).toHaveCount(1);
      await expect(cards(page).first()).toHaveAttribute('data-sku', first.sku);

      await box.fill(ar ? first.nameAr.split(' ')[0]! : first.nameEn.toUpperCase());
      await page.getByRole('button', { name: text('Search', 'بحث'), exact: true }).click();
      await expect(cards(page).and(page.locator(`[data-sku="${first.sku}"]`))).toBeVisible();

      await box.fill('zzzz-no-such-part');
      await box.press('Enter');
      await expect(page.getByText(text('No products found', 'لم يتم العثور على منتجات'))).toBeVisible();
    });

    test('accepts ?q= from search engines', async ({ page, request }) => {
      const product = ((await (await request.get('/api/products')).json()) as ProductPage).items[2]!;
      await openCatalogue(page, locale, `/products?q=${product.sku}`);
      await expect(page.getByRole('combobox', { name: text('Search by code', 'البحث بالرمز') })).toHaveValue(product.sku);
      await expect(cards(page)).toHaveCount(1);
    });

    test('featured sales tick down and lead to all sale items', async ({ page }) => {
      await openCatalogue(page, locale, '/products');
      const featured = page.locator('.featured');
      const clock = featured.getByTestId('sale-countdown-time').first();
      await expect(clock).toHaveText(/\S+:\S+:\S+/);
      const before = await clock.textContent();
      await expect(clock).not.toHaveText(before!, { timeout: 3000 });
      await featured.getByRole('link', { name: text('View All Sale Items', 'عرض جميع منتجات التخفيضات') }).click();
      await expect(page).toHaveURL(/\?filter=sale$/);
      await expect(page.locator('.featured')).toHaveCount(0);
      for (const card of await cards(page).all()) await expect(card.getByText(text('Special', 'عرض خاص'), { exact: true })).toBeVisible();
    });

    test('shows the Connection Error panel and recovers with Retry', async ({ page }) => {
      // The first page comes with the HTML; a filter change is the first call that can fail.
      await openCatalogue(page, locale, '/products');
      await page.route('**/api/products?**', (route) => route.abort());
      await page.getByRole('link', { name: text('View All Sale Items', 'عرض جميع منتجات التخفيضات') }).click();
      await expect(page.getByRole('alert')).toContainText(text('Connection Error', 'خطأ في الاتصال'));
      await page.unroute('**/api/products?**');
      await page.getByRole('button', { name: text('Retry', 'إعادة المحاولة') }).click();
      await expect(cards(page).first()).toBeVisible();
      for (const card of await cards(page).all()) await expect(card.getByText(text('Special', 'عرض خاص'), { exact: true })).toBeVisible();
    });

    test('visitors see no class prices: quote buttons, or the sale price with the retail price struck through', async ({ page }) => {
      await openCatalogue(page, locale, '/products');
      const regular = cards(page).filter({ hasNot: page.getByText(text('Special', 'عرض خاص'), { exact: true }) }).first();
      await expect(regular.getByRole('button', { name: text('Request Quote', 'طلب عرض سعر') })).toBeVisible();
      await expect(regular.getByRole('button', { name: text('Register to view prices', 'سجّل لعرض الأسعار') })).toBeVisible();
      await expect(regular.getByTestId('price-amount')).toHaveCount(0);
      const sale = cards(page).filter({ has: page.getByTestId('price-was') }).first();
      await expect(sale.getByTestId('price-amount')).toContainText(ar ? 'ريال' : 'SAR');
      await expect(sale.getByRole('button', { name: text('Request Official Quote', 'طلب عرض سعر رسمي') })).toBeVisible();
    });
  });
}
