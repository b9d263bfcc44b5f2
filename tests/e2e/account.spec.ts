import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { LOCALES, localizePath, type Locale } from '../../src/i18n/locales.ts';
import { approve, registerCompany, signInAsAdmin } from './auth.ts';
import { fillLogin, textOf, waitForForm } from './accounts-helpers.ts';
import { decideCookies, expect, holdRequests, test, watchBrowserErrors } from './fixtures.ts';
import { expectFullyTranslated } from './i18n-checks.ts';
import { productOffering } from './quote-support.ts';

/**
 * The buyer's own account (issue 21), one journey per language: an approved customer sends a quote
 * (the dialog opens filled in from their profile) and a message (the contact form too), opens
 * My account from the header, sees both requests with their status, edits the profile, sees the
 * devices signed in and signs another browser out, and downloads their data. Then the page is
 * photographed at a phone's and a desktop's width (test-results/…/account-*.png).
 */
const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

async function signInWithForm(page: Page, locale: Locale, email: string, password: string): Promise<void> {
  await page.goto(localizePath('/login', locale));
  await fillLogin(page, locale, email, password);
  await expect(page).toHaveURL(new RegExp(`${localizePath('/products', locale)}$`));
}

/** Another browser (another device, as far as the shop can tell), signed in to the same account. */
async function otherDevice(browser: Browser, baseURL: string, locale: Locale, email: string, password: string, errors: string[]) {
  const context = await browser.newContext({ baseURL, userAgent: FIREFOX_ON_LINUX });
  const page = await context.newPage();
  watchBrowserErrors(page, errors);
  await decideCookies(page);
  await signInWithForm(page, locale, email, password);
  return { context, page };
}

for (const locale of LOCALES) {
  const t = textOf(locale);

  test(`an approved buyer's requests, profile, devices and data on My account (${locale})`, async ({ page, browser, baseURL, browserErrors }) => {
    test.setTimeout(120_000);
    await decideCookies(page);
    const customer = await registerCompany(page.request, { companyName: locale === 'ar' ? 'شركة مصاعد الخليج للصيانة' : 'Gulf Tower Maintenance' });
    await approve(customer.email, 'retail');
    await signInWithForm(page, locale, customer.email, customer.password);

    // A quote, from a product page: the dialog opens filled in from the profile.
    const product = await productOffering(page.request, 'wholesale');
    await page.goto(localizePath(`/products/${product.sku}`, locale));
    await page.getByRole('button', { name: t('price.wholesale'), exact: true }).click();
    const dialog = page.locator('dialog[open]');
    await expect(dialog.locator('[name=company]')).toHaveValue(customer.companyName);
    await expect(dialog.locator('[name=name]')).toHaveValue('E2E Tester');
    await expect(dialog.locator('[name=email]')).toHaveValue(customer.email);
    await expect(dialog.locator('[name=phone]')).toHaveValue('512345678');
    await dialog.locator('[name=quantity]').fill('7');
    await dialog.getByRole('button', { name: t('quotes.submit') }).click();
    await expect(dialog.getByText(t('quotes.success.wholesale'))).toBeVisible();
    await page.keyboard.press('Escape');

    // A message: the contact form fills in the same details once it comes alive.
    await page.goto(localizePath('/contact', locale));
    await waitForForm(page, 'contact-form');
    const form = page.locator('form.contact-form');
    await expect(form.getByLabel(t('contactForm.field.email'))).toHaveValue(customer.email);
    await expect(form.getByLabel(t('contactForm.field.name'))).toHaveValue('E2E Tester');
    await expect(form.getByLabel(t('contactForm.field.company'))).toHaveValue(customer.companyName);
    await expect(form.getByLabel(t('contactForm.field.phone'))).toHaveValue('+966 512345678');
    await form.getByLabel(t('contactForm.field.subject')).fill('Delivery to Dammam');
    await form.getByLabel(t('contactForm.field.message')).fill('Can you deliver next week?');
    await form.getByRole('button', { name: t('contactForm.submit') }).click();
    await expect(form.getByText(t('contactForm.success'))).toBeVisible();

    // My account, from the header.
    await page.getByRole('navigation', { name: t('nav.main') }).getByRole('link', { name: t('nav.account'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${localizePath('/account', locale)}$`));
    await expect(page.getByRole('heading', { level: 1, name: t('account.title') })).toBeVisible();
    // Its islands are live (a button pressed before would do nothing).
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await expect(page.getByTestId('account-status')).toContainText(t('account.status.approved.title'));

    const requests = page.getByTestId('account-request');
    await expect(requests).toHaveCount(2);
    await expect(requests.nth(0)).toContainText(t('account.requests.type.message'));
    await expect(requests.nth(0)).toContainText('Delivery to Dammam');
    await expect(requests.nth(0)).toContainText(t('account.requests.status.message.unread'));
    await expect(requests.nth(1)).toContainText(t('account.requests.kind.wholesale'));
    await expect(requests.nth(1)).toContainText(product.sku);
    await expect(requests.nth(1)).toContainText(t('account.requests.status.quote.pending'));
    await expectFullyTranslated(page, locale);

    // The profile: contact person and city, saved and kept.
    const profile = page.locator('form.account-profile-form');
    const person = locale === 'ar' ? 'نورة الحربي' : 'Noura Al-Harbi';
    await profile.getByLabel(t('account.profile.contactPerson')).fill(person);
    await profile.getByLabel(t('account.profile.city')).fill(locale === 'ar' ? 'جدة' : 'Jeddah');
    await profile.getByRole('button', { name: t('account.profile.save') }).click();
    await expect(profile.getByText(t('account.profile.saved'))).toBeVisible();
    await page.reload();
    await expect(page.locator('form.account-profile-form').getByLabel(t('account.profile.contactPerson'))).toHaveValue(person);

    // Devices: another browser signs in; this one sees it, and signs it out.
    const other = await otherDevice(browser, baseURL!, locale, customer.email, customer.password, browserErrors);
    // The list's code is held back: Sign out is pressed on the server's HTML, and done once the list is live (client:now).
    const releaseDevicesCode = await holdRequests(page, /\/_astro\/DevicesList\.[\w-]+\.js$/);
    await page.reload();
    const devices = page.getByTestId('account-device');
    await expect(devices).toHaveCount(2);
    const here = devices.filter({ hasText: t('account.devices.thisDevice') });
    await expect(here).toHaveCount(1);
    const firefox = t('account.devices.label').replace('{browser}', t('account.devices.browser.firefox')).replace('{os}', t('account.devices.os.linux'));
    const there = devices.filter({ hasText: firefox });
    await expect(there).toHaveCount(1);
    await there.getByRole('button', { name: t('account.devices.signOut') }).click();
    await expect(page.locator('astro-island[ssr]').filter({ has: devices })).toHaveCount(1);
    releaseDevicesCode();
    await expect(page.getByText(t('account.devices.signedOut'))).toBeVisible();
    await expect(devices).toHaveCount(1);
    // The other browser is signed out at once: its next visit to the account goes to sign in.
    await other.page.goto(localizePath('/account', locale));
    await expect(other.page).toHaveURL(new RegExp(`${localizePath('/login', locale)}\\?next=`));
    await other.context.close();

    // Your data: a JSON file with everything, the requests included.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: t('account.data.download') }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^gulf-lift-parts-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await file.path())!, 'utf8'));
    expect(data.account.email).toBe(customer.email);
    expect(data.companyProfile.contactPerson).toBe(person);
    expect(data.quoteRequests).toHaveLength(1);
    expect(data.messages).toEqual([expect.objectContaining({ subject: 'Delivery to Dammam' })]);

    // The page at a phone's and a desktop's width, to be looked at.
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: test.info().outputPath(`account-${locale}-${width}.png`), fullPage: true });
    }
  });

  test(`/account sends visitors to sign in and administrators to the dashboard (${locale})`, async ({ page }) => {
    await page.goto(localizePath('/account', locale));
    await expect(page).toHaveURL(new RegExp(`${localizePath('/login', locale)}\\?next=${encodeURIComponent(localizePath('/account', locale)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await signInAsAdmin(page);
    await page.goto(localizePath('/account', locale));
    await expect(page).toHaveURL(new RegExp(`${localizePath('/admin', locale)}$`));
  });
}
