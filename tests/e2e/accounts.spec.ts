import { LOCALES, localizePath } from '../../src/i18n/locales.ts';
import { ADMIN, signInAsCustomer } from './auth.ts';
import { fillLogin, fillRegistration, newCompany, textOf } from './accounts-helpers.ts';
import { chooseLanguage, decideCookies, expect, gotoIn, test } from './fixtures.ts';
import { expectFullyTranslated } from './i18n-checks.ts';

for (const locale of LOCALES) {
  const t = textOf(locale);
  const at = (path: string) => new RegExp(`${localizePath(path, locale).replace(/[/?]/g, '\\$&')}$`);

  test(`a company registers, the admin approves it on the dashboard, it signs in and out (${locale})`, async ({ page, browser }) => {
    const company = newCompany(locale, 'Journey');
    await decideCookies(page);
    await gotoIn(page, locale, '/register');
    await fillRegistration(page, locale, company);
    await page.getByRole('button', { name: t('auth.register.submit') }).click();
    await expect(page.getByTestId('registration-success')).toContainText(t('auth.register.successTitle'));
    await expectFullyTranslated(page, locale);

    // Not yet approved: the sign-in explains why it cannot go further.
    await page.getByRole('link', { name: t('auth.register.goToLogin') }).click();
    await expect(page).toHaveURL(at('/login'));
    await fillLogin(page, locale, company.email, company.password);
    await expect(page.getByTestId('login-error')).toContainText(t('auth.login.pendingTitle'));

    // The admin, in a browser of their own, opens the registrations: sent to sign in first, then back.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await decideCookies(admin);
    await chooseLanguage(admin, locale);
    await admin.goto(localizePath('/admin/registrations', locale));
    await expect(admin).toHaveURL(new RegExp(`${localizePath('/login', locale)}\\?next=`));
    await fillLogin(admin, locale, ADMIN.email, ADMIN.password);
    await expect(admin).toHaveURL(at('/admin/registrations'));
    const row = admin.getByRole('row').filter({ hasText: company.companyName });
    await expect(row.getByRole('combobox', { name: t('admin.registrations.statusOf').replace('{company}', company.companyName) })).toHaveValue('pending');
    await expect(row).toContainText('—');
    await row.getByRole('button', { name: t('admin.registrations.approve') }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel(t('admin.registrations.approveRole')).selectOption('small_company');
    await dialog.getByRole('button', { name: t('admin.registrations.confirmApprove') }).click();
    await expect(row.getByRole('combobox').first()).toHaveValue('approved');
    await expect(row.getByRole('combobox').nth(1)).toHaveValue('small_company');
    await expectFullyTranslated(admin, locale);
    await adminContext.close();

    // Approved: the customer signs in, lands on the catalogue, and signs out back to the home page.
    await fillLogin(page, locale, company.email, company.password);
    await expect(page).toHaveURL(at('/products'));
    const signOut = page.getByRole('button', { name: t('nav.signOut') });
    await expect(signOut).toBeVisible();
    await expect(page.getByRole('link', { name: t('nav.dashboard') })).toHaveCount(0);
    await signOut.click();
    await expect(page).toHaveURL(at('/'));
    await expect(page.locator('[data-account-links]').getByRole('link', { name: t('nav.signIn') })).toBeVisible();
    // The administrator's Dashboard link takes no room for anyone else: the area is as wide as the
    // wider of Sign in + Register and a buyer's My account + Sign out (which holds its room, issue 21).
    const area = page.locator('[data-account-links]');
    const setWidth = (set: string) =>
      area.locator(`[data-account-set="${set}"]`).evaluate((el) => {
        const shown = [...el.children].filter((child) => getComputedStyle(child).display !== 'none');
        return shown.reduce((sum, child) => sum + child.getBoundingClientRect().width, 0) + 8 * (shown.length - 1);
      });
    await expect(area.locator('[data-admin-only]')).toBeHidden();
    expect(await area.evaluate((el) => el.getBoundingClientRect().width)).toBeCloseTo(Math.max(await setWidth('signedOut'), await setWidth('signedIn')), 0);
  });

  test(`the admin pages send visitors to sign in and customers home (${locale})`, async ({ page }) => {
    await decideCookies(page);
    for (const path of ['/admin', '/admin/registrations', '/admin/quotes', '/admin/messages']) {
      await gotoIn(page, locale, path);
      await expect(page).toHaveURL(new RegExp(`${localizePath('/login', locale)}\\?next=${encodeURIComponent(localizePath(path, locale))}$`));
    }
    await signInAsCustomer(page, 'distributor');
    await gotoIn(page, locale, '/admin');
    await expect(page).toHaveURL(at('/'));
  });

  test(`the header shows the dashboard link to an admin (${locale})`, async ({ page }) => {
    await decideCookies(page);
    await gotoIn(page, locale, '/login');
    await fillLogin(page, locale, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(at('/admin'));
    await page.getByRole('link', { name: t('nav.dashboard') }).click();
    await expect(page).toHaveURL(at('/admin'));
    await expect(page.getByRole('button', { name: t('nav.signOut') })).toBeVisible();
  });
}
