import { LOCALES } from '../../src/i18n/locales.ts';
import { textOf } from './accounts-helpers.ts';
import { signInAsCustomer } from './auth.ts';
import { expect, gotoIn, holdRequests, test } from './fixtures.ts';
import { words } from './quote-support.ts';

/**
 * The site shell (header, cookie banner, quote buttons) works without React on load (ADR 0014):
 * React and the dialogs' code come when a visitor reaches for a quote button.
 */
const ON_DEMAND = /\/_astro\/(mount-quote-host|QuoteForm|client)\.[\w-]+\.js$/;

for (const locale of LOCALES) {
  const w = words(locale);

  test(`a content page loads no React; resting on a quote button fetches the dialog, which then opens for it (${locale})`, async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (ON_DEMAND.test(request.url())) fetched.push(request.url());
    });
    await gotoIn(page, locale, '/');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: w['cookies.banner.label'] })).toBeVisible();
    expect(fetched).toEqual([]);

    const opener = page.getByRole('button', { name: w['home.cta.custom.action'], exact: true });
    const host = page.waitForRequest(/\/_astro\/mount-quote-host\.[\w-]+\.js$/);
    const form = page.waitForRequest(/\/_astro\/QuoteForm\.[\w-]+\.js$/);
    await opener.hover();
    await Promise.all([host, form]);

    await opener.click();
    const dialog = page.getByRole('dialog', { name: w['quotes.title.custom'] });
    await expect(dialog.locator('[name=company]')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test(`from a cold page the dialog shows its loading line until its code arrives, then the form of the button pressed (${locale})`, async ({ page }) => {
    const release = await holdRequests(page, /\/_astro\/mount-quote-host\.[\w-]+\.js$/);
    await gotoIn(page, locale, '/home-lift');
    const opener = page.getByRole('button', { name: w['homeLift.requestQuote'], exact: true }).first();
    // Keyboard only: focus alone starts the download, Enter asks for the dialog.
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('dialog[open]');
    await expect(dialog).toHaveAccessibleName(w['quotes.title.home_lift']);
    await expect(dialog.getByRole('status')).toHaveText(w['quotes.loading']);
    release();
    await expect(dialog.locator('[name=phone]')).toBeVisible();
    await expect(dialog).toHaveAccessibleName(w['quotes.title.home_lift']);
    await dialog.getByRole('button', { name: w['quotes.close'] }).first().click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test(`the signed-in header takes the place of Sign in and Register without moving the header (${locale})`, async ({ page }) => {
    const t = textOf(locale);
    await signInAsCustomer(page, 'retail');
    // The session's answer is held until the visitor's set has been painted, as on a slow network:
    // the switch then happens on screen.
    const answer = await holdRequests(page, '**/api/auth/session');
    await gotoIn(page, locale, '/about');
    const nav = page.getByRole('navigation', { name: t('nav.main') });
    const signIn = nav.getByRole('link', { name: t('nav.signIn'), exact: true });
    await expect(signIn).toBeVisible();
    // What sits beside the account links: the language toggle, the main links, the brand; measured in
    // their own fonts (the links' fallback is a few pixels narrower until their font arrives).
    await page.evaluate(() => document.fonts.ready);
    const neighbours = [page.locator('[data-language-toggle]'), nav.locator('.nav-links'), page.locator('header .brand')];
    const before = await Promise.all(neighbours.map((n) => n.boundingBox()));

    answer();
    await expect(nav.getByRole('button', { name: t('nav.signOut') })).toBeVisible();
    await expect(signIn).toHaveCount(0);
    await expect(nav.getByRole('link', { name: t('nav.register'), exact: true })).toHaveCount(0);
    // The area was as wide as either set from the first paint: nothing beside it moved. (A layout-shift
    // score cannot tell: the toggle moving 43 px scores 0.0001 at this width.)
    expect(await Promise.all(neighbours.map((n) => n.boundingBox()))).toEqual(before);
  });
}
