import type { APIRequestContext, Page } from '@playwright/test';
import { LOCALES, localizePath } from '../../src/i18n/locales.ts';
import type { ProductPage } from '../../src/lib/catalogue.ts';
import { openCatalogue } from './catalogue-support.ts';
import { expect, gotoIn, test } from './fixtures.ts';
import { expectFullyTranslated } from './i18n-checks.ts';
import { ADMIN, approvedCustomer, buyer, fillQuote, signIn, words } from './quote-support.ts';

/** Issue 23: the quote list and the paste look-up, in both languages (ADR 0032). */

let serial = Date.now() % 1_000_000;
/** Two visible products that both replace one old number: a pasted line a buyer must choose for. */
async function twoSuccessors(api: APIRequestContext, replaced: string): Promise<void> {
  const { categories } = (await (await api.get('/api/admin/categories')).json()) as { categories: { id: number }[] };
  for (const letter of ['A', 'B']) {
    const sku = String(70_000_000 + (serial++ % 9_999_999));
    const created = await api.post('/api/admin/products', {
      data: {
        sku,
        partNumber: `SUC-${sku}-${letter}`,
        nameEn: `Successor roller ${letter}`,
        nameAr: `بكرة بديلة ${letter}`,
        descriptionEn: '',
        descriptionAr: '',
        prices: { new_customer: '120.00', retail: '110.00', small_company: '100.00', large_company: '95.00', distributor: '90.00' },
        sale: { onSale: false, price: '', endsAt: null },
        categoryIds: [categories[0]!.id],
        images: [],
        references: [{ kind: 'replaces', brand: '', number: replaced }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { product } = (await created.json()) as { product: { id: number } };
    expect((await api.patch(`/api/admin/products/${product.id}/status`, { data: { status: 'active' } })).status()).toBe(200);
  }
}

const headerCount = (page: Page) => page.locator('[data-quote-list-count]').first();
const headerLink = (page: Page) => page.locator('[data-quote-list-link]').first();
const listLines = (page: Page) => page.getByTestId('quote-list-line');

for (const locale of LOCALES) {
  const w = words(locale);

  test(`a visitor collects parts from a card, a product page and a pasted list, sends them as one request, and the admin sees every line (${locale})`, async ({ page, playwright, baseURL, browser }) => {
    const admin = await playwright.request.newContext({ baseURL });
    await signIn(admin, ADMIN);
    const replaced = `OLD-${locale}-${serial++}`;
    await twoSuccessors(admin, replaced);
    const pasted = ((await (await page.request.get('/api/products?q=KM-4100-A')).json()) as ProductPage).items[0]!;

    // From a card: a quantity, the button, a confirmation, the header's count.
    await openCatalogue(page, locale);
    const cards = page.locator(`[data-testid="product-grid"] [data-testid="product-card"]:not([data-sku="${pasted.sku}"])`);
    const card = cards.first();
    const cardSku = (await card.getAttribute('data-sku'))!;
    const add = card.getByTestId('add-to-quote-list');
    await add.getByLabel(w['quoteList.addQuantity']).fill('3');
    await add.getByRole('button', { name: w['quoteList.add'] }).click();
    await expect(add.getByRole('status')).toContainText(w['quoteList.added']);
    await expect(headerCount(page)).toHaveText(locale === 'ar' ? '١' : '1');
    await expect(headerLink(page)).toHaveAccessibleName(w['quoteList.headerCount.one']);

    // From another product's page: the list is kept across pages.
    const otherSku = (await cards.nth(1).getAttribute('data-sku'))!;
    await gotoIn(page, locale, `/products/${otherSku}`);
    // The buy box goes live on intent (ADR 0035): the quantity is typed and the button pressed as a
    // visitor would, whether or not React is live yet; both are kept.
    const buyBox = page.locator('.buy-box');
    await buyBox.getByLabel(w['quoteList.addQuantity']).fill('2');
    await buyBox.getByRole('button', { name: w['quoteList.add'] }).click();
    await expect(buyBox.getByRole('status')).toContainText(w['quoteList.added']);
    await expect(headerCount(page)).toHaveText(locale === 'ar' ? '٢' : '2');

    await headerLink(page).click();
    await expect(page).toHaveURL(new RegExp(`${localizePath('/quote-list', locale)}$`));
    await expect(listLines(page)).toHaveCount(2);
    await expect(listLines(page).filter({ hasText: cardSku }).getByRole('spinbutton')).toHaveValue('3');
    await expect(listLines(page).filter({ hasText: otherSku }).getByRole('spinbutton')).toHaveValue('2');

    // A pasted list: one found (joins with its quantity), one ambiguous (the buyer chooses), one unknown.
    const unknown = `NOPE-${serial++}`;
    await page.getByLabel(w['quoteList.paste.label']).fill(`${pasted.partNumber} x 4\n${replaced}\t2\n${unknown} × 5\n---`);
    await page.getByRole('button', { name: w['quoteList.paste.submit'] }).click();
    const status = page.locator('.qlist-paste-status');
    await expect(status).toContainText(locale === 'ar' ? 'وُجد ١' : 'Found 1');
    await expect(listLines(page)).toHaveCount(3);
    await expect(listLines(page).filter({ hasText: pasted.sku }).getByRole('spinbutton')).toHaveValue('4');
    const ambiguous = page.getByTestId('paste-ambiguous');
    await expect(ambiguous).toContainText(replaced);
    await expect(ambiguous.getByRole('button', { name: w['quoteList.paste.choose'] })).toHaveCount(2);
    await expect(page.getByTestId('paste-invalid')).toContainText(w['quoteList.paste.problem.no_number']);
    await ambiguous.getByRole('button', { name: w['quoteList.paste.choose'] }).first().click();
    await expect(ambiguous).toBeHidden();
    await page.getByTestId('paste-unknown').getByRole('button', { name: w['quoteList.paste.addUnknown'] }).click();
    await expect(listLines(page)).toHaveCount(5);
    await expect(listLines(page).filter({ hasText: unknown })).toContainText(w['quoteList.customLine']);
    await expectFullyTranslated(page, locale);

    // One request for every line.
    const who = buyer(`list-${locale}`);
    await fillQuote(page.locator('.qlist-form'), who);
    await page.getByRole('button', { name: w['quoteList.form.send'] }).click();
    await expect(page.getByTestId('quote-list-sent')).toContainText(w['quoteList.sent.title']);
    await expect(headerCount(page)).toBeHidden();
    await expect(headerLink(page)).toHaveAccessibleName(w['quoteList.headerCount.zero']);

    // The admin sees the request with its lines, the unknown one marked.
    const adminPage = await (await browser.newContext({ baseURL, storageState: await admin.storageState() })).newPage();
    await gotoIn(adminPage, locale, '/admin/quotes');
    // By the e-mail address, the request's own: a retried test has sent another from the same company.
    const row = adminPage.getByRole('row').filter({ hasText: who.email });
    await expect(row).toContainText(w['inbox.quote.kind.list']);
    await expect(row).toContainText(locale === 'ar' ? '٥' : '5');
    await row.getByRole('button', { name: w['inbox.action.view'] }).click();
    const lines = adminPage.locator('dialog[open]').getByTestId('requested-lines').locator('tbody tr');
    await expect(lines).toHaveCount(5);
    await expect(lines.filter({ hasText: unknown })).toContainText(w['quoteList.lines.notInCatalogue']);
    await expect(lines.filter({ hasText: pasted.sku })).toContainText(locale === 'ar' ? '٤' : '4');
    await expectFullyTranslated(adminPage, locale);
    await adminPage.context().close();
    await admin.dispose();
  });
}

test('a signed-in buyer\'s list joins the one made before signing in and follows them to another device', async ({ page, playwright, baseURL, browser }) => {
  const admin = await playwright.request.newContext({ baseURL });
  const account = await approvedCustomer(page.request, admin);
  await admin.dispose();
  await page.context().clearCookies();

  await openCatalogue(page, 'en');
  const card = page.getByTestId('product-grid').getByTestId('product-card').first();
  const sku = (await card.getAttribute('data-sku'))!;
  await card.getByRole('button', { name: 'Add to quote list' }).click();
  await expect(headerCount(page)).toHaveText('1');

  await signIn(page.request, { email: account.email, password: account.password });
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/account/quote-list') && r.request().method() === 'PUT');
  await gotoIn(page, 'en', '/quote-list');
  expect((await saved).status()).toBe(200);
  await expect(listLines(page)).toHaveCount(1);

  const other = await browser.newContext({ baseURL });
  const phone = await other.newPage();
  await signIn(phone.request, { email: account.email, password: account.password });
  await gotoIn(phone, 'en', '/quote-list');
  await expect(listLines(phone)).toHaveCount(1);
  await expect(listLines(phone)).toContainText(sku);
  // The contact form is filled from the account, as the quote dialogs are.
  await expect(phone.getByLabel('Company name')).toHaveValue(account.company);
  await other.close();
});
