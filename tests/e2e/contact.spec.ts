import { LOCALES, intlLocale } from '../../src/i18n/locales.ts';
import { expect, gotoIn, holdRequests, test } from './fixtures.ts';
import { expectFullyTranslated } from './i18n-checks.ts';
import { messagePhone, paste } from './phone-support.ts';
import { uniqueEmail, words } from './quote-support.ts';

for (const locale of LOCALES) {
  const w = words(locale);

  test(`contact form: required fields, sending, success resets the form, too many messages (${locale})`, async ({ page }) => {
    await gotoIn(page, locale, '/contact');
    const form = page.getByRole('form', { name: w['contactForm.title'] });
    const send = form.getByRole('button', { name: w['contactForm.submit'] });
    // Pressed before the form's code is there: the press is held and acted on once the form is live.
    await send.click();
    await expect(form.getByText(w['errors.required'])).toHaveCount(5);
    await expect(form.getByLabel(w['contactForm.field.name'])).toBeFocused();

    const email = uniqueEmail(`contact-${locale}`);
    const fill = async (subject: string) => {
      await form.getByLabel(w['contactForm.field.name']).fill('Omar Haddad');
      await form.getByLabel(w['contactForm.field.company']).fill('Haddad Elevators');
      await form.getByLabel(w['contactForm.field.email']).fill(`  ${email.toUpperCase()} `);
      await form.getByLabel(w['contactForm.field.phone']).fill('+966 50 123 4567');
      await form.getByLabel(w['contactForm.field.subject']).fill(subject);
      await form.getByLabel(w['contactForm.field.message']).fill('Hello,\nDo you stock the KM601 door motor?');
    };
    await fill('Door motor');
    const posted = page.waitForRequest((r) => r.url().endsWith('/api/contact'));
    await send.click();
    expect((await posted).postDataJSON()).toMatchObject({ email, company: 'Haddad Elevators' });
    await expect(form.getByText(w['contactForm.success'])).toBeVisible();
    await expect(form.getByLabel(w['contactForm.field.subject'])).toHaveValue('');
    await expectFullyTranslated(page, locale);

    // A later attempt refused in the form does not show its errors under the old success banner.
    await send.click();
    await expect(form.getByText(w['errors.required']).first()).toBeVisible();
    await expect(form.getByText(w['contactForm.success'])).toBeHidden();

    // Four more from the same address are allowed; the sixth within the hour is refused.
    for (let i = 2; i <= 5; i++) {
      await fill(`Follow-up ${i}`);
      await send.click();
      await expect(form.getByLabel(w['contactForm.field.subject'])).toHaveValue('');
    }
    await fill('One too many');
    await send.click();
    await expect(form.getByRole('alert')).toHaveText(w['contactForm.error.rateLimited']);
    await expect(form.getByLabel(w['contactForm.field.subject'])).toHaveValue('One too many');
  });

  test(`the contact phone is never cut short, and Arabic-Indic digits reach the admin as digits (${locale})`, async ({ page }) => {
    await gotoIn(page, locale, '/contact');
    const form = page.getByRole('form', { name: w['contactForm.title'] });
    await expect(form.getByRole('button', { name: w['contactForm.submit'] })).toBeEnabled();
    const email = uniqueEmail(`contact-phone-${locale}`);
    await form.getByLabel(w['contactForm.field.name']).fill('Omar Haddad');
    await form.getByLabel(w['contactForm.field.email']).fill(email);
    await form.getByLabel(w['contactForm.field.subject']).fill('Call me back');
    await form.getByLabel(w['contactForm.field.message']).fill('About the KM601 door motor');
    const phone = form.getByLabel(w['contactForm.field.phone']);
    // 26 characters pasted: kept whole and refused, where a cut would have saved a wrong number.
    await paste(phone, '+966 50 123 4567 ext. 1234');
    await expect(phone).toHaveValue('+966 50 123 4567 ext. 1234');
    await form.getByRole('button', { name: w['contactForm.submit'] }).click();
    await expect(form.getByText(w['errors.too_long'].replace('{max}', new Intl.NumberFormat(intlLocale(locale)).format(20)))).toBeVisible();

    await phone.clear();
    await phone.pressSequentially('+٩٦٦ ٥٠ ١٢٣ ٤٥٦٧');
    await form.getByRole('button', { name: w['contactForm.submit'] }).click();
    await expect(form.getByText(w['contactForm.success'])).toBeVisible();
    expect(await messagePhone(email)).toBe('+966 50 123 4567');
  });

  test(`contact form shows the spinner while sending and the failure message (${locale})`, async ({ page }) => {
    await gotoIn(page, locale, '/contact');
    // The answer (a failure) is held until the spinner has been seen.
    const release = await holdRequests(page, '**/api/contact', (route) => route.fulfill({ status: 500, json: { error: { code: 'internal_error' } } }));
    const form = page.getByRole('form', { name: w['contactForm.title'] });
    await expect(form.getByRole('button', { name: w['contactForm.submit'] })).toBeEnabled();
    await form.getByLabel(w['contactForm.field.name']).fill('Omar');
    await form.getByLabel(w['contactForm.field.email']).fill(uniqueEmail('slow'));
    await form.getByLabel(w['contactForm.field.phone']).fill('0501234567');
    await form.getByLabel(w['contactForm.field.subject']).fill('Hello');
    await form.getByLabel(w['contactForm.field.message']).fill('Hi');
    await form.getByRole('button', { name: w['contactForm.submit'] }).click();
    const busy = form.getByRole('button', { name: w['contactForm.submitting'] });
    await expect(busy).toBeDisabled();
    await expect(busy.locator('.spinner')).toBeVisible();
    release();
    await expect(form.getByRole('alert')).toHaveText(w['contactForm.error.failed']);
  });
}
