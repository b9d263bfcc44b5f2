import { decideCookies, expect, gotoIn, test } from './fixtures.ts';
import { expectFullyTranslated } from './i18n-checks.ts';

for (const [locale, path, texts] of [
  ['en', '/no-such-page', { title: 'Page not found', home: 'Back to Home', back: 'Go Back' }],
  ['ar', '/ar/no-such-page/deeper', { title: 'الصفحة غير موجودة', home: 'العودة إلى الرئيسية', back: 'رجوع' }],
] as const) {
  test(`an unknown ${locale} address answers 404 with the ${locale} page and both buttons`, async ({ page }) => {
    await decideCookies(page);
    await gotoIn(page, locale, '/');
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.title);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectFullyTranslated(page, locale);

    // Go Back returns to the page the visitor came from; Back to Home goes home.
    await page.getByRole('button', { name: texts.back }).click();
    await expect(page).toHaveURL(locale === 'ar' ? /\/ar\/$/ : /\/$/);
    await page.goto(path);
    await page.getByRole('link', { name: texts.home }).click();
    await expect(page).toHaveURL(locale === 'ar' ? /\/ar\/$/ : /:\d+\/$/);
  });
}

test('Go Back on a 404 opened directly (no history) goes home', async ({ page }) => {
  await decideCookies(page);
  await gotoIn(page, 'en', '/missing');
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
});

test('an address ending with a slash moves permanently to its canonical form; the language switch links there', async ({ page }) => {
  const moves: [slashed: string, canonical: string][] = [
    ['/about/', '/about'],
    ['/ar/about/', '/ar/about'],
    ['/products/?filter=sale', '/products?filter=sale'],
    ['/ar/products/10001307/', '/ar/products/10001307'],
  ];
  for (const [slashed, canonical] of moves) {
    const response = await page.request.get(slashed, { maxRedirects: 0 });
    expect(response.status(), slashed).toBe(301);
    expect(response.headers().location, slashed).toBe(canonical);
  }
  expect((await page.request.get('/ar/', { maxRedirects: 0 })).status()).toBe(200);
  await decideCookies(page);
  await page.goto('/about');
  await expect(page.locator('[data-language-toggle]')).toHaveAttribute('href', '/ar/about');
});
