import { LOCALES } from '../../src/i18n/locales.ts';
import { expect, gotoIn, test } from './fixtures.ts';
import { expectFullyTranslated } from './i18n-checks.ts';
import { ADMIN, productOffering, signIn, uniqueEmail, words } from './quote-support.ts';

/** Today in Riyadh, as the date fields take it. */
const riyadhDay = (offsetDays = 0) => new Date(Date.now() + 3 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

for (const locale of LOCALES) {
  const w = words(locale);

  test(`admin searches and filters the quotes and messages inboxes, in the address (${locale})`, async ({ page }) => {
    const stamp = `${locale}${Date.now()}`;
    const product = await productOffering(page.request, 'standard');
    const company = `Filter ${stamp} Lifts`;
    const quote = await page.request.post('/api/quotes', {
      data: { kind: 'standard', productId: product.id, company, name: 'Sara', email: uniqueEmail('filter'), phoneCountryCode: '+966', phone: '512345678', quantity: 2, locale, notes: '' },
    });
    expect(quote.status(), await quote.text()).toBe(201);
    const sender = uniqueEmail(`sender-${stamp}`);
    expect((await page.request.post('/api/contact', { data: { name: 'Lina', company: 'Lina Lifts', email: sender, phone: '+966 50 123 4567', subject: `Filters ${stamp}`, message: 'Hello' } })).status()).toBe(201);

    await signIn(page.request, ADMIN);
    await gotoIn(page, locale, '/admin/quotes');
    const filters = page.getByRole('search', { name: w['inbox.filters.label'] });
    // The filters act once the island is live (before, the plain form's GET would keep empty fields in the address).
    await expect(page.locator('astro-island:not([ssr]) form[role="search"]')).toBeVisible();
    const search = filters.getByLabel(w['inbox.filters.search']);
    // The inbox's list, not the quotation figures' table above it.
    const rows = page.locator('.admin-table tbody tr');
    const apply = filters.getByRole('button', { name: w['inbox.filters.apply'], exact: true });

    // By company: only that request is left, and the address says so.
    await search.fill(`filter ${stamp}`);
    await search.press('Enter');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(company);
    await expect(page).toHaveURL(new RegExp(`[?&]q=filter(\\+|%20)${stamp}`));
    // By SKU: the same request among others of that product.
    await search.fill(product.sku);
    await apply.click();
    await expect(page).toHaveURL(new RegExp(`q=${product.sku}`));
    await expect(rows.filter({ hasText: company })).toHaveCount(1);
    for (const row of await rows.all()) await expect(row).toContainText(product.sku);

    // A status and a date range narrow it further; nothing finished, nothing from tomorrow on.
    await search.fill(company);
    await filters.getByLabel(w['inbox.filters.status']).selectOption('finished');
    await expect(page.getByText(w['inbox.filters.noMatch'])).toBeVisible();
    await filters.getByLabel(w['inbox.filters.status']).selectOption('pending');
    await expect(rows).toHaveCount(1);
    await filters.getByLabel(w['inbox.filters.from']).fill(riyadhDay(1));
    await apply.click();
    await expect(page.getByText(w['inbox.filters.noMatch'])).toBeVisible();
    // A range that ends before it starts is refused on the form.
    await filters.getByLabel(w['inbox.filters.to']).fill(riyadhDay(-1));
    await apply.click();
    await expect(filters.getByText(w['errors.date_range_reversed'])).toBeVisible();
    await filters.getByLabel(w['inbox.filters.from']).fill(riyadhDay(0));
    await filters.getByLabel(w['inbox.filters.to']).fill(riyadhDay(0));
    await apply.click();
    await expect(rows).toHaveCount(1);
    await expect(page).toHaveURL(new RegExp(`status=pending&from=${riyadhDay(0)}&to=${riyadhDay(0)}`));
    await expectFullyTranslated(page, locale);

    // The address is the list: a reload shows the same, Back the previous search.
    await page.reload();
    await expect(rows).toHaveCount(1);
    await expect(filters.getByLabel(w['inbox.filters.status'])).toHaveValue('pending');
    await page.goBack();
    await expect(page.getByText(w['inbox.filters.noMatch'])).toBeVisible();
    await filters.getByRole('button', { name: w['inbox.filters.clear'] }).click();
    await expect(page).not.toHaveURL(/[?&](q|status|from|to)=/);
    await expect(rows.first()).toBeVisible();

    // The messages inbox: by the sender's e-mail, then by status.
    await gotoIn(page, locale, '/admin/messages');
    await expect(page.locator('astro-island:not([ssr]) form[role="search"]')).toBeVisible();
    await search.fill(sender);
    await search.press('Enter');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`Filters ${stamp}`);
    await filters.getByLabel(w['inbox.filters.status']).selectOption('read');
    await expect(page.getByText(w['inbox.filters.noMatch'])).toBeVisible();
    await filters.getByLabel(w['inbox.filters.status']).selectOption('unread');
    await expect(rows).toHaveCount(1);
    await expectFullyTranslated(page, locale);
  });
}
