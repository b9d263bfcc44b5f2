import type { APIRequestContext } from '@playwright/test';
import type { StoredCompanyDetails } from '../../src/lib/company.ts';
import { LOCALES, localizePath } from '../../src/i18n/locales.ts';
import { signInAsAdmin } from './auth.ts';
import { decideCookies, expect, gotoIn, test, watchBrowserErrors } from './fixtures.ts';
import { expectFullyTranslated } from './i18n-checks.ts';
import { layoutShift, watchLayoutShifts } from './layout-shift.ts';
import { words } from './quote-support.ts';

/**
 * Issue 20, ADR 0024: the company details are settings. The admin changes the phone, and a
 * pre-rendered page (its HTML still carrying the phone it was built with) and the contact page
 * show the new one, without a rebuild. The details are the whole site's, so this spec runs with
 * the maintenance spec, alone after the rest (playwright.config.ts), and puts them back after.
 */
test.describe.configure({ mode: 'serial' });

/** Puts the details back as they were, at whatever version they are now. */
async function restore(request: APIRequestContext, original: StoredCompanyDetails): Promise<void> {
  const { version } = (await (await request.get('/api/admin/company')).json()) as StoredCompanyDetails;
  const { updatedAt: _updatedAt, ...details } = original;
  const response = await request.put('/api/admin/company', { data: { ...details, version } });
  expect(response.status(), await response.text()).toBe(200);
}

for (const locale of LOCALES) {
  test(`the admin changes the phone; a pre-rendered page’s footer and the contact page show it without a rebuild (${locale})`, async ({ page, browser }) => {
    const w = words(locale);
    await decideCookies(page);
    await signInAsAdmin(page);
    const original = (await (await page.request.get('/api/admin/company')).json()) as StoredCompanyDetails;
    const phone = locale === 'en' ? '+966 11 234 5601' : '+966 11 234 5602';
    const tel = `tel:${phone.replace(/[^+0-9]/g, '')}`;
    try {
      await gotoIn(page, locale, '/admin/settings');
      const form = page.getByRole('region', { name: w['adminSite.company.title'] });
      const field = form.getByRole('textbox', { name: w['adminSite.company.phone'], exact: true });
      await expect(field).toHaveValue(original.phone);
      // A malformed number is refused on the field, in the admin's language, and nothing is saved.
      await field.fill('call us');
      await form.getByRole('button', { name: w['adminSite.company.save'] }).click();
      await expect(form.getByText(w['errors.invalid_phone'])).toBeVisible();
      await expect(field).toBeFocused();
      await field.fill(phone);
      await form.getByRole('button', { name: w['adminSite.company.save'] }).click();
      await expect(form.getByText(w['adminSite.company.saved'])).toBeVisible();
      await expectFullyTranslated(page, locale);

      // A visitor, on a page built before the change: its HTML has the old phone, the page shows the new one.
      const visitor = await browser.newPage();
      const errors: string[] = [];
      watchBrowserErrors(visitor, errors);
      await decideCookies(visitor);
      const about = localizePath('/about', locale);
      const html = await (await visitor.request.get(about)).text();
      expect(html).toContain(original.phone);
      expect(html).not.toContain(phone);
      await gotoIn(visitor, locale, '/about');
      const footer = visitor.locator('footer');
      const footerPhone = footer.locator('a[href^="tel:"]');
      await expect(footerPhone).toHaveText(phone);
      await expect(footerPhone).toHaveAttribute('href', tel);
      await expect(footerPhone).toHaveAttribute('dir', 'ltr');
      // The legal identity beside the rights line, numbers left to right in both languages.
      await expect(footer.getByText(w['footer.crNumber'])).toBeVisible();
      await expect(footer.locator('[data-company="crNumber"]')).toHaveText(original.crNumber);
      await expect(footer.locator('[data-company="vatNumber"]')).toHaveAttribute('dir', 'ltr');
      await expect(footer.locator('[data-company="vatNumber"]')).toHaveText(original.vatNumber);

      // The contact page, above the fold: the new phone, and nothing moved to make room for it.
      await watchLayoutShifts(visitor);
      await gotoIn(visitor, locale, '/contact');
      const main = visitor.locator('main');
      await expect(main.getByRole('link', { name: phone })).toHaveAttribute('href', tel);
      await expect(main.getByRole('link', { name: original.phone })).toHaveCount(0);
      expect(await layoutShift(visitor)).toBeLessThan(0.01);
      await expectFullyTranslated(visitor, locale);
      expect(errors).toEqual([]);
      await visitor.close();
    } finally {
      await restore(page.request, original);
    }
  });
}
