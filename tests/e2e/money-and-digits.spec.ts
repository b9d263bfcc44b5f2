import { LOCALES, localizePath } from '../../src/i18n/locales.ts';
import { openCatalogue } from './catalogue-support.ts';
import { decideCookies, expect, gotoIn, test } from './fixtures.ts';
import { expectFullyTranslated } from './i18n-checks.ts';
import { expectedIn, type ExpectedWords } from './expected-words.ts';

/**
 * ADR 0021, as a visitor sees it: every amount in the page's digits with the currency's word (SAR,
 * ريال), a VAT note beside it (catalogue prices exclude VAT, the home-lift package includes it),
 * SKUs in Western digits left to right, and the home-lift drawings in the page's language.
 */
const AMOUNT: ExpectedWords<RegExp> = { en: /^SAR\s[0-9,]+\.[0-9]{2}$/, ar: /^[٠-٩٬]+٫[٠-٩]{2}\sريال$/ };
const EXCLUDED: ExpectedWords<string> = { en: 'Excluding 15% VAT', ar: 'غير شامل ضريبة القيمة المضافة ١٥٪' };
const PACKAGE: ExpectedWords<RegExp> = { en: /SAR\s*19,999/, ar: /١٩٬٩٩٩\s*ريال/ };
const INCLUDED: ExpectedWords<string> = { en: 'Including 15% VAT', ar: 'شامل ضريبة القيمة المضافة ١٥٪' };

for (const locale of LOCALES) {
  test(`catalogue and product page: amounts in the page's words and digits, each with its VAT note; SKUs Western (${locale})`, async ({ page }) => {
    await decideCookies(page);
    // Visitors see sale prices (ADR 0011): the sale filter shows amounts without signing in.
    await openCatalogue(page, locale, '/products?filter=sale');
    const card = page.getByTestId('product-grid').getByTestId('product-card').first();
    const amount = (await card.getByTestId('price-amount').innerText()).trim();
    expect(amount).toMatch(expectedIn(AMOUNT, locale));
    expect((await card.getByTestId('price-was').innerText()).trim()).toMatch(expectedIn(AMOUNT, locale));
    await expect(card.getByTestId('price-vat')).toHaveText(expectedIn(EXCLUDED, locale));
    const sku = card.locator('.pcard-codes [dir="ltr"]').first();
    await expect(sku).toHaveText(/^[0-9]{8}$/);
    await expectFullyTranslated(page, locale);

    await gotoIn(page, locale, `/products/${await sku.innerText()}`);
    const area = page.getByTestId('price-area');
    await expect(area.getByTestId('price-amount')).toHaveText(amount);
    await expect(area.getByTestId('price-vat')).toHaveText(expectedIn(EXCLUDED, locale));
    await expect(page.getByTestId('product-sku')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByTestId('product-sku')).toHaveText(/^[0-9]{8}$/);
    await expectFullyTranslated(page, locale);
  });

  test(`home lift: the package price with VAT included, and drawings in the page's language (${locale})`, async ({ page }) => {
    await decideCookies(page);
    await gotoIn(page, locale, '/home-lift');
    const price = page.getByTestId('home-lift-price');
    await expect(price).toHaveText(expectedIn(PACKAGE, locale));
    await expect(price.getByTestId('price-vat')).toContainText(expectedIn(INCLUDED, locale));
    await expect(page).toHaveTitle(expectedIn(PACKAGE, locale));
    const drawings = page.locator('[data-zoomable] img');
    await expect(drawings).toHaveCount(5);
    for (const src of await drawings.evaluateAll((images) => images.map((img) => (img as HTMLImageElement).getAttribute('src')!))) {
      expect(src).toContain(`.${locale}.`);
    }
    // The full-size picture the viewer opens is the same drawing.
    for (const href of await page.locator('[data-zoomable]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) {
      expect(href).toContain(`.${locale}.`);
    }
    expect(new URL(page.url()).pathname).toBe(localizePath('/home-lift', locale));
  });
}
