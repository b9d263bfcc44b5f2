import { localized, LOCALES } from '../../src/i18n/locales.ts';
import { openCatalogue } from './catalogue-support.ts';
import { FLOATING_QUOTE_DELAY_MS } from '../../src/features/quotes/floating-quote.ts';
import { request as playwrightRequest } from '@playwright/test';
import { expect, gotoIn, holdRequests, test } from './fixtures.ts';
import { expectFullyTranslated } from './i18n-checks.ts';
import { paste, quotePhone } from './phone-support.ts';
import { approvedCustomer, buyer, catalogueProducts, fillQuote, photos, productOffering, signIn, words } from './quote-support.ts';

for (const locale of LOCALES) {
  const w = words(locale);

  test(`custom quote from the home page: exact errors, two photos, success, focus restored (${locale})`, async ({ page }) => {
    await gotoIn(page, locale, '/');
    const opener = page.getByRole('button', { name: w['home.cta.custom.action'], exact: true });
    await opener.click();
    const dialog = page.locator('dialog[open]');
    await expect(dialog).toHaveAccessibleName(w['quotes.title.custom']);
    await expectFullyTranslated(page, locale);

    await dialog.getByRole('button', { name: w['quotes.submit'] }).click();
    await expect(dialog.getByText(w['errors.required']).first()).toBeVisible();
    await expect(dialog.locator('[name=company]')).toBeFocused();

    const who = buyer(`custom-${locale}`);
    await fillQuote(dialog, { ...who, email: 'sara@', phone: '51234' }, { quantity: '0', notes: 'Fermator door roller, 60 mm\nSee the photos' });
    await dialog.getByRole('button', { name: w['quotes.submit'] }).click();
    await expect(dialog.getByText(w['errors.phone_digits'])).toBeVisible();
    await expect(dialog.getByText(w['errors.invalid_quantity'])).toBeVisible();
    await expect(dialog.getByText(w['errors.invalid_email'])).toBeVisible();

    await fillQuote(dialog, who, { quantity: '4' });
    // Digits typed on an Arabic keyboard are taken as the same digits.
    await dialog.locator('[name=phone]').fill('٥١٢٣٤٥٦٧٨');
    await expect(dialog.locator('[name=phone]')).toHaveValue('512345678');
    // A photo this browser cannot read (an iPhone's HEIC in Chromium) is not attached, and the buyer is told why.
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(64)]);
    await dialog.locator('input[type=file]').setInputFiles({ name: 'IMG_0412.HEIC', mimeType: 'image/heic', buffer: heic });
    await expect(dialog.getByText(w['errors.image_unreadable'])).toBeVisible();
    await expect(dialog.locator('.photo-list img')).toHaveCount(0);
    await dialog.locator('input[type=file]').setInputFiles(await photos());
    await expect(dialog.getByText(w['errors.image_unreadable'])).toBeHidden();
    await expect(dialog.locator('.photo-list img')).toHaveCount(2);
    // The dialogs' stylesheet came with their code (quote-launcher.ts): the photos sit in a grid.
    await expect(dialog.locator('.photo-list')).toHaveCSS('display', 'grid');

    const upload = page.waitForRequest((r) => r.url().endsWith('/api/quotes') && r.method() === 'POST');
    await dialog.getByRole('button', { name: w['quotes.submit'] }).click();
    expect((await upload).headers()['content-type']).toContain('multipart/form-data');
    await expect(dialog).toHaveAccessibleName(w['quotes.success.title']);
    await expect(dialog.getByText(w['quotes.success.custom'])).toBeVisible();
    await dialog.getByRole('button', { name: w['quotes.close'] }).last().click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test(`home-lift dialog from both buttons: banner, Escape and backdrop close, success (${locale})`, async ({ page }) => {
    await gotoIn(page, locale, '/home-lift');
    const buttons = page.getByRole('button', { name: w['homeLift.requestQuote'], exact: true });
    await expect(buttons).toHaveCount(2);
    const dialog = page.locator('dialog[open]');

    await buttons.first().click();
    await expect(dialog).toHaveAccessibleName(w['quotes.title.home_lift']);
    await expect(dialog.getByRole('img', { name: w['quotes.homeLiftBannerAlt'] })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(buttons.first()).toBeFocused();

    await buttons.last().click();
    await expect(dialog).toBeVisible();
    // A click on the backdrop (outside the dialog box) closes it.
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();

    await buttons.last().click();
    await dialog.getByRole('button', { name: w['quotes.cancel'] }).click();
    await expect(dialog).toBeHidden();

    await buttons.last().click();
    await fillQuote(dialog, buyer(`homelift-${locale}`));
    await expect(dialog.getByLabel(w['quotes.field.fullName'])).toHaveValue('Sara Al-Qahtani');
    await dialog.getByRole('button', { name: w['quotes.submit'] }).click();
    const sent = page.locator('dialog[open]');
    await expect(sent.getByText(w['quotes.success.home_lift'])).toBeVisible();
    await sent.getByRole('button', { name: w['quotes.close'] }).last().click();
    await expect(sent).toBeHidden();
  });

  test(`the quote dialog takes a phone as people type or paste it, and the nine digits reach the admin (${locale})`, async ({ page }) => {
    await gotoIn(page, locale, '/home-lift');
    await page.getByRole('button', { name: w['homeLift.requestQuote'], exact: true }).first().click();
    const dialog = page.locator('dialog[open]');
    await expect(dialog).toHaveAccessibleName(w['quotes.title.home_lift']);
    const who = buyer(`phone-${locale}`);
    await fillQuote(dialog, { ...who, phone: '' });
    const phone = dialog.locator('[name=phone]');
    const code = dialog.locator('[name=phoneCountryCode]');

    await phone.pressSequentially('٠٥٠١٢٣٤٥٦٧');
    await phone.blur();
    await expect(phone).toHaveValue('501234567');
    await expect(code).toHaveValue('+966');
    // Half a number with its code stays as typed and is refused, not cut into nine digits.
    await paste(phone, '+966 50 123 45');
    await expect(phone).toHaveValue('+966 50 123 45');
    await dialog.getByRole('button', { name: w['quotes.submit'] }).click();
    await expect(dialog.getByText(w['errors.phone_digits'])).toBeVisible();
    await paste(phone, '00971 50 123 4567');
    await expect(phone).toHaveValue('501234567');
    await expect(code).toHaveValue('+971');

    await dialog.getByRole('button', { name: w['quotes.submit'] }).click();
    await expect(page.locator('dialog[open]').getByText(w['quotes.success.home_lift'])).toBeVisible();
    expect(await quotePhone(who.email)).toEqual({ phoneCountryCode: '+971', phone: '501234567' });
  });

  test(`product page: standard quote, official quote on a sale item, register prompt (${locale})`, async ({ page, request }) => {
    const { regular, onSale } = await catalogueProducts(request);
    await gotoIn(page, locale, `/products/${regular.sku}`);
    await page.getByRole('button', { name: w['price.requestQuote'], exact: true }).click();
    const standard = page.locator('dialog[open]');
    await expect(standard).toHaveAccessibleName(w['quotes.title.standard']);
    await expect(standard.getByText(localized(regular, 'name', locale))).toBeVisible();
    await expect(standard.getByText(regular.sku, { exact: true })).toBeVisible();
    await fillQuote(standard, buyer(`standard-${locale}`), { quantity: '12' });
    await standard.getByRole('button', { name: w['quotes.submit'] }).click();
    await expect(standard.getByText(w['quotes.success.standard'])).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: w['price.register'], exact: true }).click();
    const prompt = page.locator('dialog[open]');
    await expect(prompt).toHaveAccessibleName(w['quotes.registerPrompt.title']);
    await expect(prompt.getByRole('link', { name: w['quotes.registerPrompt.register'] })).toHaveAttribute('href', locale === 'ar' ? '/ar/register' : '/register');
    await prompt.getByRole('button', { name: w['quotes.cancel'] }).click();
    await expect(prompt).toBeHidden();

    await gotoIn(page, locale, `/products/${onSale.sku}`);
    await page.getByRole('button', { name: w['price.official'], exact: true }).click();
    const official = page.locator('dialog[open]');
    await expect(official).toHaveAccessibleName(w['quotes.title.official']);
    await fillQuote(official, buyer(`official-${locale}`));
    await official.getByRole('button', { name: w['quotes.submit'] }).click();
    await expect(official.getByText(w['quotes.success.official'])).toBeVisible();
  });

  test(`wholesale request by a signed-in customer opens prefilled from the profile (${locale})`, async ({ page, request, baseURL }) => {
    const admin = await playwrightRequest.newContext({ baseURL });
    const customer = await approvedCustomer(request, admin);
    await admin.dispose();
    await signIn(page.request, { email: customer.email, password: customer.password });
    const product = await productOffering(page.request, 'wholesale');
    await gotoIn(page, locale, `/products/${product.sku}`);
    await page.getByRole('button', { name: w['price.wholesale'], exact: true }).click();
    const dialog = page.locator('dialog[open]');
    await expect(dialog).toHaveAccessibleName(w['quotes.title.wholesale']);
    await expect(dialog.locator('[name=company]')).toHaveValue(customer.company);
    await expect(dialog.locator('[name=name]')).toHaveValue(customer.contact);
    await expect(dialog.locator('[name=email]')).toHaveValue(customer.email);
    await expect(dialog.locator('[name=phoneCountryCode]')).toHaveValue('+971');
    await expect(dialog.locator('[name=phone]')).toHaveValue('501234567');
    await dialog.getByRole('button', { name: w['quotes.submit'] }).click();
    await expect(dialog.getByText(w['quotes.success.wholesale'])).toBeVisible();
  });

  test(`floating custom-quote button on the catalogue pages, at the start side (${locale})`, async ({ page, request }) => {
    const { regular } = await catalogueProducts(request);
    await gotoIn(page, locale, `/products/${regular.sku}`);
    const floating = page.getByRole('button', { name: w['quotes.floating.aria'] });
    await expect(floating).toBeVisible();
    const box = (await floating.boundingBox())!;
    const width = page.viewportSize()!.width;
    if (locale === 'en') expect(box.x).toBeLessThan(width / 2);
    else expect(box.x + box.width).toBeGreaterThan(width / 2);
    await floating.click();
    await expect(page.getByRole('dialog', { name: w['quotes.title.custom'] })).toBeVisible();

    // Not on a content page, even once its delay has passed (the page's clock moved on past it).
    await page.clock.install();
    await gotoIn(page, locale, '/about');
    await page.clock.runFor(FLOATING_QUOTE_DELAY_MS);
    await expect(page.getByRole('button', { name: w['quotes.floating.aria'] })).toHaveCount(0);
  });

  test(`catalogue page: card, featured block and custom-request card open their dialogs (${locale})`, async ({ page }) => {
    await openCatalogue(page, locale, '/products');
    const featured = page.locator('.pcard-featured').first();
    await featured.getByRole('button', { name: w['price.register'], exact: true }).click();
    const dialog = page.locator('dialog[open]');
    await expect(dialog).toHaveAccessibleName(w['quotes.registerPrompt.title']);
    await page.keyboard.press('Escape');

    const card = page.locator('.pcard-grid').filter({ has: page.getByRole('button', { name: w['price.requestQuote'], exact: true }) }).first();
    const sku = await card.getAttribute('data-sku');
    await card.getByRole('button', { name: w['price.requestQuote'], exact: true }).click();
    await expect(dialog).toHaveAccessibleName(w['quotes.title.standard']);
    await expect(dialog.getByText(sku!, { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');

    const saleCard = page.locator('.pcard-grid').filter({ has: page.getByRole('button', { name: w['price.official'], exact: true }) }).first();
    await saleCard.getByRole('button', { name: w['price.official'], exact: true }).click();
    await expect(dialog).toHaveAccessibleName(w['quotes.title.official']);
    await page.keyboard.press('Escape');

    await openCatalogue(page, locale, '/products?category=door-locks');
    // The floating button appears after a second; its label opens by itself for four seconds.
    const floating = page.locator('.floating-quote');
    await expect(floating).toHaveAttribute('data-open', 'true');
    await expect(floating).not.toHaveAttribute('data-open', 'true', { timeout: 6000 });
    await floating.click();
    await expect(dialog).toHaveAccessibleName(w['quotes.title.custom']);
    await page.keyboard.press('Escape');

    await page.getByTestId('custom-request-card').getByRole('button').click();
    await expect(dialog).toHaveAccessibleName(w['quotes.title.custom']);
  });

  test(`the dialog explains refusals: too many requests, photos busy, server failure (${locale})`, async ({ page }) => {
    await gotoIn(page, locale, '/home-lift');
    let answer = { status: 429, body: { error: { code: 'rate_limited' } } };
    await page.route('**/api/quotes', (route) => route.fulfill({ status: answer.status, json: answer.body }));
    await page.getByRole('button', { name: w['homeLift.requestQuote'], exact: true }).first().click();
    const dialog = page.locator('dialog[open]');
    await fillQuote(dialog, buyer(`refused-${locale}`));
    await dialog.getByRole('button', { name: w['quotes.submit'] }).click();
    await expect(dialog.getByRole('alert')).toHaveText(w['quotes.error.rateLimited']);
    answer = { status: 429, body: { error: { code: 'uploads_busy' } } };
    await dialog.getByRole('button', { name: w['quotes.submit'] }).click();
    await expect(dialog.getByRole('alert')).toHaveText(w['errors.uploads_busy']);
    answer = { status: 500, body: { error: { code: 'internal_error' } } };
    await dialog.getByRole('button', { name: w['quotes.submit'] }).click();
    await expect(dialog.getByRole('alert')).toHaveText(w['quotes.error.homeLiftFailed']);
  });

  test(`from the click to the form one dialog stays open, so an Escape at any moment closes it (${locale})`, async ({ page }) => {
    const release = await holdRequests(page, /\/_astro\/QuoteForm\.[\w-]+\.js$/);
    await gotoIn(page, locale, '/');
    // Every change to the page's dialogs is checked once the task making it ends: the moment a key
    // press could arrive. A moment with none open, after the first opened, is where an Escape was lost.
    await page.evaluate(() => {
      const moments = { open: 0, noneOpen: 0 };
      Object.assign(window, { dialogMoments: moments });
      new MutationObserver(() => {
        if (document.querySelector('dialog:modal')) moments.open += 1;
        else if (moments.open) moments.noneOpen += 1;
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
    });
    const noneOpen = () => page.evaluate(() => (window as unknown as { dialogMoments: { noneOpen: number } }).dialogMoments.noneOpen);
    const opener = page.getByRole('button', { name: w['home.cta.custom.action'], exact: true });
    await opener.click();
    const dialog = page.locator('dialog[open]');
    await expect(dialog.getByRole('status')).toHaveText(w['quotes.loading']);
    release();
    await expect(dialog.locator('[name=company]')).toBeVisible();
    await expect(dialog).toHaveAccessibleName(w['quotes.title.custom']);
    expect(await noneOpen()).toBe(0);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test(`the dialog's code arrives after the page: loading, then a way out if it cannot, and a new try (${locale})`, async ({ page }) => {
    const dialogChunk = /\/_astro\/QuoteForm\.[\w-]+\.js$/;
    const release = await holdRequests(page, dialogChunk, (route) => route.abort('internetdisconnected'));
    await gotoIn(page, locale, '/');
    const opener = page.getByRole('button', { name: w['home.cta.custom.action'], exact: true });
    await opener.click();
    const dialog = page.locator('dialog[open]');
    await expect(dialog).toHaveAccessibleName(w['quotes.title.custom']);
    await expect(dialog.getByRole('status')).toHaveText(w['quotes.loading']);
    release();
    await expect(dialog.getByRole('alert')).toHaveText(w['quotes.loadFailed']);
    await expectFullyTranslated(page, locale);
    await dialog.getByRole('button', { name: w['quotes.close'] }).last().click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // Back online: the next opening loads the form.
    await page.unroute(dialogChunk);
    await opener.click();
    await expect(dialog.locator('[name=company]')).toBeVisible();
  });
}
