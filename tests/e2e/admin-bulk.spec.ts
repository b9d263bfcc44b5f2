import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { LOCALES, type Locale } from '../../src/i18n/locales.ts';
import { formatMoney } from '../../src/lib/format.ts';
import { signInAsAdmin, signInAsCustomer } from './auth.ts';
import { decideCookies, expect, gotoIn, test } from './fixtures.ts';
import { words } from './quote-support.ts';

// Issue 24 as the owner lives it: export a product, change a price in the file, check the dry
// run, apply it, and the customer sees the new price; then bulk-hide three rows, and a 10% rise
// with its preview. Each test makes its own products (a unique SKU prefix), so the seeded
// catalogue other specs read is never touched.

const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** `n` active products with SKUs `${prefix}0`…, in the first category; answers their SKUs. */
async function makeProducts(api: APIRequestContext, prefix: string, n: number): Promise<string[]> {
  const { categories } = (await (await api.get('/api/admin/categories')).json()) as { categories: { id: number }[] };
  const skus: string[] = [];
  for (let i = 0; i < n; i++) {
    const sku = `${prefix}${i}`;
    const created = await api.post('/api/admin/products', {
      data: {
        sku,
        partNumber: `BLK-${sku}`,
        nameEn: `Bulk Roller ${sku}`,
        nameAr: `بكرة جماعية ${sku}`,
        descriptionEn: '',
        descriptionAr: '',
        prices: { new_customer: '120.00', retail: '110.00', small_company: '100.00', large_company: '95.00', distributor: '90.00' },
        sale: { onSale: false, price: '', endsAt: null },
        categoryIds: [categories[0]!.id],
        images: [],
      },
    });
    expect(created.status()).toBe(201);
    const { product } = (await created.json()) as { product: { id: number } };
    expect((await api.patch(`/api/admin/products/${product.id}/status`, { data: { status: 'active' } })).status()).toBe(200);
    skus.push(sku);
  }
  return skus;
}

/** Seven digits unique to this run and locale; the eighth is the row. */
const freshPrefix = (locale: Locale, n: number) => `8${locale === 'ar' ? 1 : 0}${n}${String(Date.now()).slice(-4)}`;

async function adminPage(page: Page, locale: Locale, path: string) {
  await decideCookies(page);
  await signInAsAdmin(page);
  await gotoIn(page, locale, path);
}

for (const locale of LOCALES) {
  const w = words(locale);

  test(`export, edit one price, dry run shows one update, apply: the customer sees it (${locale})`, async ({ page, browser }, info) => {
    test.slow();
    await adminPage(page, locale, '/admin');
    const [sku] = await makeProducts(page.request, freshPrefix(locale, 1), 1);
    await gotoIn(page, locale, `/admin?q=${sku}`);
    await expect(page.getByRole('row').filter({ hasText: sku! })).toHaveCount(1);

    // Export what the filter shows, as CSV.
    await page.getByText(w['adminImport.export'], { exact: true }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: w['adminImport.export.filteredCsv'] }).click();
    const file = await readFile((await (await downloading).path())!);
    const rows = parse(file.toString('utf8'), { bom: true }) as string[][];
    expect(rows).toHaveLength(2);
    rows[1]![rows[0]!.indexOf('price_small_company')] = '87.50';
    const edited = info.outputPath('edited.csv');
    await (await import('node:fs/promises')).writeFile(edited, `\ufeff${stringify(rows)}`);

    // The dry run: one update, small-company price 100.00 → 87.50; nothing written yet.
    await page.getByRole('link', { name: w['adminImport.open'] }).click();
    await page.getByLabel(w['adminImport.file']).setInputFiles(edited);
    await page.getByRole('button', { name: w['adminImport.dryRun'] }).click();
    await expect(page.getByTestId('import-count-update')).toContainText(locale === 'ar' ? '١' : '1');
    const change = page.getByTestId('import-change');
    await expect(change).toHaveCount(1);
    await expect(change).toContainText('price_small_company');
    await expect(change).toContainText('100.00');
    await expect(change).toContainText('87.50');

    // No row has a problem: "All or nothing" is the mode offered first.
    await expect(page.getByRole('radio').first()).toBeChecked();
    await page.getByRole('button', { name: w['adminImport.apply.button'].replace('{n}', locale === 'ar' ? '١' : '1') }).click();
    await expect(page.getByRole('status').filter({ hasText: w['adminImport.done'].replace('{n}', locale === 'ar' ? '١' : '1') })).toBeVisible();
    // The history lists it, applied.
    await expect(page.getByRole('row').filter({ hasText: w['adminImport.status.applied'] }).first()).toBeVisible();

    // A small company sees the new price on the product's page.
    const customer = await browser.newPage();
    await decideCookies(customer);
    await signInAsCustomer(customer, 'small_company');
    await gotoIn(customer, locale, `/products/${sku}`);
    await expect.poll(async () => plain(await customer.getByTestId('price-amount').first().textContent())).toBe(plain(formatMoney('87.50', locale)));
    await customer.close();
  });

  test(`bulk: hide three rows, then a 10% price rise with its preview (${locale})`, async ({ page }) => {
    test.slow();
    await adminPage(page, locale, '/admin');
    const prefix = freshPrefix(locale, 2);
    const skus = await makeProducts(page.request, prefix, 3);
    await gotoIn(page, locale, `/admin?q=${prefix}`);
    const rows = page.getByRole('row').filter({ hasText: prefix });
    await expect(rows).toHaveCount(3);

    // Select the page: three selected; hide them.
    await page.getByRole('checkbox', { name: w['adminBulk.selectPage'] }).check();
    const three = locale === 'ar' ? '٣' : '3';
    await expect(page.getByRole('heading', { name: w['adminBulk.selected'].replace('{n}', three) })).toBeVisible();
    await page.getByLabel(w['adminBulk.action']).selectOption('hide');
    await page.getByRole('button', { name: w['adminBulk.apply.hide'].replace('{n}', three) }).click();
    await expect(page.getByRole('status').filter({ hasText: w['adminBulk.done'].replace('{n}', three) })).toBeVisible();
    await expect(rows.filter({ hasText: w['adminProducts.status.hidden'] })).toHaveCount(3);

    // A 10% rise of the retail price, rounded to 0.05: the preview shows 110.00 → 121.00 for each.
    for (const sku of skus) await rows.filter({ hasText: sku }).getByRole('checkbox').check();
    await page.getByLabel(w['adminBulk.action']).selectOption('price');
    await page.getByLabel(w['adminBulk.price.classes'], { exact: true }).selectOption('retail');
    await page.getByLabel(w['adminBulk.price.percent']).fill('10');
    await page.getByRole('button', { name: w['adminBulk.price.preview'] }).click();
    const preview = page.getByTestId('bulk-preview-row');
    await expect(preview).toHaveCount(3);
    await expect(preview.first()).toContainText('110.00');
    await expect(preview.first()).toContainText('121.00');
    await page.getByRole('button', { name: w['adminBulk.apply.price'].replace('{n}', three) }).click();
    await expect(page.getByRole('status').filter({ hasText: w['adminBulk.done'].replace('{n}', three) })).toBeVisible();
    const product = (await (await page.request.get(`/api/admin/products?q=${skus[0]}`)).json()) as { items: { id: number }[] };
    const saved = (await (await page.request.get(`/api/admin/products/${product.items[0]!.id}`)).json()) as { product: { prices: { retail: string } } };
    expect(saved.product.prices.retail).toBe('121.00');
  });
}
