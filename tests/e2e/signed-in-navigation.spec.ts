import { request as playwrightRequest, type Page } from '@playwright/test';
import { localizePath, LOCALES } from '../../src/i18n/locales.ts';
import { fillLogin, textOf } from './accounts-helpers.ts';
import { approve, registerCompany, signInAsAdmin, signInAsCustomer } from './auth.ts';
import { decideCookies, expect, test } from './fixtures.ts';

/**
 * Where signed-in users land: the sign-in and registration pages send them on to their landing
 * page (SPEC §2: administrators the dashboard, everyone else the catalogue), and signing in from a
 * product page returns to that product.
 */
const exactly = (path: string) => new RegExp(`:\\d+${path.replace(/[?]/g, '\\$&')}$`);

type PricedPage = { items: { sku: string; price: { price: string | null } }[] };

/**
 * A retail customer, registered and approved but not signed in, and a product whose price they
 * see while visitors do not.
 */
async function customerAndProduct(page: Page): Promise<{ email: string; password: string; sku: string }> {
  const customer = await registerCompany(page.request);
  await approve(customer.email, 'retail');
  const visitorView = (await (await page.request.get('/api/products')).json()) as PricedPage;
  const api = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    expect((await api.post('/api/auth/login', { data: { email: customer.email, password: customer.password } })).status()).toBe(200);
    const customerView = (await (await api.get('/api/products')).json()) as PricedPage;
    const hiddenFromVisitors = new Set(visitorView.items.filter((p) => p.price.price === null).map((p) => p.sku));
    const sku = customerView.items.find((p) => p.price.price !== null && hiddenFromVisitors.has(p.sku))!.sku;
    return { ...customer, sku };
  } finally {
    await api.dispose();
  }
}

for (const locale of LOCALES) {
  const t = textOf(locale);

  for (const path of ['/login', '/register']) {
    test(`a signed-in administrator opening ${path} (${locale}) goes to the dashboard`, async ({ page }) => {
      await decideCookies(page);
      await signInAsAdmin(page);
      await page.goto(localizePath(path, locale));
      await expect(page).toHaveURL(exactly(localizePath('/admin', locale)));
    });

    test(`a signed-in customer opening ${path} (${locale}) goes to the catalogue`, async ({ page }) => {
      await decideCookies(page);
      await signInAsCustomer(page, 'retail');
      await page.goto(localizePath(path, locale));
      await expect(page).toHaveURL(exactly(localizePath('/products', locale)));
      await expect(page.getByRole('button', { name: t('nav.signOut') })).toBeVisible();
    });
  }

  test(`a signed-in user opening the sign-in page with a page to return to (${locale}) goes there`, async ({ page }) => {
    await decideCookies(page);
    await signInAsCustomer(page, 'retail');
    const back = localizePath('/products?category=door-motors', locale);
    await page.goto(`${localizePath('/login', locale)}?next=${encodeURIComponent(back)}`);
    await expect(page).toHaveURL(exactly(back));
  });

  test(`signing in with the header's Sign in link on a product page (${locale}) returns to that product, priced`, async ({ page }) => {
    await decideCookies(page);
    const { sku, ...customer } = await customerAndProduct(page);
    const product = localizePath(`/products/${sku}`, locale);
    await page.goto(product);
    await expect(page.getByTestId('price-amount')).toHaveCount(0);
    await page.getByRole('navigation', { name: t('nav.main') }).getByRole('link', { name: t('nav.signIn'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${localizePath('/login', locale)}\\?next=`));
    await fillLogin(page, locale, customer.email, customer.password);
    await expect(page).toHaveURL(exactly(product));
    await expect(page.getByTestId('price-amount')).toBeVisible();
  });

  test(`signing in from a product's price prompt (${locale}) returns to that product`, async ({ page }) => {
    await decideCookies(page);
    const { sku, ...customer } = await customerAndProduct(page);
    const product = localizePath(`/products/${sku}`, locale);
    await page.goto(product);
    // The price button opens its prompt from the page's own listener, live or not (ADR 0014, ADR 0035).
    const register = page.locator('.buy-box').getByRole('button', { name: t('price.register') });
    await register.click();
    await page.getByRole('dialog').getByRole('link', { name: t('quotes.registerPrompt.signIn') }).click();
    await fillLogin(page, locale, customer.email, customer.password);
    await expect(page).toHaveURL(exactly(product));
    await expect(page.getByTestId('price-amount')).toBeVisible();
  });

  test(`signing in from the catalogue's header link (${locale}) returns to the catalogue with its filter`, async ({ page }) => {
    await decideCookies(page);
    const customer = await registerCompany(page.request);
    await approve(customer.email, 'retail');
    const filtered = localizePath('/products?category=door-motors', locale);
    await page.goto(filtered);
    await expect(page.getByTestId('product-grid').getByTestId('product-card').first()).toBeVisible();
    await page.getByRole('navigation', { name: t('nav.main') }).getByRole('link', { name: t('nav.signIn'), exact: true }).click();
    await fillLogin(page, locale, customer.email, customer.password);
    await expect(page).toHaveURL(exactly(filtered));
  });

  test(`signing in from the header of a content page (${locale}) goes on to the landing page`, async ({ page }) => {
    await decideCookies(page);
    const customer = await registerCompany(page.request);
    await approve(customer.email, 'retail');
    await page.goto(localizePath('/about', locale));
    await page.getByRole('navigation', { name: t('nav.main') }).getByRole('link', { name: t('nav.signIn'), exact: true }).click();
    await expect(page).toHaveURL(exactly(localizePath('/login', locale)));
    await fillLogin(page, locale, customer.email, customer.password);
    await expect(page).toHaveURL(exactly(localizePath('/products', locale)));
  });
}

