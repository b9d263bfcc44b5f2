import type { Page } from '@playwright/test';
import { openCatalogue } from './catalogue-support.ts';
import { plural } from '../../src/i18n/format.ts';
import { LOCALES, localizePath } from '../../src/i18n/locales.ts';
import { dictionaries } from '../../src/i18n/messages.ts';
import { fillRegistration, newCompany, textOf } from './accounts-helpers.ts';
import { decideCookies, expect, holdRequests, test } from './fixtures.ts';
import { expectFullyTranslated } from './i18n-checks.ts';

/**
 * Registration as a dialog (SPEC §2 "also available as a modal"): a visitor asked to register for
 * prices registers on the catalogue itself, without leaving it.
 */
const FORM_CHUNK = /\/_astro\/RegisterForm\.[\w-]+\.js$/;

for (const locale of LOCALES) {
  const t = textOf(locale);
  const products = localizePath('/products', locale);

  /** On the catalogue, from a price button through the prompt to the registration dialog. */
  async function openRegistration(page: Page) {
    await decideCookies(page);
    await openCatalogue(page, locale, '/products');
    // Marks this document: a navigation or reload would lose it.
    await page.evaluate(() => ((window as unknown as { stayedOnPage: boolean }).stayedOnPage = true));
    const opener = page.getByRole('button', { name: t('price.register'), exact: true }).first();
    await opener.click();
    const prompt = page.getByRole('dialog', { name: t('quotes.registerPrompt.title') });
    await prompt.getByRole('link', { name: t('quotes.registerPrompt.register') }).click();
    const dialog = page.getByRole('dialog', { name: t('auth.dialog.title') });
    await expect(dialog).toBeVisible();
    return { opener, prompt, dialog };
  }

  async function expectStillOnCatalogue(page: Page) {
    await expect(page).toHaveURL(new RegExp(`${products}$`));
    expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
  }

  test(`a visitor registers in the dialog on the catalogue, and Escape returns them to the button (${locale})`, async ({ page }) => {
    const { opener, prompt, dialog } = await openRegistration(page);
    await expect(prompt).toBeHidden();

    // The strength meter follows the password; the button waits for a valid one.
    const password = dialog.getByRole('textbox', { name: t('auth.field.password'), exact: true });
    const submit = dialog.getByRole('button', { name: t('auth.register.submit') });
    await password.fill('abcdefghijkl');
    await expect(dialog.getByTestId('password-strength')).toHaveText(t('auth.password.level.weak'));
    await expect(submit).toBeDisabled();
    await password.fill('Abcdefghij1!');
    await expect(dialog.getByTestId('password-strength')).toHaveText(t('auth.password.level.strong'));

    // Invalid input: each field says what is wrong, in the page's language.
    await dialog.getByRole('textbox', { name: t('auth.field.email'), exact: true }).fill('not-an-email');
    await dialog.getByRole('textbox', { name: t('auth.field.phone'), exact: true }).fill('12345');
    const confirm = dialog.getByRole('textbox', { name: t('auth.field.confirmPassword'), exact: true });
    await confirm.fill('Abcdefghij1?');
    // Straight from the field to the button: the messages that appear must not swallow the click.
    await submit.click();
    await expect(dialog.getByText(t('errors.passwords_mismatch'))).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: t('auth.field.companyName'), exact: true })).toBeFocused();
    await expect(dialog.getByText(t('errors.required')).first()).toBeVisible();
    await expect(dialog.getByText(t('errors.invalid_email'))).toBeVisible();
    await expect(dialog.getByText(t('errors.phone_digits'))).toBeVisible();
    await expectFullyTranslated(page, locale);

    // A valid registration ends on the success screen, still in the dialog, still on the catalogue.
    await fillRegistration(page, locale, newCompany(locale, 'Dialog'));
    await submit.click();
    const success = dialog.getByTestId('registration-success');
    await expect(success).toContainText(t('auth.register.successTitle'));
    await expect(success.getByRole('link', { name: t('auth.register.goToLogin') })).toHaveAttribute(
      'href',
      `${localizePath('/login', locale)}?next=${encodeURIComponent(products)}`,
    );
    await expectFullyTranslated(page, locale);
    await expectStillOnCatalogue(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expectStillOnCatalogue(page);
  });

  test(`the dialog's go-to-login comes back to the catalogue after signing in (${locale})`, async ({ page }) => {
    const { dialog } = await openRegistration(page);
    await fillRegistration(page, locale, newCompany(locale, 'Return'));
    await dialog.getByRole('button', { name: t('auth.register.submit') }).click();
    await dialog.getByRole('link', { name: t('auth.register.goToLogin') }).click();
    await expect(page).toHaveURL(`${localizePath('/login', locale)}?next=${encodeURIComponent(products)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('auth.login.title'));
  });

  test(`the dialog stays open while registering, then shows the rate-limited locked screen (${locale})`, async ({ page }) => {
    const release = await holdRequests(page, '**/api/auth/register', (route) =>
      route.fulfill({ status: 429, headers: { 'retry-after': '3600' }, contentType: 'application/json', body: JSON.stringify({ error: { code: 'registration_limited' } }) }),
    );
    const { dialog } = await openRegistration(page);
    await fillRegistration(page, locale, newCompany(locale, 'Locked'));
    await dialog.getByRole('button', { name: t('auth.register.submit') }).click();
    await expect(dialog.getByRole('button', { name: t('auth.register.submitting') })).toBeDisabled();
    // Closing now would hide whether the registration went through.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    release();
    const locked = dialog.getByTestId('registration-locked');
    await expect(locked).toContainText(t('auth.register.lockedTitle'));
    await expect(locked).toContainText(plural(dictionaries[locale], locale, 'auth.register.lockedMinutes', 60));
    await expect(locked.getByRole('link', { name: t('auth.register.goToLogin') })).toHaveAttribute('href', `${localizePath('/login', locale)}?next=${encodeURIComponent(products)}`);
    await expectStillOnCatalogue(page);
  });

  test(`the dialog shows that it is loading, offers the registration page if the form cannot load, and tries again (${locale})`, async ({ page }) => {
    const release = await holdRequests(page, FORM_CHUNK, (route) => route.abort('internetdisconnected'));
    const { dialog } = await openRegistration(page);
    await expect(dialog.getByRole('status')).toHaveText(t('auth.dialog.loading'));
    release();
    const failure = dialog.getByRole('alert');
    await expect(failure).toContainText(t('auth.dialog.loadFailed'));
    await expect(failure.getByRole('link', { name: t('auth.dialog.openPage') })).toHaveAttribute('href', localizePath('/register', locale));
    await expectFullyTranslated(page, locale);

    // Back online: the next opening tries again.
    await page.unroute(FORM_CHUNK);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: t('price.register'), exact: true }).first().click();
    await page.getByRole('dialog', { name: t('quotes.registerPrompt.title') }).getByRole('link', { name: t('quotes.registerPrompt.register') }).click();
    await expect(dialog.getByRole('textbox', { name: t('auth.field.companyName'), exact: true })).toBeVisible();
  });

  test(`the prompt's Register link stays a link to the registration page (${locale})`, async ({ page, context }) => {
    await decideCookies(page);
    await openCatalogue(page, locale, '/products');
    await page.getByRole('button', { name: t('price.register'), exact: true }).first().click();
    const register = page.getByRole('dialog', { name: t('quotes.registerPrompt.title') }).getByRole('link', { name: t('quotes.registerPrompt.register') });
    // A modifier click is the browser's: the page opens in a new tab, no dialog here.
    const [tab] = await Promise.all([context.waitForEvent('page'), register.click({ modifiers: ['ControlOrMeta'] })]);
    // A new tab opens on about:blank before it navigates: wait for the address, not its first load.
    await expect.poll(() => new URL(tab.url()).pathname).toBe(localizePath('/register', locale));
    await expect(page.getByRole('dialog', { name: t('auth.dialog.title') })).toHaveCount(0);
  });
}
