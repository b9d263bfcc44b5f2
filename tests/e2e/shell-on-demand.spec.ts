import { LOCALES } from '../../src/i18n/locales.ts';
import { textOf } from './accounts-helpers.ts';
import { signInAsCustomer } from './auth.ts';
import { expect, gotoIn, test } from './fixtures.ts';
import { words } from './quote-support.ts';

/**
 * The site shell (header, cookie banner, quote buttons) works without React on load (ADR 0014):
 * React and the dialogs' code come when a visitor reaches for a quote button.
 */
const ON_DEMAND = /\/_astro\/(mount-quote-host|QuoteDialog|client)\.[\w-]+\.js$/;

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
    const form = page.waitForRequest(/\/_astro\/QuoteDialog\.[\w-]+\.js$/);
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
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/mount-quote-host\.[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
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
    await gotoIn(page, locale, '/about');
    const nav = page.getByRole('navigation', { name: t('nav.main') });
    await expect(nav.getByRole('button', { name: t('nav.signOut') })).toBeVisible();
    await expect(nav.getByRole('link', { name: t('nav.signIn'), exact: true })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: t('nav.register'), exact: true })).toHaveCount(0);
    // The area was as wide as either set from the first paint: the language toggle did not move.
    const shifts = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => resolve(list.getEntries().reduce((sum, entry) => sum + (entry as PerformanceEntry & { value: number }).value, 0))).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(0), 500);
        }),
    );
    expect(shifts).toBeLessThanOrEqual(0.02);
  });
}
