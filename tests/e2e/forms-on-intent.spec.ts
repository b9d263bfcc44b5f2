import type { Page } from '@playwright/test';
import { LOCALES } from '../../src/i18n/locales.ts';
import { decideCookies, expect, gotoIn, test } from './fixtures.ts';
import { uniqueEmail, words } from './quote-support.ts';

/**
 * The forms of content pages load their code when the visitor starts using them (client:intent,
 * ADR 0015): a visitor who only reads the page downloads neither the form's code nor React for it.
 */

/** The scripts the page has requested so far, by path. */
function watchScripts(page: Page): Set<string> {
  const requested = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.add(new URL(request.url()).pathname);
  });
  return requested;
}

/**
 * What the contact form's island loads when used: its component and, unless another island of the
 * page needs it on load anyway (the shell's, while it has React islands), the React renderer.
 */
async function formCode(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const island = document.querySelector<HTMLElement>('astro-island[client="intent"]:has(form.contact-form)')!;
    const renderer = island.getAttribute('renderer-url')!;
    const others = Array.from(document.querySelectorAll('astro-island:not([client="intent"])'));
    const rendererShared = others.some((other) => other.getAttribute('renderer-url') === renderer);
    return [island.getAttribute('component-url')!, ...(rendererShared ? [] : [renderer])];
  });
}

for (const locale of LOCALES) {
  const w = words(locale);

  test(`contact (${locale}): the form's code loads on first use, keeps what was typed and sends`, async ({ page }) => {
    const requested = watchScripts(page);
    await decideCookies(page);
    await gotoIn(page, locale, '/contact');
    await page.waitForLoadState('networkidle');
    const code = await formCode(page);
    expect([...requested].filter((path) => code.includes(path)), 'form code requested before any use').toEqual([]);

    const form = page.getByRole('form', { name: w['contactForm.title'] });
    const loaded = page.waitForResponse((response) => new URL(response.url()).pathname === code[0]);
    const name = form.getByLabel(w['contactForm.field.name']);
    await name.focus();
    await loaded;
    await name.pressSequentially(locale === 'ar' ? 'خالد العتيبي' : 'Khalid Al-Otaibi');
    await form.getByLabel(w['contactForm.field.email']).fill(uniqueEmail(`intent-${locale}`));
    await form.getByLabel(w['contactForm.field.phone']).fill('+966501234567');
    await form.getByLabel(w['contactForm.field.subject']).fill(locale === 'ar' ? 'محرك باب' : 'Door motor');
    await form.getByLabel(w['contactForm.field.message']).fill(locale === 'ar' ? 'هل لديكم محرك باب؟' : 'Do you stock door motors?');
    await expect(name).toHaveValue(locale === 'ar' ? 'خالد العتيبي' : 'Khalid Al-Otaibi');
    await form.getByRole('button', { name: w['contactForm.submit'] }).click();
    await expect(form.getByText(w['contactForm.success'])).toBeVisible();
    await expect(name).toHaveValue('');
  });

  test(`contact (${locale}): Send pressed before the code arrived shows the loading line, then checks the form`, async ({ page }) => {
    await decideCookies(page);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/ContactForm\.[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await gotoIn(page, locale, '/contact');
    const form = page.getByRole('form', { name: w['contactForm.title'] });
    await form.getByRole('button', { name: w['contactForm.submit'] }).click();
    await expect(page.getByRole('status').filter({ hasText: w['contactForm.loading'] })).toBeVisible();
    release();
    await expect(form.getByText(w['errors.required'])).toHaveCount(5);
    await expect(form.getByLabel(w['contactForm.field.name'])).toBeFocused();
    // The loading line is gone (the quote launcher's closed dialog keeps its own copy of the words, unseen).
    await expect(page.getByRole('status').filter({ hasText: w['contactForm.loading'] })).toHaveCount(0);
  });
}
