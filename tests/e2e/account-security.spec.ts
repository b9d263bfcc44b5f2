import type { Page } from '@playwright/test';
import { dictionaries } from '../../src/i18n/messages.ts';
import { LOCALES, localizePath } from '../../src/i18n/locales.ts';
import { approve, registerCompany, signInAs, signInAsAdmin } from './auth.ts';
import { fillLogin, fillRegistration, newCompany, textOf, waitForForm } from './accounts-helpers.ts';
import { decideCookies, expect, PASSWORD_HASHING_MS, test, watchBrowserErrors } from './fixtures.ts';
import { expectFullyTranslated } from './i18n-checks.ts';
import { linkIn, waitForEmail } from './mailbox.ts';

/**
 * The account's security (issue 21), one journey each per language: a buyer registers, confirms the
 * address from the development mailbox, hears of the approval by e-mail, and finds on /account a
 * request sent before registering and one sent after; a forgotten password is reset from /login; a
 * password change signs the other browser out. Each new screen is photographed at a phone's and a
 * desktop's width (test-results/…/security-*.png).
 */
const WIDTHS = [390, 1280] as const;

async function photograph(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`security-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const quoteFrom = (email: string, company: string) => ({ kind: 'home_lift', company, name: 'E2E Tester', email, phoneCountryCode: '+966', phone: '512345678', quantity: 1 });

for (const locale of LOCALES) {
  const t = textOf(locale);
  const shop = dictionaries[locale]['site.name'];

  test(`register, confirm the address from the mailbox, approval e-mail, earlier and later requests on My account (${locale})`, async ({ page, browserErrors }) => {
    test.setTimeout(120_000);
    await decideCookies(page);
    const company = newCompany(locale, 'Verify');
    // A request sent before registering, from the same address.
    expect((await page.request.post('/api/quotes', { data: quoteFrom(company.email, company.companyName) })).status()).toBe(201);

    await page.goto(localizePath('/register', locale));
    await fillRegistration(page, locale, company);
    await page.getByRole('button', { name: t('auth.register.submit'), exact: true }).click();
    await expect(page.getByText(t('auth.register.successTitle'))).toBeVisible();

    const verification = await waitForEmail(company.email, 'email_verification');
    expect(verification.locale).toBe(locale);
    expect(verification.subject).toBe(t('email.email_verification.subject'));
    await page.goto(linkIn(verification, '/verify-email'));
    await expect(page.getByTestId('verify-email-done')).toContainText(t('verifyEmail.done'));
    await expect(page.getByTestId('verify-email-done')).toContainText(company.email);
    await expectFullyTranslated(page, locale);
    await photograph(page, `verified-${locale}`);
    // The link is single use.
    await page.reload();
    await expect(page.getByTestId('verify-email-refused')).toContainText(t('verifyEmail.link_used'));

    await approve(company.email, 'retail');
    const approval = await waitForEmail(company.email, 'account_approved');
    expect(approval.locale).toBe(locale);
    expect(approval.subject).toBe(t('email.account_approved.subject').replace('{shop}', shop));

    await page.goto(localizePath('/login', locale));
    await fillLogin(page, locale, company.email, company.password);
    await expect(page).toHaveURL(new RegExp(`${localizePath('/products', locale)}$`));
    // A request sent after registering, signed in.
    expect((await page.request.post('/api/quotes', { data: quoteFrom(company.email, company.companyName) })).status()).toBe(201);

    await page.goto(localizePath('/account', locale));
    await expect(page.getByTestId('account-request')).toHaveCount(2);
    await expect(page.getByTestId('email-verified')).toHaveText(t('account.verify.verified'));
    await expectFullyTranslated(page, locale);
    await photograph(page, `account-${locale}`);
    expect(browserErrors).toEqual([]);
  });

  test(`a forgotten password is reset from /login with the e-mailed link (${locale})`, async ({ page, browserErrors }) => {
    test.setTimeout(120_000);
    await decideCookies(page);
    const customer = await registerCompany(page.request);
    await approve(customer.email, 'retail');

    await page.goto(localizePath('/login', locale));
    await waitForForm(page, 'login-form');
    await page.getByRole('link', { name: t('auth.login.forgot') }).click();
    await expect(page).toHaveURL(new RegExp(`${localizePath('/forgot-password', locale)}$`));
    await expectFullyTranslated(page, locale);
    await photograph(page, `forgot-${locale}`);
    await page.getByRole('textbox', { name: t('forgotPassword.email') }).fill(customer.email);
    await page.getByRole('button', { name: t('forgotPassword.submit') }).click();
    await expect(page.getByTestId('forgot-password-sent')).toContainText(t('forgotPassword.sent'));
    await photograph(page, `forgot-sent-${locale}`);

    // The account's language is the one it registered in (English, through the API), whatever the page's.
    const reset = await waitForEmail(customer.email, 'password_reset');
    await page.goto(localizePath(linkIn(reset, '/set-password'), locale));
    await expect(page.getByTestId('set-password-for')).toContainText(customer.email);
    await expect(page.getByText(t('setPassword.resetNote'))).toBeVisible();
    await photograph(page, `reset-${locale}`);
    const fresh = 'Fresh#Password2026';
    await page.getByRole('textbox', { name: t('setPassword.password'), exact: true }).fill(fresh);
    await page.getByRole('textbox', { name: t('setPassword.confirm'), exact: true }).fill(fresh);
    await page.getByRole('button', { name: t('setPassword.submitReset') }).click();
    await expect(page.getByTestId('set-password-done')).toContainText(t('setPassword.resetDone'), { timeout: PASSWORD_HASHING_MS });
    await expectFullyTranslated(page, locale);
    await photograph(page, `reset-done-${locale}`);

    await page.getByRole('link', { name: t('setPassword.goToLogin') }).click();
    await fillLogin(page, locale, customer.email, fresh);
    await expect(page).toHaveURL(new RegExp(`${localizePath('/products', locale)}$`));
    expect(browserErrors).toEqual([]);
  });

  test(`a link page opened without its token, or with an unknown one, says so and offers sign-in (${locale})`, async ({ page, browserErrors }) => {
    await decideCookies(page);
    const unknownToken = 'x'.repeat(43);
    const pages = [
      { path: '/set-password', testId: 'set-password-refused', noToken: t('setPassword.noToken'), unknown: t('errors.link_invalid'), login: t('setPassword.goToLogin') },
      { path: '/verify-email', testId: 'verify-email-refused', noToken: t('verifyEmail.noToken'), unknown: t('verifyEmail.link_invalid'), login: t('verifyEmail.goToLogin') },
    ];
    for (const { path, testId, noToken, unknown, login } of pages) {
      await page.goto(localizePath(path, locale));
      await expect(page.getByRole('heading', { name: noToken })).toBeFocused();
      await expect(page.getByTestId(testId).getByRole('link', { name: login })).toHaveAttribute('href', localizePath('/login', locale));
      await page.goto(`${localizePath(path, locale)}?token=${unknownToken}`);
      await expect(page.getByRole('heading', { name: unknown })).toBeFocused();
      await expect(page.getByTestId(testId)).toBeVisible();
    }
    expect(browserErrors).toEqual([]);
  });

  test(`changing the password on My account signs the other browser out (${locale})`, async ({ page, browser, baseURL, browserErrors }) => {
    test.setTimeout(120_000);
    await decideCookies(page);
    const customer = await registerCompany(page.request);
    await approve(customer.email, 'retail');
    await signInAs(page, customer.email, customer.password);

    const other = await browser.newContext({ baseURL });
    const otherPage = await other.newPage();
    watchBrowserErrors(otherPage, browserErrors);
    await signInAs(otherPage, customer.email, customer.password);
    await otherPage.goto(localizePath('/account', locale));
    await expect(otherPage.getByTestId('account-status')).toBeVisible();

    await page.goto(localizePath('/account', locale));
    const form = page.locator('form.password-change');
    await expect(page.locator('astro-island:not([ssr]) form.password-change')).toBeVisible();
    await form.getByRole('textbox', { name: t('adminUsers.password.current'), exact: true }).fill(customer.password);
    await form.getByRole('textbox', { name: t('adminUsers.password.new'), exact: true }).fill('Changed#Password2026');
    await form.getByRole('textbox', { name: t('adminUsers.password.confirm'), exact: true }).fill('Changed#Password2026');
    await form.getByRole('button', { name: t('adminUsers.password.submit') }).click();
    await expect(form.getByText(t('adminUsers.password.changed'))).toBeVisible({ timeout: PASSWORD_HASHING_MS });
    await photograph(page, `password-changed-${locale}`);

    // The other browser is signed out: its next visit to the account goes to sign in.
    await otherPage.goto(localizePath('/account', locale));
    await expect(otherPage).toHaveURL(/\/login\?next=/);
    // This one stays signed in.
    await page.reload();
    await expect(page.getByTestId('account-status')).toBeVisible();
    const changed = await waitForEmail(customer.email, 'password_changed');
    expect(changed.subject).toBeTruthy();
    await other.close();
    expect(browserErrors).toEqual([]);
  });
}

for (const locale of LOCALES) {
  const t = textOf(locale);

  test(`the registrations tab shows whether an address is confirmed, and a closure request the admin confirms (${locale})`, async ({ page, browser, baseURL, browserErrors }) => {
    test.setTimeout(120_000);
    await decideCookies(page);
    const buyer = await registerCompany(page.request, { companyName: `Closing Lifts ${locale} ${Date.now()}` });
    await approve(buyer.email, 'retail');
    // The buyer asks for the account to be closed, from their own browser.
    const own = await browser.newContext({ baseURL });
    const ownPage = await own.newPage();
    await signInAs(ownPage, buyer.email, buyer.password);
    expect((await ownPage.request.post('/api/account/closure', { data: {} })).status()).toBe(200);
    await own.close();

    await signInAsAdmin(page);
    await page.goto(`${localizePath('/admin/registrations', locale)}?q=${encodeURIComponent(buyer.email)}`);
    const row = page.getByRole('row').filter({ hasText: buyer.email });
    await expect(row.getByTestId('registration-verified')).toHaveText(t('admin.registrations.emailUnverified'));
    await expect(row.getByTestId('registration-closure')).toBeVisible();
    await expectFullyTranslated(page, locale);
    await photograph(page, `admin-registrations-${locale}`);
    await row.getByRole('button', { name: t('admin.registrations.eraseOf').replace('{company}', buyer.companyName) }).click();
    const dialog = page.getByRole('dialog', { name: t('admin.registrations.eraseTitle') });
    await expect(dialog).toBeVisible();
    await photograph(page, `admin-erase-${locale}`);
    await dialog.getByRole('button', { name: t('admin.registrations.confirmErase') }).click();
    await expect(page.getByRole('status').filter({ hasText: buyer.companyName })).toBeVisible();
    await expect(row).toHaveCount(0);
    expect(browserErrors).toEqual([]);
  });
}
