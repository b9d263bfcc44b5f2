import type { Page } from '@playwright/test';
import { localizePath, LOCALES } from '../../src/i18n/locales.ts';
import { textOf } from './accounts-helpers.ts';
import { signInAsAdmin, signInAsCustomer } from './auth.ts';
import { expect, test } from './fixtures.ts';

/**
 * Signed-in users get the same clean pages as visitors: no uncaught error and no console.error in
 * the browser (the fixture fails any test on one; these tests look at the pages signed-in users
 * load most). The header's account links hydrate after the catalogue has already read the session:
 * their first render must still match the server's.
 */
const ROLES = {
  customer: (page: Page) => signInAsCustomer(page, 'retail'),
  admin: signInAsAdmin,
} as const;

for (const [role, signIn] of Object.entries(ROLES)) {
  for (const locale of LOCALES) {
    test(`a signed-in ${role} loads the catalogue, a product page and the home page in ${locale} without a browser error`, async ({ page, request, browserErrors }) => {
      const t = textOf(locale);
      const { items } = (await (await request.get('/api/products')).json()) as { items: { sku: string }[] };
      await signIn(page);
      const signOut = page.getByRole('button', { name: t('nav.signOut') });

      await page.goto(localizePath('/products', locale));
      await expect(page.getByTestId('product-grid').getByTestId('product-card').first()).toBeVisible();
      await expect(signOut).toBeVisible();
      expect(browserErrors).toEqual([]);

      await page.goto(localizePath(`/products/${items[0]!.sku}`, locale));
      await expect(page.getByTestId('price-area')).toBeVisible();
      await expect(signOut).toBeVisible();
      expect(browserErrors).toEqual([]);

      await page.goto(localizePath('/', locale));
      await expect(signOut).toBeVisible();
      expect(browserErrors).toEqual([]);
    });
  }
}
