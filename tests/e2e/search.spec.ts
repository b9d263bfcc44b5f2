import type { Page } from '@playwright/test';
import { LOCALES } from '../../src/i18n/locales.ts';
import type { ProductPage } from '../../src/lib/catalogue.ts';
import { openCatalogue } from './catalogue-support.ts';
import { expect, test } from './fixtures.ts';

/** Issue 23: suggestions while typing and the search examples of the issue, in both languages. */
const cards = (page: Page) => page.getByTestId('product-grid').getByTestId('product-card');

for (const locale of LOCALES) {
  const ar = locale === 'ar';
  const text = (en: string, arabic: string) => (ar ? arabic : en);

  test.describe(`search (${locale})`, () => {
    test('suggests products while typing; arrows choose, Enter opens, Escape closes', async ({ page, request }) => {
      const { items } = (await (await request.get('/api/products?q=KM-4100-A')).json()) as ProductPage;
      const target = items[0]!;
      await openCatalogue(page, locale, '/products');
      const box = page.getByRole('combobox');
      await box.fill('k');
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await box.fill('km 4100');
      const list = page.getByRole('listbox', { name: text('Suggested products', 'منتجات مقترحة') });
      await expect(list).toBeVisible();
      const options = list.getByRole('option');
      await expect(options.first()).toContainText('KM-4100-A');
      expect(await options.count()).toBeLessThanOrEqual(8);
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      await box.press('Escape');
      await expect(list).toBeHidden();
      await box.press('Backspace');
      await expect(list).toBeVisible();
      await box.press('ArrowDown');
      await expect(options.first()).toHaveAttribute('aria-selected', 'true');
      await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/products/${target.sku}$`));
      await expect(page.getByTestId('product-sku')).toHaveText(target.sku);
    });

    test('the suggestions of an earlier query are never offered for a new one', async ({ page }) => {
      await openCatalogue(page, locale, '/products');
      const box = page.getByRole('combobox');
      const list = page.getByRole('listbox', { name: text('Suggested products', 'منتجات مقترحة') });
      await box.fill('km 4100');
      await expect(list.getByRole('option').first()).toContainText('KM-4100-A');
      // The answer for the new query is held: until it comes, no list (nothing to choose by mistake).
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/search/suggest?q=*', async (route) => {
        await released;
        await route.continue();
      });
      await box.fill('اوتيس');
      await expect(list).toBeHidden();
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await box.press('ArrowDown');
      await expect(box).not.toHaveAttribute('aria-activedescendant');
      release();
      await expect(list.getByRole('option').first()).toContainText(text('OTIS', 'أوتيس'));
      await expect(list.getByRole('option').filter({ hasText: 'KM-4100-A' })).toHaveCount(0);
    });

    test('Enter without a chosen suggestion searches, shareable as ?q=', async ({ page }) => {
      await openCatalogue(page, locale, '/products');
      const box = page.getByRole('combobox');
      await box.fill('KM٤١٠٠A');
      await box.press('Enter');
      await expect(page).toHaveURL(/\?q=KM4100A$/);
      await expect(cards(page).first()).toContainText('KM-4100-A');
      await page.reload();
      await expect(cards(page).first()).toContainText('KM-4100-A');
    });

    for (const [q, expected] of [
      ['km-4100a', 'KM-4100-A'],
      ['اوتيس', text('OTIS', 'أوتيس')],
      ['fermater', text('Fermator', 'فيرماتور')],
      ['otis door', text('OTIS Door', 'أوتيس')],
    ] as const) {
      test(`"${q}" finds ${expected}`, async ({ page }) => {
        await openCatalogue(page, locale, `/products?q=${encodeURIComponent(q)}`);
        await expect(cards(page).first()).toContainText(expected);
      });
    }

    test('a card found by an OEM number says why', async ({ page, request }) => {
      const { items } = (await (await request.get('/api/products?q=KM-4100-A')).json()) as ProductPage;
      const oem = items[0]!.references.find((r) => r.kind === 'oem')!;
      await openCatalogue(page, locale, `/products?q=${encodeURIComponent(oem.number.toLowerCase())}`);
      await expect(cards(page).first().getByTestId('card-match')).toHaveText(
        `${text(`Matches ${oem.brand} OEM number`, `يطابق رقم ${oem.brand} الأصلي`)} ${oem.number}`,
      );
    });
  });
}
