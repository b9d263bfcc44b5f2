import { LOCALES } from '../../src/i18n/locales.ts';
import type { Page } from '@playwright/test';
import { fillRegistration, newCompany, waitForForm } from './accounts-helpers.ts';
import { decideCookies, expect, gotoIn, test } from './fixtures.ts';
import { buyer, fillQuote, uniqueEmail, words } from './quote-support.ts';

/**
 * Issue 13 in the browser: the first attempt of a submission reaches the server but its answer is
 * lost (the connection resets); the form says "still sending…", sends again with the same
 * Idempotency-Key, and shows one success; the server answers the retry with the first answer
 * (the same quote or message, the same account), so nothing is stored twice.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface Attempt {
  key: string | undefined;
  status?: number;
  body?: unknown;
}

async function loseFirstAnswer(page: Page, path: string) {
  const attempts: Attempt[] = [];
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let reachedRetry: () => void = () => {};
  const retrying = new Promise<void>((resolve) => (reachedRetry = resolve));
  await page.route(`**${path}`, async (route) => {
    const attempt: Attempt = { key: route.request().headers()['idempotency-key'] };
    attempts.push(attempt);
    const first = attempts.length === 1;
    if (!first) {
      // The retry waits until the test has seen "still sending…".
      reachedRetry();
      await released;
    }
    const response = await route.fetch();
    attempt.status = response.status();
    attempt.body = await response.json();
    if (first) return route.abort('connectionreset');
    return route.fulfill({ response });
  });
  return { attempts, retrying, release };
}

function expectOneWrite(attempts: Attempt[]) {
  expect(attempts).toHaveLength(2);
  expect(attempts[0]!.key).toMatch(UUID);
  expect(attempts[1]!.key).toBe(attempts[0]!.key);
  expect(attempts[0]!.status).toBe(201);
  expect(attempts[1]).toEqual({ ...attempts[0], key: attempts[0]!.key });
}

for (const locale of LOCALES) {
  const w = words(locale);

  test(`contact form: a lost answer is retried with the same key, "still sending…", then one success (${locale})`, async ({ page }) => {
    await gotoIn(page, locale, '/contact');
    const fault = await loseFirstAnswer(page, '/api/contact');
    const form = page.getByRole('form', { name: w['contactForm.title'] });
    await expect(form.getByRole('button', { name: w['contactForm.submit'] })).toBeEnabled();
    await form.getByLabel(w['contactForm.field.name']).fill('Omar Haddad');
    await form.getByLabel(w['contactForm.field.email']).fill(uniqueEmail(`retry-contact-${locale}`));
    await form.getByLabel(w['contactForm.field.phone']).fill('+966 50 123 4567');
    await form.getByLabel(w['contactForm.field.subject']).fill('Door motor');
    await form.getByLabel(w['contactForm.field.message']).fill('Do you stock the KM601?');
    await form.getByRole('button', { name: w['contactForm.submit'] }).click();

    await fault.retrying;
    await expect(form.getByRole('status')).toHaveText(w['contactForm.stillSending']);
    await expect(form.getByRole('button', { name: w['contactForm.stillSendingButton'] })).toBeDisabled();
    await expect(form.getByLabel(w['contactForm.field.subject'])).toHaveValue('Door motor');
    fault.release();

    await expect(form.getByText(w['contactForm.success'])).toBeVisible();
    await expect(form.getByText(w['contactForm.stillSending'])).toHaveCount(0);
    expectOneWrite(fault.attempts);
  });

  test(`home-lift quote: a lost answer is retried with the same key, then one success (${locale})`, async ({ page }) => {
    await gotoIn(page, locale, '/home-lift');
    const fault = await loseFirstAnswer(page, '/api/quotes');
    await page.getByRole('button', { name: w['homeLift.requestQuote'], exact: true }).first().click();
    const dialog = page.locator('dialog[open]');
    await fillQuote(dialog, buyer(`retry-quote-${locale}`));
    await dialog.getByRole('button', { name: w['quotes.submit'] }).click();

    await fault.retrying;
    await expect(dialog.getByText(w['quotes.stillSending'])).toBeVisible();
    await expect(dialog.getByRole('button', { name: w['quotes.stillSendingButton'] })).toBeDisabled();
    fault.release();

    await expect(page.locator('dialog[open]').getByText(w['quotes.success.home_lift'])).toBeVisible();
    expectOneWrite(fault.attempts);
  });
}

test('registration: a lost answer is retried with the same key and ends in one account, not "e-mail taken"', async ({ page }) => {
  await decideCookies(page);
  await gotoIn(page, 'en', '/register');
  await waitForForm(page, 'register-form');
  const fault = await loseFirstAnswer(page, '/api/auth/register');
  const company = { ...newCompany('en', 'retry'), email: uniqueEmail('retry-register') };
  await fillRegistration(page, 'en', company);
  await page.getByRole('button', { name: words('en')['auth.register.submit'] }).click();

  await fault.retrying;
  await expect(page.getByText(words('en')['auth.register.stillSending'])).toBeVisible();
  fault.release();

  await expect(page.getByText(words('en')['auth.register.successTitle'])).toBeVisible();
  await expect(page.getByText(words('en')['auth.register.emailTaken'])).toHaveCount(0);
  expectOneWrite(fault.attempts);
  expect(fault.attempts[1]!.body).toEqual({ status: 'pending' });
});
