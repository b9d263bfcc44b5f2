import { dir } from '../../src/i18n/locales.ts';
import type { Page } from '@playwright/test';
import { decideCookies, expect, gotoIn, test } from './fixtures.ts';

/** The language a page is shown in, once its inline scripts have had their say. */
async function expectShownIn(page: Page, locale: 'en' | 'ar', url: RegExp) {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('html')).toHaveAttribute('dir', dir(locale));
  await expect(page).toHaveURL(url);
}

test('the toggle moves to the same page in the other language and stores the choice the home page follows', async ({ page }) => {
  await decideCookies(page);
  await gotoIn(page, 'en', '/404');
  const toggle = page.getByRole('link', { name: 'Switch to Arabic' });
  await toggle.click();
  await expectShownIn(page, 'ar', /\/ar\/404\/?$/);
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('ar');

  // The bare home page follows the stored choice…
  await page.goto('/');
  await expectShownIn(page, 'ar', /\/ar\/$/);
  // …but an English address stays English: the address is the language.
  await page.goto('/about');
  await expectShownIn(page, 'en', /\/about\/?$/);

  await page.goto('/ar/');
  await page.getByRole('link', { name: 'التبديل إلى الإنجليزية' }).click();
  await expectShownIn(page, 'en', /:\d+\/$/);
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
  // An Arabic address stays Arabic whatever was stored.
  await page.goto('/ar/contact');
  await expectShownIn(page, 'ar', /\/ar\/contact\/?$/);
  await page.goto('/');
  await expectShownIn(page, 'en', /:\d+\/$/);
});

test.describe('a visitor with an English browser', () => {
  test.use({ locale: 'en-US' });

  for (const path of ['/ar/', '/ar/contact', '/ar/products']) {
    test(`opening ${path} (a shared link, a search result) is shown that Arabic page`, async ({ page }) => {
      await decideCookies(page);
      await page.goto(path);
      await expectShownIn(page, 'ar', new RegExp(`${path.replace(/\/$/, '')}/?$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('opening the bare home page with nothing stored stays in English and stores it', async ({ page }) => {
    await decideCookies(page);
    await page.goto('/');
    await expectShownIn(page, 'en', /:\d+\/$/);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
  });

  test('the Arabic maintenance page is shown in Arabic', async ({ page }) => {
    await decideCookies(page);
    // Maintenance for this browser only (the real switch would close the site for every other test).
    await page.route('**/api/site-settings', (route) =>
      route.fulfill({ json: { maintenanceMode: true, maintenanceMessage: 'Back at 6 PM | نعود الساعة 6 مساءً' } }),
    );
    await page.goto('/ar/about');
    await expectShownIn(page, 'ar', /\/ar\/about\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'سنعود قريبًا' })).toBeVisible();
    await expect(page.getByText('نعود الساعة 6 مساءً', { exact: true })).toBeVisible();
  });
});

test.describe('a visitor with an Arabic browser', () => {
  test.use({ locale: 'ar-SA' });

  test('opening the bare home page with nothing stored is moved to the Arabic home page, and that is stored', async ({ page }) => {
    await decideCookies(page);
    await page.goto('/?utm_source=card#top');
    await expectShownIn(page, 'ar', /\/ar\/\?utm_source=card#top$/);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('ar');
  });

  test('with English stored, the bare home page stays English', async ({ page }) => {
    await decideCookies(page);
    await page.addInitScript(() => localStorage.setItem('lang', 'en'));
    await page.goto('/');
    await expectShownIn(page, 'en', /:\d+\/$/);
  });

  for (const path of ['/contact', '/products', '/about']) {
    test(`opening the English page ${path} is shown in English`, async ({ page }) => {
      await decideCookies(page);
      await page.goto(path);
      await expectShownIn(page, 'en', new RegExp(`${path}/?$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});

test.describe('a browser whose first language the shop does not speak', () => {
  test.use({ locale: 'fr-FR' });

  test('the bare home page follows the first of its languages the shop speaks', async ({ page }) => {
    await decideCookies(page);
    await page.addInitScript(() => Object.defineProperty(navigator, 'languages', { get: () => ['fr-FR', 'ar-SA', 'en-US'] }));
    await page.goto('/');
    await expectShownIn(page, 'ar', /\/ar\/$/);
  });

  test('and English when it speaks none of them', async ({ page }) => {
    await decideCookies(page);
    await page.goto('/');
    await expectShownIn(page, 'en', /:\d+\/$/);
  });
});

test('crawlers and link previews get each page in its own language, with its alternates', async ({ request }) => {
  for (const [path, lang] of [
    ['/ar/contact', 'ar'],
    ['/contact', 'en'],
    ['/ar/', 'ar'],
  ] as const) {
    const html = await (await request.get(path, { headers: { 'Accept-Language': lang === 'ar' ? 'en-US' : 'ar-SA' } })).text();
    expect(html, path).toContain(`<html lang="${lang}"`);
    expect(html, path).toMatch(/<link rel="alternate" hreflang="en" href="[^"]+"/);
    expect(html, path).toMatch(/<link rel="alternate" hreflang="ar" href="[^"]+\/ar\/?[^"]*"/);
    expect(html, path).toMatch(/<link rel="alternate" hreflang="x-default"/);
  }
});
