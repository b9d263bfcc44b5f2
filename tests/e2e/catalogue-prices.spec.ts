import { LOCALES } from '../../src/i18n/locales.ts';
import type { Locator } from '@playwright/test';
import { seedProducts } from '../../db/seed/products.ts';
import type { ProductPage } from '../../src/lib/catalogue.ts';
import { formatMoney } from '../../src/lib/format.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { signInAsCustomer } from './auth.ts';
import { expect, gotoIn, test } from './fixtures.ts';

/** Prices as an approved small-company customer sees them, on the catalogue and a product page. */
const seeded = new Map(seedProducts(new Date()).map((p) => [p.sku, p]));
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

async function expectAmount(area: Locator, amount: string, intl: Locale) {
  await expect.poll(async () => plain(await area.getByTestId('price-amount').textContent())).toBe(plain(formatMoney(amount, intl)));
}

for (const locale of LOCALES) {
  const ar = locale === 'ar';
  const intl = locale;

  test(`an approved small company sees its class prices (${locale})`, async ({ page }) => {
    await signInAsCustomer(page, 'small_company');
    await gotoIn(page, locale, '/products');
    const grid = page.getByTestId('product-grid');
    const first = grid.getByTestId('product-card').first();
    await expect(first).toBeVisible();

    // A product without a sale: the small-company price and a wholesale request, no register prompt.
    const page1 = (await (await page.request.get('/api/products')).json()) as ProductPage;
    expect(page1.viewer).toBe('customer');
    const regular = page1.items.find((p) => !p.sale)!;
    const regularCard = grid.locator(`[data-sku="${regular.sku}"]`);
    await expectAmount(regularCard, seeded.get(regular.sku)!.prices.small_company!, intl);
    await expect(regularCard.getByText(ar ? 'سعرك' : 'Your price')).toBeVisible();
    await expect(regularCard.getByRole('button', { name: ar ? 'طلب سعر الجملة' : 'Request Wholesale Price' })).toBeVisible();
    await expect(page.getByRole('button', { name: ar ? 'سجّل لعرض الأسعار' : 'Register to view prices' })).toHaveCount(0);

    // A sale: the sale price, the own class price struck through, and an official quote.
    const sale = page1.items.find((p) => p.sale)!;
    const saleCard = grid.locator(`[data-sku="${sale.sku}"]`);
    await expectAmount(saleCard, seeded.get(sale.sku)!.sale.price!, intl);
    await expect(saleCard.getByTestId('price-was')).toHaveText(plain(formatMoney(seeded.get(sale.sku)!.prices.small_company!, intl)), { useInnerText: true });
    await expect(saleCard.getByRole('button', { name: ar ? 'طلب عرض سعر رسمي' : 'Request Official Quote' })).toBeVisible();

    // The product page is rendered for the customer too.
    await gotoIn(page, locale, `/products/${regular.sku}`);
    await expectAmount(page.getByTestId('price-area'), seeded.get(regular.sku)!.prices.small_company!, intl);
    await expect(page.getByRole('button', { name: ar ? 'طلب سعر الجملة' : 'Request Wholesale Price' })).toBeVisible();
  });

  test(`a retail customer sees the sale price on the card and the page of a sale item (${locale})`, async ({ page }) => {
    await signInAsCustomer(page, 'retail');
    // Issue 11: the retail card showed the retail price (or "Price on request" where the class has
    // no price) under the Special badge, while visitors and the product page showed the sale.
    for (const sku of ['10005279', '10060887']) {
      const salePrice = seeded.get(sku)!.sale.price!;
      await gotoIn(page, locale, `/products?q=${sku}`);
      const card = page.getByTestId('product-grid').locator(`[data-sku="${sku}"]`);
      await expectAmount(card, salePrice, intl);
      await expect(card.getByText(ar ? 'سعر العرض' : 'Sale price')).toBeVisible();

      await gotoIn(page, locale, `/products/${sku}`);
      const area = page.getByTestId('price-area');
      await expectAmount(area, salePrice, intl);
      await expect(area.getByText(ar ? 'سعر العرض' : 'Sale price')).toBeVisible();
    }
  });

  test(`an ended sale stops looking like one at that moment, on the card and the page, without a reload (${locale})`, async ({ page }) => {
    // SPEC §6 (issue 20): a new customer whose class has no price sees "Price on request" once the sale is over.
    const sku = [...seeded.values()].find((p) => p.sale.onSale && p.sale.endsAt && p.prices.new_customer === null)!.sku;
    await signInAsCustomer(page, 'new_customer');
    // One clock for the whole context: the catalogue and the product page, both open, see the same moment.
    await page.clock.install();
    const productPage = await page.context().newPage();
    await gotoIn(page, locale, `/products?q=${sku}`);
    await gotoIn(productPage, locale, `/products/${sku}`);
    const areas = [page.getByTestId('product-grid').locator(`[data-sku="${sku}"]`), productPage.locator('.product-info')];
    const saleWords = ar ? 'سعر العرض' : 'Sale price';
    for (const area of areas) {
      await expect(area.getByText(saleWords, { exact: true })).toBeVisible();
      await expect(area.locator('.special-badge')).toBeVisible();
      await expect(area.getByTestId('sale-countdown')).toBeVisible();
    }
    const endsAt = Date.parse((await productPage.getByTestId('sale-countdown-time').getAttribute('datetime'))!);
    await page.clock.fastForward(endsAt - (await page.evaluate(() => Date.now())) + 1000);
    for (const area of areas) {
      await expect(area.getByText(saleWords, { exact: true })).toHaveCount(0);
      await expect(area.locator('.special-badge')).toHaveCount(0);
      await expect(area.getByTestId('sale-countdown')).toHaveCount(0);
      await expect(area.getByText(ar ? 'السعر عند الطلب' : 'Price on request')).toBeVisible();
    }
  });

  test(`a customer whose access cookie expired is re-priced after the session refresh (${locale})`, async ({ page, context }) => {
    await signInAsCustomer(page, 'small_company');
    const { items } = (await (await page.request.get('/api/products')).json()) as ProductPage;
    const regular = items.find((p) => !p.sale)!;
    // As after 15 idle minutes: the refresh cookie remains, the access cookie is gone.
    const cookies = await context.cookies();
    await context.clearCookies();
    await context.addCookies(cookies.filter((c) => c.name !== 'lp_access'));
    await gotoIn(page, locale, `/products/${regular.sku}`);
    await expectAmount(page.getByTestId('price-area'), seeded.get(regular.sku)!.prices.small_company!, intl);
    await expect(page.getByRole('button', { name: ar ? 'طلب سعر الجملة' : 'Request Wholesale Price' })).toBeVisible();
  });
}
