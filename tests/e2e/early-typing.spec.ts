import type { Page } from '@playwright/test';
import { localizePath, LOCALES, type Locale } from '../../src/i18n/locales.ts';
import type { MessageKey } from '../../src/i18n/messages.ts';
import { newCompany, textOf, waitForForm } from './accounts-helpers.ts';
import { ADMIN, registerCompany, signInAsAdmin } from './auth.ts';
import { decideCookies, expect, test } from './fixtures.ts';

/**
 * A buyer on a slow phone (or an administrator searching an inbox) types into the server-rendered
 * form before its island is live. What they typed must survive hydration as if typed afterwards:
 * cleaned the same way, and sent on submit.
 * Each test holds the island's code back until the typing is done, so the typing surely happens in
 * the server-rendered form.
 */
async function openWithIslandHeld(page: Page, locale: Locale, path: string, island: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/_astro/${island}\\.[\\w-]+\\.js$`), async (route) => {
    await released;
    await route.continue();
  });
  await decideCookies(page);
  // The island's code is held: wait for the HTML only, not for every script.
  await page.goto(localizePath(path, locale), { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  return release;
}

const textbox = (page: Page, locale: Locale, key: MessageKey) => page.getByRole('textbox', { name: textOf(locale)(key), exact: true });

for (const locale of LOCALES) {
  const t = textOf(locale);
  const ar = locale === 'ar';

  test(`sign-in (${locale}): e-mail and password typed before the form is live are kept and signed in with`, async ({ page }) => {
    const release = await openWithIslandHeld(page, locale, '/login', 'LoginForm');
    await expect(page.locator('astro-island[ssr] form.login-form')).toBeVisible();
    await textbox(page, locale, 'auth.field.email').pressSequentially(ADMIN.email);
    await textbox(page, locale, 'auth.field.password').pressSequentially(ADMIN.password);
    release();
    await waitForForm(page, 'login-form');
    await expect(textbox(page, locale, 'auth.field.email')).toHaveValue(ADMIN.email);
    await page.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${localizePath('/admin', locale)}$`));
  });

  test(`registration (${locale}): every field typed or chosen before the form is live is kept, cleaned like typing, and registered`, async ({ page }) => {
    const company = newCompany(locale, 'Early');
    const release = await openWithIslandHeld(page, locale, '/register', 'RegisterForm');
    await expect(page.locator('astro-island[ssr] form.register-form')).toBeVisible();
    await textbox(page, locale, 'auth.field.companyName').pressSequentially(company.companyName);
    await textbox(page, locale, 'auth.field.contactPerson').pressSequentially(ar ? 'سارة القحطاني' : 'Early Typist');
    await page.getByLabel(t('auth.field.phoneCountryCode')).selectOption('+971');
    // Arabic-Indic digits, as an Arabic keyboard types them: the form keeps them as ASCII digits.
    await textbox(page, locale, 'auth.field.phone').pressSequentially('٥٠١٢٣٤٥٦٧');
    await textbox(page, locale, 'auth.field.city').pressSequentially(ar ? 'دبي' : 'Dubai');
    await textbox(page, locale, 'auth.field.country').pressSequentially(ar ? 'الإمارات' : 'UAE');
    await textbox(page, locale, 'auth.field.crNumber').pressSequentially(ar ? '١٠١٠ ١٢٣ ٤٥٦' : '1010 123 456');
    await textbox(page, locale, 'auth.field.email').pressSequentially(company.email);
    await textbox(page, locale, 'auth.field.password').pressSequentially(company.password);
    await textbox(page, locale, 'auth.field.confirmPassword').pressSequentially(company.password);
    release();
    await waitForForm(page, 'register-form');
    await expect(textbox(page, locale, 'auth.field.phone')).toHaveValue('501234567');
    await expect(page.getByLabel(t('auth.field.phoneCountryCode'))).toHaveValue('+971');
    await expect(textbox(page, locale, 'auth.field.companyName')).toHaveValue(company.companyName);
    await expect(textbox(page, locale, 'auth.field.crNumber')).toHaveValue('1010123456');
    await page.getByRole('button', { name: t('auth.register.submit'), exact: true }).click();
    await expect(page.getByRole('heading', { name: t('auth.register.successTitle') })).toBeVisible();
  });

  test(`contact (${locale}): a message typed before the form is live is kept and sent`, async ({ page }) => {
    const release = await openWithIslandHeld(page, locale, '/contact', 'ContactForm');
    await expect(page.locator('astro-island[ssr] form.contact-form')).toBeVisible();
    const name = ar ? 'خالد العتيبي' : 'Early Sender';
    await textbox(page, locale, 'contactForm.field.name').pressSequentially(name);
    await textbox(page, locale, 'contactForm.field.email').pressSequentially('early.sender@example.com');
    await textbox(page, locale, 'contactForm.field.phone').pressSequentially('+966501234567');
    await textbox(page, locale, 'contactForm.field.subject').pressSequentially(ar ? 'استفسار عن قطع' : 'Door motor stock');
    await textbox(page, locale, 'contactForm.field.message').pressSequentially(ar ? 'هل لديكم محرك باب؟' : 'Do you have door motors in stock?');
    release();
    await waitForForm(page, 'contact-form');
    await expect(textbox(page, locale, 'contactForm.field.name')).toHaveValue(name);
    await page.getByRole('button', { name: t('contactForm.submit'), exact: true }).click();
    await expect(page.getByText(t('contactForm.success'))).toBeVisible();
    // Sent: the form starts over.
    await expect(textbox(page, locale, 'contactForm.field.name')).toHaveValue('');
  });

  test(`admin inbox (${locale}): a search typed before the filters are live is kept and applied`, async ({ page }) => {
    const { companyName } = await registerCompany(page.request, { companyName: `Early ${locale}${Date.now()} Lifts` });
    await signInAsAdmin(page);
    const release = await openWithIslandHeld(page, locale, '/admin/registrations', 'RegistrationsTab');
    await expect(page.locator('astro-island[ssr] form[role="search"]')).toBeVisible();
    const search = page.getByRole('searchbox', { name: t('inbox.filters.search'), exact: true });
    await search.pressSequentially(companyName);
    release();
    await expect(page.locator('astro-island:not([ssr]) form[role="search"]')).toBeVisible();
    await expect(search).toHaveValue(companyName);
    await page.getByRole('button', { name: t('inbox.filters.apply'), exact: true }).click();
    await expect(page).toHaveURL(/[?&]q=Early(\+|%20)/);
    const rows = page.locator('.registrations-table tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(companyName);
  });
}
