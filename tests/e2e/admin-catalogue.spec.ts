import sharp from 'sharp';
import { expect, gotoIn, test } from './fixtures.ts';
import { expectFullyTranslated } from './i18n-checks.ts';
import { ADMIN, buyer, fillQuote, signIn, words } from './quote-support.ts';
import { signInAsCustomer } from './auth.ts';
import { LOCALES, localizePath, type Locale } from '../../src/i18n/locales.ts';
import { currencyWord, formatMoney, localizeDigits } from '../../src/lib/format.ts';
import type { Page } from '@playwright/test';
import { MAX_PHOTO_BYTES, PHOTO_DIRECT_UPLOAD_BYTES } from '../../src/lib/admin/photos.ts';
import { cameraPhoto } from '../support/images.ts';

// Issue 10's journey, as the owner and the shop's visitors and customers live it: the admin adds
// a product with photos, shows it, prices it and puts it on sale, then deletes it; the public
// pages follow each step at once (the local stand-in purges nothing it would have to).

/** Two photos as a phone or camera would hand them over. */
async function productPhotos() {
  const front = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 180, g: 70, b: 40 } } }).jpeg().toBuffer();
  const label = await sharp({ create: { width: 900, height: 1200, channels: 3, background: { r: 40, g: 90, b: 190 } } }).png().toBuffer();
  return [
    { name: 'front.jpg', mimeType: 'image/jpeg', buffer: front },
    { name: 'label.png', mimeType: 'image/png', buffer: label },
  ];
}

/** A SKU no seeded or earlier product has: 9 then seven digits from the clock and the locale. */
const freshSku = (locale: Locale) => `9${locale === 'ar' ? 1 : 0}${String(Date.now()).slice(-6)}`;

async function productRow(page: Page, locale: Locale, sku: string) {
  await gotoIn(page, locale, `/admin?q=${sku}`);
  const row = page.getByRole('row').filter({ hasText: sku });
  await expect(row).toHaveCount(1);
  return row;
}

for (const locale of LOCALES) {
  const w = words(locale);
  const price = (amount: string) => formatMoney(amount, locale);

  test(`the owner adds, shows, prices and deletes a product; the shop follows each step (${locale})`, async ({ page, browser }) => {
    test.slow();
    const sku = freshSku(locale);
    const nameEn = `E2E Door Roller ${sku}`;
    const nameAr = `بكرة باب اختبار ${sku}`;
    const name = locale === 'ar' ? nameAr : nameEn;
    // The shop shows the name's numbers in the page's digits; admin screens show it as typed (ADR 0021).
    const shownName = localizeDigits(name, locale);
    await signIn(page.request, ADMIN);

    // Add: details, two class prices, two categories, two photos. New products start hidden.
    await gotoIn(page, locale, '/admin');
    await page.getByRole('link', { name: w['adminProducts.add'] }).click();
    await expect(page).toHaveURL(new RegExp(`${localizePath('/admin/products/new', locale)}$`));
    // The categories come from the API once the editor is live: only then is typing kept.
    const doorLocks = page.getByRole('checkbox', { name: locale === 'ar' ? 'أقفال الأبواب' : 'Door Locks', exact: true });
    await expect(doorLocks).toBeVisible();
    await page.getByLabel(w['adminProducts.field.sku']).fill(sku);
    await page.getByLabel(w['adminProducts.field.partNumber']).fill(`DR-${sku}`);
    await page.getByLabel(w['adminProducts.field.nameEn']).fill(nameEn);
    await page.getByLabel(w['adminProducts.field.nameAr']).fill(nameAr);
    await page.getByLabel(w['admin.role.distributor']).fill('100');
    await page.getByLabel(w['admin.role.small_company']).fill('150.50');
    await doorLocks.check();
    await page.getByRole('checkbox', { name: locale === 'ar' ? 'محركات الأبواب' : 'Door Motors', exact: true }).check();
    await page.locator('input[type=file]').setInputFiles(await productPhotos());
    await expect(page.getByLabel(w['adminProducts.photo.altEn'])).toHaveCount(2);
    await page.getByLabel(w['adminProducts.photo.altEn']).first().fill('Front of the door roller');
    await expectFullyTranslated(page, locale);
    await page.getByRole('button', { name: w['adminProducts.editor.create'] }).click();
    await expect(page.getByText(w['adminProducts.editor.created'])).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${localizePath('/admin/products', locale)}/\\d+`));

    // Hidden: the public page is a 404 for everyone but the admin.
    const visitor = await browser.newPage();
    expect((await visitor.goto(localizePath(`/products/${sku}`, locale)))?.status()).toBe(404);

    // Shown from the table: the visitor finds it by SKU and opens its page with both photos.
    let row = await productRow(page, locale, sku);
    await row.getByRole('button', { name: w['adminProducts.action.showNamed'].replace('{name}', name) }).click();
    await expect(row.getByText(w['adminProducts.status.active'])).toBeVisible();
    await visitor.goto(localizePath('/products', locale));
    await visitor.getByRole('combobox', { name: w['catalogue.search.label'] }).fill(sku);
    await visitor.keyboard.press('Enter');
    const card = visitor.getByTestId('product-card').filter({ hasText: sku });
    await expect(card).toHaveCount(1);
    await card.getByRole('link', { name: shownName }).click();
    await expect(visitor).toHaveURL(new RegExp(`${localizePath(`/products/${sku}`, locale)}$`));
    await expect(visitor.getByRole('heading', { level: 1, name: shownName })).toBeVisible();
    await expect(visitor.locator('.gallery img')).toHaveCount(2);

    // The visitor asks for a quote on it; the quote must outlive the product.
    await visitor.getByRole('button', { name: w['price.requestQuote'], exact: true }).click();
    const dialog = visitor.locator('dialog[open]');
    const who = buyer(`catalogue-admin-${locale}`);
    await fillQuote(dialog, who, { quantity: '3' });
    await dialog.getByRole('button', { name: w['quotes.submit'] }).click();
    await expect(dialog.getByText(w['quotes.success.standard'])).toBeVisible();

    // A new small-company price and a sale ending tomorrow (Riyadh time).
    await row.getByRole('link', { name: w['adminProducts.action.editNamed'].replace('{name}', name) }).click();
    await expect(page.getByLabel(w['admin.role.small_company'])).toHaveValue('150.50');
    await page.getByLabel(w['admin.role.small_company']).fill('140');
    await page.getByLabel(w['adminProducts.editor.onSale']).check();
    await page.getByLabel(w['adminProducts.editor.salePrice'].replace('{currency}', currencyWord(locale))).fill('120');
    const tomorrow = new Date(Date.now() + 27 * 3_600_000 + 3 * 3_600_000).toISOString().slice(0, 16);
    await page.getByLabel(w['adminProducts.editor.saleEndsAt']).fill(tomorrow);
    await page.getByRole('button', { name: w['adminProducts.editor.save'] }).click();
    await expect(page.getByText(w['adminProducts.editor.saved'])).toBeVisible();

    // An approved small company sees the sale price, its own new price struck through, and the countdown.
    const customer = await browser.newPage();
    await signInAsCustomer(customer, 'small_company');
    await customer.goto(localizePath(`/products/${sku}`, locale));
    const buyBox = customer.locator('main');
    await expect(buyBox.getByText(price('120.00')).first()).toBeVisible();
    await expect(buyBox.getByText(price('140.00')).first()).toBeVisible();
    await expect(customer.getByTestId('sale-countdown')).toBeVisible();

    // Deleted after confirming: the page is gone, the quote still names the product.
    row = await productRow(page, locale, sku);
    await row.getByRole('button', { name: w['adminProducts.action.deleteNamed'].replace('{name}', name) }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm.getByText(w['adminProducts.delete.question'])).toBeVisible();
    await confirm.getByRole('button', { name: w['adminProducts.delete.confirm'] }).click();
    await expect(page.getByRole('row').filter({ hasText: sku })).toHaveCount(0);
    expect((await visitor.goto(localizePath(`/products/${sku}`, locale)))?.status()).toBe(404);
    await gotoIn(page, locale, '/admin/quotes');
    const quote = page.getByRole('row').filter({ hasText: who.email });
    await expect(quote).toContainText(sku);
    await expect(quote).toContainText(name);

    // The activity log lists each step for this SKU, newest first.
    await gotoIn(page, locale, `/admin/activity?sku=${sku}`);
    const actions = ['product.delete', 'product.update', 'product.show', 'product.create'] as const;
    for (const action of actions) await expect(page.getByText(w[`adminSite.activity.action.${action}`]).first()).toBeVisible();
    await visitor.close();
    await customer.close();
  });

  test(`two admins editing one product: the later save is refused and offered a reload (${locale})`, async ({ page, browser }) => {
    const sku = freshSku(locale);
    await signIn(page.request, ADMIN);
    const categories = (await (await page.request.get('/api/admin/categories')).json()) as { categories: { id: number }[] };
    const created = await page.request.post('/api/admin/products', {
      data: {
        sku, partNumber: `CF-${sku}`, nameEn: `E2E Conflict ${sku}`, nameAr: `تعارض ${sku}`,
        prices: { new_customer: '', retail: '', small_company: '', large_company: '', distributor: '10' },
        sale: { onSale: false, price: '' }, categoryIds: [categories.categories[0]!.id], images: [],
      },
    });
    expect(created.status()).toBe(201);
    const { product } = (await created.json()) as { product: { id: number } };

    const other = await browser.newPage();
    await signIn(other.request, ADMIN);
    await gotoIn(page, locale, `/admin/products/${product.id}`);
    await gotoIn(other, locale, `/admin/products/${product.id}`);
    for (const editor of [page, other]) await expect(editor.getByLabel(w['adminProducts.field.partNumber'])).toHaveValue(`CF-${sku}`);
    await other.getByLabel(w['adminProducts.field.partNumber']).fill(`CF-${sku}-B`);
    await other.getByRole('button', { name: w['adminProducts.editor.save'] }).click();
    await expect(other.getByText(w['adminProducts.editor.saved'])).toBeVisible();

    await page.getByLabel(w['adminProducts.field.partNumber']).fill(`CF-${sku}-A`);
    await page.getByRole('button', { name: w['adminProducts.editor.save'] }).click();
    const conflict = page.getByRole('dialog', { name: w['adminProducts.conflict.title'] });
    await expect(conflict).toBeVisible();
    await conflict.getByRole('button', { name: w['adminProducts.conflict.reload'] }).click();
    await expect(page.getByLabel(w['adminProducts.field.partNumber'])).toHaveValue(`CF-${sku}-B`);
    await other.close();
  });
}

test('a camera photo too heavy for one request is made smaller in the editor, then stored', async ({ page }) => {
  // Netlify refuses request bodies over about 6 MB; the editor accepts photos up to 10 MB.
  const photo = await cameraPhoto();
  expect(photo.length).toBeGreaterThan(6 * 1024 * 1024);
  expect(photo.length).toBeLessThanOrEqual(MAX_PHOTO_BYTES);
  const w = words('en');
  await signIn(page.request, ADMIN);
  await gotoIn(page, 'en', '/admin/products/new');
  await expect(page.getByRole('checkbox', { name: 'Door Locks', exact: true })).toBeVisible();

  const upload = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/admin/product-photos');
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/admin/product-photos');
  await page.locator('input[type=file]').setInputFiles([{ name: 'camera.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(photo) }]);
  // The body is a stream the browser does not show; its declared length is what the platform measures.
  expect(Number(await (await upload).headerValue('content-length'))).toBeLessThanOrEqual(PHOTO_DIRECT_UPLOAD_BYTES + 4096);
  expect((await answer).status()).toBe(201);
  // Stored at the size the server keeps (2048 px on its longest side), ready for its alt text.
  expect(((await (await answer).json()) as { photos: { width: number; height: number }[] }).photos[0]).toEqual(expect.objectContaining({ width: 2048, height: 1536 }));
  await expect(page.getByLabel(w['adminProducts.photo.altEn'])).toHaveCount(1);
});
