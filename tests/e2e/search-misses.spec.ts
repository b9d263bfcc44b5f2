import { LOCALES } from '../../src/i18n/locales.ts';
import { formatNumber } from '../../src/lib/format.ts';
import { signInAsAdmin } from './auth.ts';
import { openCatalogue } from './catalogue-support.ts';
import { expect, gotoIn, test } from './fixtures.ts';
import { expectFullyTranslated } from './i18n-checks.ts';
import { words } from './quote-support.ts';

/**
 * Issue 23, "What buyers could not find" (ADR 0033): a visitor searches for a part number the shop
 * does not have; the owner sees it on the dashboard with its count, however it was written, and
 * "Create product" opens the editor with the number filled in.
 */
/** Searches of the same number from other buyers, so that it leads the dashboard's ten whatever else the suite searched. */
const OTHER_BUYERS = 11;

for (const locale of LOCALES) {
  test(`a number buyers could not find reaches the dashboard and becomes a product (${locale})`, async ({ page, browser }) => {
    const w = words(locale);
    const digits = String(Date.now()).slice(-6);
    const number = `ZQ${digits}${locale === 'ar' ? 'A' : 'E'}`;

    // A visitor searches for it, written with a space and a dash, and finds nothing.
    await openCatalogue(page, locale, '/products');
    const box = page.getByRole('combobox');
    await box.fill(`zq ${digits}-${number.at(-1)!.toLowerCase()}`);
    await box.press('Enter');
    await expect(page.getByText(w['catalogue.empty'])).toBeVisible();
    // Other buyers, written other ways; each search is counted (the empty answer is never cached).
    for (let i = 0; i < OTHER_BUYERS; i++) {
      const response = await page.request.get(`/api/products?q=${encodeURIComponent(i % 2 ? number : `P/N ${number.toLowerCase()}`)}`);
      expect((await response.json()).total).toBe(0);
    }

    const admin = await (await browser.newContext()).newPage();
    await signInAsAdmin(admin);
    await gotoIn(admin, locale, '/admin');
    const panel = admin.getByTestId('search-misses');
    await expect(panel.getByRole('heading', { name: w['searchMisses.title'] })).toBeVisible();
    const row = panel.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: number, exact: true }) });
    await expect(row.getByRole('cell').first()).toHaveText(formatNumber(1 + OTHER_BUYERS, locale));
    await expect(row.getByRole('rowheader').locator('[dir=ltr]')).toHaveText(number);
    await expectFullyTranslated(admin, locale);

    await row.getByRole('link', { name: `${w['searchMisses.create']} ${number}` }).click();
    await expect(admin).toHaveURL(new RegExp(`/admin/products/new\\?partNumber=${number}$`));
    await expect(admin.getByLabel(w['adminProducts.field.partNumber'])).toHaveValue(number);
    await expect(admin.getByLabel(w['adminProducts.field.nameEn'])).toHaveValue('');
    await admin.context().close();
  });
}
