import { decideCookies, expect, gotoIn, test } from './fixtures.ts';

test('the toggle moves to the same page in the other language and the choice persists across pages and reloads', async ({ page }) => {
  await decideCookies(page);
  await gotoIn(page, 'en', '/404');
  await page.getByRole('link', { name: 'Switch to Arabic' }).click();
  await expect(page).toHaveURL(/\/ar\/404\/?$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('ar');

  // An English address now leads to Arabic: the stored choice wins.
  await page.goto('/');
  await expect(page).toHaveURL(/\/ar\/$/);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

  await page.getByRole('link', { name: 'التبديل إلى الإنجليزية' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/ar/');
  await expect(page).toHaveURL(/:\d+\/$/);
});

test.describe('a first visit with an Arabic browser', () => {
  test.use({ locale: 'ar-SA' });

  test('is shown the Arabic site and the choice is stored', async ({ page }) => {
    await decideCookies(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/ar\/$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('ar');
  });
});

test.describe('a first visit with an English browser', () => {
  test.use({ locale: 'en-GB' });

  test('opening an Arabic address is moved to English (the browser language decides when nothing is stored)', async ({ page }) => {
    await decideCookies(page);
    await page.goto('/ar/');
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
