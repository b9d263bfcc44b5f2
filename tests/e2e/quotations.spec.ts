import { execFileSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { LOCALES, localizePath } from '../../src/i18n/locales.ts';
import { approve, registerCompany, signInAs, ADMIN } from './auth.ts';
import { textOf } from './accounts-helpers.ts';
import { decideCookies, expect, test } from './fixtures.ts';
import { expectFullyTranslated } from './i18n-checks.ts';
import { productOffering } from './quote-support.ts';

/**
 * Quotations (issue 22), one journey per language: a buyer asks for a price on a product page; the
 * admin opens the request from the quotes inbox, finds the line prefilled at the buyer's price and
 * sends the quotation; the e-mail with the PDF arrives in the development mailbox; the buyer
 * downloads the PDF on My account (its text read with pdftotext) and accepts; the admin sees the
 * request accepted. The screens and the PDF's pages are photographed (test-results/…/quotation-*.png).
 */
const MAILBOX = '.data/e2e/mailbox';

interface MailboxEntry {
  to: string;
  template: string;
  locale: string;
  subject: string;
  attachments: { filename: string; contentType: string; size: number }[];
}

async function mailTo(address: string, template: string, about = ''): Promise<MailboxEntry | undefined> {
  const files = await readdir(MAILBOX).catch(() => [] as string[]);
  for (const file of files.filter((f) => f.endsWith('.json'))) {
    const entry = JSON.parse(await readFile(join(MAILBOX, file), 'utf8')) as MailboxEntry;
    if (entry.to === address && entry.template === template && entry.subject.includes(about)) return entry;
  }
  return undefined;
}

/**
 * A sent quotation as if its validity had ended yesterday: the e2e server's test hook
 * (scripts/e2e-hooks.ts) moves its `valid_until` into the past in the e2e database.
 */
async function expireQuotation(request: APIRequestContext, number: string): Promise<void> {
  expect((await request.post(`/__e2e/quotations/${number}/expire`)).status()).toBe(204);
}

async function photograph(page: Page, name: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** No WCAG 2.2 AA violation in one part of the page, at a phone's width and a desktop's (as tests/e2e/a11y.spec.ts checks whole pages). */
async function expectAccessible(page: Page, selector: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const { violations } = await new AxeBuilder({ page }).include(selector).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(violations.flatMap((v) => v.nodes.map((node) => `${width}px: ${v.id} ${v.help} — ${node.target.join(' ')}`))).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** One part of the page at a phone's width and a desktop's (test-results/…/<name>-390.png, -1280.png). */
async function photographPart(page: Page, part: Locator, name: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await part.scrollIntoViewIfNeeded();
    await part.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const locale of LOCALES) {
  const t = textOf(locale);

  test(`the admin prices a request, the buyer downloads the PDF and accepts it (${locale})`, async ({ page, browser, baseURL }) => {
    test.setTimeout(180_000);
    await decideCookies(page);
    const customer = await registerCompany(page.request, { companyName: locale === 'ar' ? 'مؤسسة برج النخيل للمصاعد' : `Palm Tower Lifts ${Date.now()}` });
    await approve(customer.email, 'small_company');
    await signInAs(page, customer.email, customer.password);

    // The buyer asks for a price from the product page.
    const product = await productOffering(page.request, 'wholesale');
    await page.goto(localizePath(`/products/${product.sku}`, locale));
    await page.getByRole('button', { name: t('price.wholesale'), exact: true }).click();
    const dialog = page.locator('dialog[open]');
    await dialog.locator('[name=quantity]').fill('3');
    await dialog.getByRole('button', { name: t('quotes.submit') }).click();
    await expect(dialog.getByText(t('quotes.success.wholesale'))).toBeVisible();

    // The admin opens it from the quotes inbox and sends the quotation.
    const adminContext = await browser.newContext({ baseURL });
    const admin = await adminContext.newPage();
    await decideCookies(admin);
    await signInAs(admin, ADMIN.email, ADMIN.password);
    await admin.goto(localizePath(`/admin/quotes?q=${encodeURIComponent(customer.email)}`, locale));
    const row = admin.getByRole('row').filter({ hasText: customer.email });
    await expect(row).toContainText(t('inbox.quote.status.pending'));
    await row.getByRole('link', { name: new RegExp(t('quotation.editor.open')) }).click();
    await expect(admin.getByRole('heading', { name: t('quotation.editor.open') })).toBeVisible();
    await expect(admin.locator('.quotation-line')).toHaveCount(1);
    await expect(admin.locator('.quotation-line input').nth(1)).toHaveValue(product.sku);
    await admin.getByLabel(t('quotation.deliveryTerms')).fill(locale === 'ar' ? 'التسليم في الرياض خلال ١٤ يومًا' : 'Delivered to Riyadh within 14 days');
    await expectFullyTranslated(admin, locale);
    await photograph(admin, `quotation-editor-${locale}`);
    await admin.getByRole('button', { name: t('quotation.editor.send') }).click();
    await expect(admin.getByRole('heading', { name: t('quotation.editor.revise') })).toBeVisible();
    await expect(admin.locator('.quotation-history')).toContainText(t('quotation.status.sent'));
    const number = (await admin.locator('.quotation-history [dir=ltr]').first().textContent())!;
    expect(number).toMatch(/^Q-\d{4}-\d{6}$/);
    await photograph(admin, `quotation-editor-sent-${locale}`);

    // The e-mail, in the buyer's language, with the PDF.
    await expect(async () => {
      const mail = await mailTo(customer.email, 'quotation_sent');
      expect(mail?.locale).toBe(locale);
      expect(mail?.attachments).toEqual([expect.objectContaining({ filename: `${number}.pdf`, contentType: 'application/pdf' })]);
    }).toPass({ timeout: 30_000 });

    // The buyer sees it on My account, downloads the PDF and accepts.
    await page.goto(localizePath('/account', locale));
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    const quotation = page.getByTestId('account-quotation');
    await expect(quotation).toContainText(number);
    await expect(quotation.getByTestId('quotation-countdown')).toBeVisible();
    await expectFullyTranslated(page, locale);
    await quotation.scrollIntoViewIfNeeded();
    await photograph(page, `quotation-account-${locale}`);
    const download = page.waitForEvent('download');
    await quotation.getByRole('link', { name: t('quotation.downloadPdf') }).click();
    const file = test.info().outputPath(`quotation-${locale}.pdf`);
    await (await download).saveAs(file);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain(number);
    expect(text).toContain(t('quotation.pdf.notTaxInvoice'));
    // The VAT line and the total (pdftotext keeps "١٥٪" in visual order, so the Arabic words are matched alone).
    expect(text).toMatch(locale === 'ar' ? /ضريبة القيمة المضافة/ : /VAT 15%\s+SAR [\d,]+\.\d\d/);
    expect(text).toContain(t('quotation.total'));
    execFileSync('pdftoppm', ['-r', '60', '-png', file, test.info().outputPath(`quotation-pdf-${locale}`)]);

    await quotation.getByRole('button', { name: t('quotation.account.accept'), exact: true }).click();
    await quotation.getByRole('button', { name: t('quotation.account.accept'), exact: true }).click();
    await expect(quotation).toContainText(t('quotation.account.accepted'));
    await photograph(page, `quotation-account-accepted-${locale}`);

    // The admin sees it accepted, under the filter too.
    await admin.goto(localizePath(`/admin/quotes?status=accepted&q=${encodeURIComponent(customer.email)}`, locale));
    await expect(admin.getByRole('row').filter({ hasText: customer.email })).toContainText(t('inbox.quote.status.accepted'));
    // The owner's figures count it: this month has at least this request, quoted and accepted.
    const funnel = admin.getByTestId('quotation-funnel');
    for (const figure of ['quotation.funnel.requests', 'quotation.funnel.quoted', 'quotation.funnel.accepted'] as const) {
      const thisMonth = await funnel.getByRole('row', { name: new RegExp(`^${t(figure)}`) }).getByRole('cell').first().textContent();
      expect(Number(thisMonth!.replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d))).replace(/[^\d]/g, ''))).toBeGreaterThanOrEqual(1);
    }
    await expectFullyTranslated(admin, locale);
    await photograph(admin, `quotation-inbox-funnel-${locale}`);
    await expect(async () => expect((await mailTo('sales@liftparts.example', 'quotation_response', number))?.subject).toContain(number)).toPass({ timeout: 30_000 });
    await adminContext.close();
  });
}

for (const locale of LOCALES) {
  const t = textOf(locale);

  test(`a quotation past its validity shows expired and cannot be accepted; the buyer requests it again (${locale})`, async ({ page, browser, baseURL }) => {
    test.setTimeout(180_000);
    await decideCookies(page);
    const customer = await registerCompany(page.request, { companyName: locale === 'ar' ? 'مؤسسة مصاعد الواحة' : `Oasis Lifts ${Date.now()}` });
    await approve(customer.email, 'small_company');
    await signInAs(page, customer.email, customer.password);

    // The buyer's request (through the same POST /api/quotes as the dialog), with notes.
    const product = await productOffering(page.request, 'wholesale');
    const notes = locale === 'ar' ? 'للموقعين في الدمام' : 'For both Dammam sites';
    const asked = await page.request.post('/api/quotes', {
      data: { kind: 'wholesale', productId: product.id, company: customer.companyName, name: 'E2E Tester', email: customer.email, phoneCountryCode: '+966', phone: '512345678', quantity: 5, notes, locale },
    });
    expect(asked.status()).toBe(201);
    const { id: quoteId } = (await asked.json()) as { id: number };

    // The admin sends the prefilled quotation; its validity is then moved into the past.
    const adminContext = await browser.newContext({ baseURL });
    const admin = await adminContext.newPage();
    await decideCookies(admin);
    await signInAs(admin, ADMIN.email, ADMIN.password);
    await admin.goto(localizePath(`/admin/quotes?q=${encodeURIComponent(customer.email)}`, locale));
    await admin.getByRole('row').filter({ hasText: customer.email }).getByRole('link', { name: new RegExp(t('quotation.editor.open')) }).click();
    await expect(admin.locator('.quotation-line')).toHaveCount(1);
    await admin.getByRole('button', { name: t('quotation.editor.send') }).click();
    await expect(admin.getByRole('heading', { name: t('quotation.editor.revise') })).toBeVisible();
    const number = (await admin.locator('.quotation-history [dir=ltr]').first().textContent())!;
    await expireQuotation(admin.request, number);

    // On My account: expired, no way to accept it; the server refuses an accept with its code.
    await page.goto(localizePath('/account', locale));
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    const card = page.getByTestId('account-request').filter({ hasText: number });
    const quotation = card.getByTestId('account-quotation');
    await expect(quotation).toContainText(t('quotation.status.expired'));
    await expect(card.locator('.account-request-head')).toContainText(t('account.requests.status.quote.expired'));
    await expect(quotation.locator('.alert-warning')).toBeVisible();
    await expect(quotation.getByRole('button', { name: t('quotation.account.accept'), exact: true })).toHaveCount(0);
    await expect(quotation.getByTestId('quotation-countdown')).toHaveCount(0);
    const { quotation: current } = (await (await page.request.get('/api/account/requests')).json()).items.find((item: { id: number; type: string }) => item.type === 'quote' && item.id === quoteId) as { quotation: { id: number; expired: boolean } };
    expect(current.expired).toBe(true);
    const refused = await page.request.post(`/api/account/quotations/${current.id}/response`, { data: { action: 'accept', note: '' } });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('quotation_expired');
    await expectFullyTranslated(page, locale);
    await expectAccessible(page, '#requests');
    await photographPart(page, card, `quotation-account-expired-${locale}`);
    // The quotation's table stays inside its frame on a phone: the page itself does not scroll sideways.
    await page.setViewportSize({ width: 390, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });

    // The shop sees it expired, in the inbox (under its filter) and in the editor's versions.
    await admin.goto(localizePath(`/admin/quotes?status=expired&q=${encodeURIComponent(customer.email)}`, locale));
    await expect(admin.getByRole('row').filter({ hasText: customer.email })).toContainText(t('inbox.quote.status.expired'));
    await admin.getByRole('row').filter({ hasText: customer.email }).getByRole('link', { name: new RegExp(t('quotation.editor.revise')) }).click();
    await expect(admin.locator('.quotation-history')).toContainText(t('quotation.status.expired'));
    await expectFullyTranslated(admin, locale);
    await photographPart(admin, admin.locator('.quotation-editor'), `quotation-editor-expired-${locale}`);
    await admin.setViewportSize({ width: 390, height: 900 });
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await adminContext.close();

    // "Request again": the same dialog, filled with the product, quantity and notes; sent, it heads the list.
    await card.getByRole('button', { name: t('quotation.account.requestAgain') }).click();
    const dialog = page.locator('dialog[open]');
    await expect(dialog.getByRole('heading', { name: t('quotes.title.wholesale') })).toBeVisible();
    await expect(dialog.locator('[name=quantity]')).toHaveValue('5');
    await expect(dialog.locator('[name=notes]')).toHaveValue(notes);
    await expect(dialog).toContainText(product.sku);
    await expect(dialog.locator('[name=email]')).toHaveValue(customer.email);
    await expectAccessible(page, 'dialog[open]');
    await photographPart(page, dialog.locator('.modal-surface'), `quotation-request-again-${locale}`);
    await dialog.getByRole('button', { name: t('quotes.submit') }).click();
    await expect(dialog.getByText(t('quotes.success.wholesale'))).toBeVisible();
    await dialog.getByRole('button', { name: t('quotes.close') }).first().click();
    await expect(page.getByRole('status').filter({ hasText: t('quotation.account.requestedAgain') })).toBeVisible();
    const newest = page.getByTestId('account-request').first();
    await expect(newest).toContainText(t('account.requests.status.quote.pending'));
    await expect(newest).toContainText(product.sku);
    await expect(newest.getByRole('button', { name: t('quotation.account.requestAgain') })).toHaveCount(0);
  });
}
