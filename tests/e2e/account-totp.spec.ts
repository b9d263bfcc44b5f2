import * as OTPAuth from 'otpauth';
import type { Page } from '@playwright/test';
import { LOCALES, localizePath } from '../../src/i18n/locales.ts';
import { approve, registerCompany } from './auth.ts';
import { fillLogin, textOf } from './accounts-helpers.ts';
import { decideCookies, expect, test } from './fixtures.ts';
import { expectFullyTranslated } from './i18n-checks.ts';

/**
 * Two-step sign-in at /login (issue 21, ADR 0028), per language: a buyer turns it on through the
 * API (its settings screen is not built yet), then signs in with the password and a code computed
 * here from the key the set-up gave, a replayed code is refused, and a recovery code signs in.
 * The code screen is photographed at a phone's and a desktop's width (test-results/…/totp-*.png).
 * A fresh buyer, not the seeded admin: other specs sign that one in with its password alone.
 */
const WIDTHS = [390, 1280] as const;

async function photograph(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`totp-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const locale of LOCALES) {
  const t = textOf(locale);

  test(`signs in with a code from the app, then with a recovery code (${locale})`, async ({ page, browserErrors }) => {
    test.setTimeout(120_000);
    await decideCookies(page);
    const customer = await registerCompany(page.request);
    await approve(customer.email, 'retail');
    expect((await page.request.post('/api/auth/login', { data: { email: customer.email, password: customer.password } })).status()).toBe(200);
    const setup = (await (await page.request.post('/api/account/totp', { data: {} })).json()) as { manualKey: string };
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(setup.manualKey.replace(/\s/g, '')) });
    const confirm = await page.request.post('/api/account/totp/confirm', { data: { code: totp.generate() } });
    expect(confirm.status()).toBe(200);
    const { recoveryCodes } = (await confirm.json()) as { recoveryCodes: string[] };
    expect((await page.request.post('/api/auth/logout', { data: {} })).ok()).toBe(true);

    // The password alone leads to the code screen, not into the shop.
    await page.goto(localizePath('/login', locale));
    await fillLogin(page, locale, customer.email, customer.password);
    const code = page.getByRole('textbox', { name: t('auth.login.secondStep.code') });
    await expect(page.getByRole('heading', { name: t('auth.login.secondStep.title') })).toBeVisible();
    await expect(code).toBeFocused();
    await expectFullyTranslated(page, locale);
    await photograph(page, `code-${locale}`);

    await code.fill('000000' === totp.generate() ? '111111' : '000000');
    await page.getByRole('button', { name: t('auth.login.secondStep.submit') }).click();
    await expect(page.getByText(t('errors.incorrect_code'))).toBeVisible();
    await photograph(page, `code-wrong-${locale}`);

    // The set-up used this step's code: the next one (within the allowed drift) signs in.
    const next = totp.generate({ timestamp: Date.now() + 30_000 });
    await code.fill(next);
    await page.getByRole('button', { name: t('auth.login.secondStep.submit') }).click();
    await expect(page).toHaveURL(new RegExp(`${localizePath('/products', locale)}$`));
    expect((await page.request.post('/api/auth/logout', { data: {} })).ok()).toBe(true);

    // The same code again is refused; a recovery code signs in.
    await page.goto(localizePath('/login', locale));
    await fillLogin(page, locale, customer.email, customer.password);
    await code.fill(next);
    await page.getByRole('button', { name: t('auth.login.secondStep.submit') }).click();
    await expect(page.getByText(t('errors.code_already_used'))).toBeVisible();
    await code.fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: t('auth.login.secondStep.submit') }).click();
    await expect(page).toHaveURL(new RegExp(`${localizePath('/products', locale)}$`));
    expect(browserErrors).toEqual([]);
  });
}
