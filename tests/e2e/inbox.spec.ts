import { LOCALES } from '../../src/i18n/locales.ts';
import { expect, gotoIn, test } from './fixtures.ts';
import { expectFullyTranslated } from './i18n-checks.ts';
import { ADMIN, photos, signIn, uniqueEmail, words } from './quote-support.ts';

for (const locale of LOCALES) {
  const w = words(locale);

  test(`admin finds a custom quote with photos, views them full size and marks it finished after confirming (${locale})`, async ({ page }) => {
    const company = `Inbox ${locale} ${Date.now()} Co`;
    const form = new FormData();
    const fields = { kind: 'custom', company, name: 'Sara', email: uniqueEmail('inbox'), phoneCountryCode: '+966', phone: '512345678', quantity: '7', locale, notes: 'Line one\nLine two' };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    for (const photo of await photos()) form.append('images', new Blob([new Uint8Array(photo.buffer)], { type: photo.mimeType }), photo.name);
    const created = await page.request.post('/api/quotes', { multipart: form });
    expect(created.status(), await created.text()).toBe(201);

    await signIn(page.request, ADMIN);
    await gotoIn(page, locale, '/admin/quotes');
    const row = page.getByRole('row').filter({ hasText: company });
    await expect(row).toContainText(w['inbox.quote.custom']);
    await expect(row).toContainText(w['inbox.quote.status.pending']);
    // The request type has its own column; dates say they are Riyadh time.
    await expect(row.locator(`td[data-label="${w['inbox.col.type']}"]`)).toHaveText(w['inbox.quote.kind.custom']);
    await expect(page.getByRole('columnheader', { name: w['inbox.col.date'] })).toBeVisible();
    expect(w['inbox.col.date']).toMatch(locale === 'ar' ? /الرياض/ : /Riyadh/);
    await expectFullyTranslated(page, locale);

    await row.getByRole('button', { name: w['inbox.action.view'] }).click();
    const detail = page.locator('dialog[open]');
    await expect(detail.locator('.inbox-text')).toHaveText('Line one\nLine two');
    const thumbnails = detail.locator('.inbox-photos button');
    await expect(thumbnails).toHaveCount(2);
    await thumbnails.nth(1).click();
    const viewer = page.getByRole('dialog', { name: w['viewer.title'] });
    await expect(viewer).toBeVisible();
    // Styled: its stylesheet comes by URL as the inbox mounts it (viewer-stylesheet.ts).
    await expect(viewer).toHaveCSS('position', 'fixed');
    await expect(viewer.getByTestId('viewer-image')).toHaveJSProperty('complete', true);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(detail).toBeVisible();
    await detail.getByRole('button', { name: w['inbox.action.close'] }).last().click();
    await expect(detail).toBeHidden();

    // Finishing cannot be undone: it asks first, and Cancel changes nothing.
    await row.getByRole('button', { name: w['inbox.action.finish'] }).click();
    const confirm = page.locator('dialog[open]');
    await expect(confirm).toContainText(w['inbox.confirm.finishText']);
    await expect(confirm).toContainText(company);
    await confirm.locator('.modal-actions').getByRole('button', { name: w['inbox.action.cancel'] }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toContainText(w['inbox.quote.status.pending']);
    await row.getByRole('button', { name: w['inbox.action.finish'] }).click();
    await confirm.locator('.modal-actions').getByRole('button', { name: w['inbox.action.finish'] }).click();
    await expect(row).toContainText(w['inbox.quote.status.finished']);
    await expect(row.getByRole('button', { name: w['inbox.action.finish'] })).toHaveCount(0);
    await expect(row.getByRole('button', { name: w['inbox.action.view'] })).toBeVisible();
  });

  test(`admin reads a contact message, then archives it after confirming (${locale})`, async ({ page }) => {
    const subject = `Inbox message ${locale} ${Date.now()}`;
    const email = uniqueEmail('sender');
    expect((await page.request.post('/api/contact', { data: { name: 'Lina', company: 'Lina Lifts', email, phone: '+966 50 123 4567', subject, message: 'First line\nSecond line' } })).status()).toBe(201);

    await signIn(page.request, ADMIN);
    await gotoIn(page, locale, '/admin/messages');
    const row = page.getByRole('row').filter({ hasText: subject });
    await expect(row).toHaveClass(/is-unread/);
    await row.getByRole('button', { name: w['inbox.action.view'] }).click();
    const detail = page.locator('dialog[open]');
    await expect(detail.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    await expect(detail.getByRole('link', { name: '+966 50 123 4567' })).toHaveAttribute('href', 'tel:+966501234567');
    await expect(detail.locator('.inbox-text')).toHaveText('First line\nSecond line');
    await detail.getByRole('button', { name: w['inbox.action.markRead'] }).click();
    await expect(detail).toBeHidden();
    await expect(row).toContainText(w['inbox.message.status.read']);
    await expect(row).not.toHaveClass(/is-unread/);
    await expect(row.getByRole('button', { name: w['inbox.action.markRead'] })).toHaveCount(0);

    // Archiving cannot be undone: it asks first.
    await row.getByRole('button', { name: w['inbox.action.archive'] }).click();
    const confirm = page.locator('dialog[open]');
    await expect(confirm).toContainText(w['inbox.confirm.archiveText']);
    await expect(confirm).toContainText(subject);
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(row).toContainText(w['inbox.message.status.read']);
    await row.getByRole('button', { name: w['inbox.action.archive'] }).click();
    await confirm.locator('.modal-actions').getByRole('button', { name: w['inbox.action.archive'] }).click();
    await expect(row).toContainText(w['inbox.message.status.archived']);
    await expect(row.getByRole('button', { name: w['inbox.action.archive'] })).toHaveCount(0);
  });

  test(`the quotes table names each request's type (${locale})`, async ({ page }) => {
    const company = `Type ${locale} ${Date.now()} Co`;
    const form = new FormData();
    const fields = { kind: 'home_lift', company, name: 'Omar', email: uniqueEmail('type'), phoneCountryCode: '+966', phone: '512345678', quantity: '1', locale, notes: '' };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    const created = await page.request.post('/api/quotes', { multipart: form });
    expect(created.status(), await created.text()).toBe(201);

    await signIn(page.request, ADMIN);
    await gotoIn(page, locale, '/admin/quotes');
    const row = page.getByRole('row').filter({ hasText: company });
    await expect(row.locator(`td[data-label="${w['inbox.col.type']}"]`)).toHaveText(w['inbox.quote.kind.home_lift']);
    await expect(row.locator(`td[data-label="${w['inbox.col.product']}"]`)).toContainText(w['inbox.quote.homeLift']);
  });

  test(`a visitor opening an admin inbox is sent to sign in (${locale})`, async ({ page }) => {
    await gotoIn(page, locale, '/admin/messages');
    await expect(page).toHaveURL(/\/login\?next=/);
  });
}
