import { expect, gotoIn, test } from './fixtures.ts';

for (const locale of ['en', 'ar'] as const) {
  test(`home page renders in ${locale} with its direction`, async ({ page }) => {
    await gotoIn(page, locale, '/');
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    await expect(page).toHaveTitle(locale === 'ar' ? /قطع مصاعد الخليج/ : /Gulf Lift Parts/);
  });
}
