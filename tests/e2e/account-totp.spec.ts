import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import * as OTPAuth from 'otpauth';
import { request as playwrightRequest, type Locator, type Page } from '@playwright/test';
import { LOCALES, localizePath, type Locale } from '../../src/i18n/locales.ts';
import { formatNumber } from '../../src/lib/format.ts';
import { ADMIN, approve, registerCompany, signInAs } from './auth.ts';
import { fillLogin, textOf } from './accounts-helpers.ts';
import { decideCookies, expect, gotoIn, holdRequests, test } from './fixtures.ts';
import { expectFullyTranslated } from './i18n-checks.ts';

/**
 * Two-step sign-in (issue 21, ADR 0028), per language and per role, all through the screens:
 * - a buyer sets it up on /account: scans (the code is computed here from the key shown on the
 *   screen, as an app would from the QR code), confirms with a code, is shown the ten recovery codes
 *   and downloads them; then signs in with a code from the app (a replayed code is refused) and
 *   with a recovery code;
 * - a second administrator (never the seeded one: other specs sign that one in with its password
 *   alone) is prompted on the dashboard, sets it up from the administrators screen, then signs in
 *   with a code and with a recovery code, and is no longer prompted.
 * The set-up, the codes and the sign-in's code screen are photographed at a phone's and a
 * desktop's width (test-results/…/totp-*.png).
 */
const WIDTHS = [390, 1280] as const;

async function photograph(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`totp-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * Sets two-step sign-in up in the section `card` as its owner would: starts, reads the key the
 * screen shows (the app's part), confirms with a code, downloads the recovery codes and is done.
 * Answers the app (the TOTP) and the codes shown.
 */
async function setUp(page: Page, locale: Locale, card: Locator, photo: string): Promise<{ totp: OTPAuth.TOTP; recoveryCodes: string[] }> {
  const t = textOf(locale);
  await expect(card.getByTestId('two-step-state')).toContainText(t('twoStep.state.off'));
  await card.getByRole('button', { name: t('twoStep.start') }).click();
  await expect(card.getByRole('img', { name: t('twoStep.scan.alt') })).toBeVisible();
  const key = (await card.getByTestId('two-step-key').textContent())!;
  expect(key).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key.replace(/\s/g, '')) });
  await expectFullyTranslated(page, locale);
  await photograph(page, `${photo}-setup-${locale}`);

  const code = card.getByRole('textbox', { name: t('twoStep.confirm.code') });
  await code.fill('12345');
  await card.getByRole('button', { name: t('twoStep.confirm.submit') }).click();
  await expect(card.getByText(t('errors.invalid_code_format'))).toBeVisible();
  await code.fill(totp.generate());
  await card.getByRole('button', { name: t('twoStep.confirm.submit') }).click();

  const list = card.getByRole('list', { name: t('twoStep.codes.label') });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = await list.getByRole('listitem').allTextContents();
  await expect(card.getByText(t('twoStep.codes.warning'))).toBeVisible();
  await card.getByRole('button', { name: t('twoStep.codes.copy') }).click();
  await expect(card.getByRole('status').filter({ hasText: t('twoStep.codes.copied') })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: t('twoStep.codes.download') }).click()]);
  expect(download.suggestedFilename()).toBe('recovery-codes.txt');
  const file = await readFile((await download.path())!, 'utf8');
  for (const c of recoveryCodes) expect(file).toContain(c);
  await expectFullyTranslated(page, locale);
  await photograph(page, `${photo}-codes-${locale}`);

  await card.getByRole('button', { name: t('twoStep.codes.done') }).click();
  await expect(card.getByTestId('two-step-state')).toContainText(t('twoStep.state.on').replace(' {date}', '').replace('{date}', ''));
  await expect(card.getByRole('list', { name: t('twoStep.codes.label') })).toHaveCount(0);
  return { totp, recoveryCodes };
}

/** Signs in at /login with the password, then the code; lands on `landing`. */
async function signInWithCode(page: Page, locale: Locale, email: string, password: string, code: string, landing: string): Promise<void> {
  const t = textOf(locale);
  // Off the dashboard first, onto a page without scripts: a call of the dashboard's still in flight
  // when the session ends is refused, and the dashboard then reloads itself (admin-api.ts), which
  // cut the navigation below short (net::ERR_ABORTED). (about:blank would do, but for the language
  // fixture's script, which cannot read its storage there.)
  await page.goto('/robots.txt');
  expect((await page.request.post('/api/auth/logout', { data: {} })).ok()).toBe(true);
  await page.goto(localizePath('/login', locale));
  await fillLogin(page, locale, email, password);
  const field = page.getByRole('textbox', { name: t('auth.login.secondStep.code') });
  await expect(field).toBeFocused();
  await field.fill(code);
  await page.getByRole('button', { name: t('auth.login.secondStep.submit') }).click();
  await expect(page).toHaveURL(new RegExp(`${localizePath(landing, locale)}$`));
}

/** The next time-step's code: the set-up (or the last sign-in) used this step's. */
const nextCode = (totp: OTPAuth.TOTP) => totp.generate({ timestamp: Date.now() + 30_000 });

for (const locale of LOCALES) {
  const t = textOf(locale);

  test(`a buyer sets up two-step sign-in on /account, then signs in with a code and with a recovery code (${locale})`, async ({ page, browserErrors }) => {
    test.setTimeout(120_000);
    await decideCookies(page);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const customer = await registerCompany(page.request);
    await approve(customer.email, 'retail');
    await signInAs(page, customer.email, customer.password);
    await gotoIn(page, locale, '/account');
    const card = page.locator('astro-island:not([ssr])').getByTestId('two-step');
    const { totp, recoveryCodes } = await setUp(page, locale, card, 'customer');

    // The password alone leads to the code screen, not into the shop; a code from the app signs in.
    const next = nextCode(totp);
    await signInWithCode(page, locale, customer.email, customer.password, next, '/products');

    // The same code again is refused; a recovery code signs in.
    expect((await page.request.post('/api/auth/logout', { data: {} })).ok()).toBe(true);
    await page.goto(localizePath('/login', locale));
    await fillLogin(page, locale, customer.email, customer.password);
    const code = page.getByRole('textbox', { name: t('auth.login.secondStep.code') });
    await code.fill(next);
    await page.getByRole('button', { name: t('auth.login.secondStep.submit') }).click();
    await expect(page.getByText(t('errors.code_already_used'))).toBeVisible();
    await expectFullyTranslated(page, locale);
    await photograph(page, `code-wrong-${locale}`);
    await code.fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: t('auth.login.secondStep.submit') }).click();
    await expect(page).toHaveURL(new RegExp(`${localizePath('/products', locale)}$`));

    // Back on /account: on, with one recovery code fewer; the buyer turns it off with the password and a recovery code.
    await gotoIn(page, locale, '/account');
    const settings = page.locator('astro-island:not([ssr])').getByTestId('two-step');
    await expect(settings).toContainText(t('twoStep.codesLeft').replace('{count}', formatNumber(9, locale)));
    await settings.getByText(t('twoStep.disable.title'), { exact: true }).click();
    const disable = settings.getByRole('form', { name: t('twoStep.disable.title') });
    await disable.getByRole('textbox', { name: t('twoStep.disable.password'), exact: true }).fill(customer.password);
    await disable.getByRole('textbox', { name: t('twoStep.disable.code') }).fill(recoveryCodes[1]!);
    await expectFullyTranslated(page, locale);
    await photograph(page, `customer-disable-${locale}`);
    await disable.getByRole('button', { name: t('twoStep.disable.submit') }).click();
    await expect(settings.getByRole('status')).toHaveText(t('twoStep.disabled'));
    await expect(settings.getByTestId('two-step-state')).toContainText(t('twoStep.state.off'));
    const passwordOnly = await page.request.post('/api/auth/login', { data: { email: customer.email, password: customer.password } });
    expect(passwordOnly.status()).toBe(200);
    expect(await passwordOnly.json()).not.toHaveProperty('secondStep');
    expect(browserErrors).toEqual([]);
  });

  test(`a second administrator is prompted, sets up two-step sign-in, then signs in with a code and with a recovery code (${locale})`, async ({ page, browserErrors }) => {
    test.setTimeout(120_000);
    const id = randomUUID().slice(0, 8);
    const email = `totp-admin-${locale}-${id}@gulf-lift.example`;
    const password = 'Totp#Admin2026';
    // The seeded administrator adds them; they set their password from the link and are signed in.
    const seeded = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
    expect((await seeded.post('/api/auth/login', { data: ADMIN })).status()).toBe(200);
    const invited = await seeded.post('/api/admin/administrators', { data: { name: `TOTP Admin ${id}`, email } });
    expect(invited.status()).toBe(201);
    const { administrator, setupLink } = (await invited.json()) as { administrator: { userId: string }; setupLink: { token: string } };
    await decideCookies(page);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    expect((await page.request.post('/api/auth/set-password', { data: { token: setupLink.token, password, confirmPassword: password } })).status()).toBe(200);

    // The dashboard prompts; "Not now" hides it for the session, even pressed before the prompt's
    // code is there (held back here: the press is kept and done once it is); its link leads to the set-up.
    const releasePromptCode = await holdRequests(page, /\/_astro\/TwoStepPrompt\.[\w-]+\.js$/);
    await gotoIn(page, locale, '/admin');
    const prompt = page.getByTestId('two-step-prompt');
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('link', { name: t('twoStep.prompt.action') })).toHaveAttribute('href', `${localizePath('/admin/administrators', locale)}#two-step`);
    await expectFullyTranslated(page, locale);
    await photograph(page, `admin-prompt-${locale}`);
    await prompt.getByRole('button', { name: t('twoStep.prompt.dismiss') }).click();
    releasePromptCode();
    await expect(prompt).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('two-step-prompt')).toBeHidden();

    await gotoIn(page, locale, '/admin/administrators');
    const card = page.locator('astro-island:not([ssr])').getByTestId('two-step');
    await expect(card).toContainText(t('twoStep.intro.admin'));
    const { totp, recoveryCodes } = await setUp(page, locale, card, 'admin');
    await expect(card).toContainText(t('twoStep.adminRequired'));
    await expect(card.getByText(t('twoStep.disable.title'))).toHaveCount(0);

    await signInWithCode(page, locale, email, password, nextCode(totp), '/admin');
    // No prompt once it is on: the dashboard renders none (the products list comes alive without it).
    await expect(page.locator('astro-island:not([ssr])').first()).toBeAttached();
    await expect(page.locator('astro-island[component-url*="TwoStepPrompt"]')).toHaveCount(0);
    await signInWithCode(page, locale, email, password, recoveryCodes[9]!, '/admin');
    expect(browserErrors).toEqual([]);

    // Tidy up: the seeded administrator removes them once their page is closed. Removed while their
    // dashboard was still loading, its calls were refused and it went on to the sign-in page as the
    // test ended: the likeliest reason one CI run timed out closing this browser (twice), which no
    // run here reproduced.
    await page.close();
    expect((await seeded.delete(`/api/admin/administrators/${administrator.userId}`)).ok()).toBe(true);
    await seeded.dispose();
  });
}
