import { randomUUID } from 'node:crypto';
import { plural } from '../../src/i18n/t.ts';
import { LOCALES, intlLocale } from '../../src/i18n/locales.ts';
import { dictionaries } from '../../src/i18n/messages.ts';
import { registerCompany, signInAsAdmin } from './auth.ts';
import { fillLogin, fillRegistration, newCompany, textOf, waitForForm } from './accounts-helpers.ts';
import { decideCookies, expect, gotoIn, test } from './fixtures.ts';
import { expectFullyTranslated } from './i18n-checks.ts';
import { paste, registrationPhone } from './phone-support.ts';

for (const locale of LOCALES) {
  const t = textOf(locale);

  test(`the password meter rates each criterion and gates the button (${locale})`, async ({ page }) => {
    await decideCookies(page);
    await gotoIn(page, locale, '/register');
    await waitForForm(page, 'register-form');
    const password = page.getByRole('textbox', { name: t('auth.field.password'), exact: true });
    const strength = page.getByTestId('password-strength');
    const submit = page.getByRole('button', { name: t('auth.register.submit') });
    for (const [value, level] of [
      ['abc', 'weak'],
      ['abcdefghijkl', 'weak'],
      ['Abcdefghijkl', 'medium'],
      ['Abcdefghijk1', 'good'],
      ['Abcdefghij1!', 'strong'],
    ] as const) {
      await password.fill(value);
      await expect(strength).toHaveText(t(`auth.password.level.${level}`));
      if (level === 'strong') await expect(submit).toBeEnabled();
      else await expect(submit).toBeDisabled();
    }
    // A strong password with the rest left empty: the form names what is missing and focuses it.
    await submit.click();
    await expect(page.getByRole('textbox', { name: t('auth.field.companyName'), exact: true })).toBeFocused();
    await expect(page.getByText(t('errors.required')).first()).toBeVisible();
    await page.getByRole('textbox', { name: t('auth.field.confirmPassword'), exact: true }).fill('Abcdefghij1?');
    await page.getByRole('textbox', { name: t('auth.field.confirmPassword'), exact: true }).blur();
    await expect(page.getByText(t('errors.passwords_mismatch'))).toBeVisible();
    await expectFullyTranslated(page, locale);
  });

  test(`five wrong passwords lock the sign-in for 24 hours (${locale})`, async ({ page }) => {
    await decideCookies(page);
    await gotoIn(page, locale, '/login');
    const email = `locked-${randomUUID().slice(0, 8)}@example.com`;
    for (const left of [4, 3, 2, 1]) {
      await fillLogin(page, locale, email, 'Wrong#Password1');
      await expect(page.getByTestId('login-error')).toHaveText(t('auth.login.invalid') + plural(dictionaries[locale], locale, 'auth.login.attemptsLeft', left));
    }
    await fillLogin(page, locale, email, 'Wrong#Password1');
    await expect(page.getByTestId('login-locked')).toContainText(t('auth.login.locked').replace('{hours}', new Intl.NumberFormat(intlLocale(locale)).format(24)));
    await expect(page.getByRole('textbox', { name: t('auth.field.email'), exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: t('auth.login.submit'), exact: true })).toBeDisabled();
    await expectFullyTranslated(page, locale);
  });

  test(`the phone field takes a number as people type or paste it, and the nine digits reach the admin (${locale})`, async ({ page }) => {
    await decideCookies(page);
    const company = newCompany(locale, 'Phone');
    await gotoIn(page, locale, '/register');
    await fillRegistration(page, locale, company);
    const phone = page.getByRole('textbox', { name: t('auth.field.phone'), exact: true });
    const code = page.getByLabel(t('auth.field.phoneCountryCode'));
    await expect(code).toHaveValue('+971');

    // Typed with the trunk 0, or on an Arabic keyboard: kept as typed, the nine digits once the field is left.
    await phone.clear();
    await phone.pressSequentially('0501234567');
    await expect(phone).toHaveValue('0501234567');
    await phone.blur();
    await expect(phone).toHaveValue('501234567');
    await phone.clear();
    await phone.pressSequentially('٠٥٥١٢٣٤٥٦٧');
    await phone.blur();
    await expect(phone).toHaveValue('551234567');
    // Cleaned as typed (SPEC §5, issue 20): letters never land, and a digit past nine is not taken.
    await phone.clear();
    await phone.pressSequentially('5o1x23456789');
    await expect(phone).toHaveValue('512345678');
    // Too few digits are refused with SPEC's message.
    await phone.clear();
    await phone.pressSequentially('5123');
    await phone.blur();
    await expect(page.getByText(t('errors.phone_digits'))).toBeVisible();
    // Pasted with its country code: the selector follows the number.
    await paste(phone, '+966 50 123 4567');
    await expect(phone).toHaveValue('501234567');
    await expect(code).toHaveValue('+966');
    await expect(page.getByText(t('errors.phone_digits'))).toBeHidden();

    await page.getByRole('button', { name: t('auth.register.submit') }).click();
    await expect(page.getByTestId('registration-success')).toBeVisible();
    expect(await registrationPhone(company.email)).toEqual({ phoneCountryCode: '+966', phone: '501234567' });
  });

  /*
   * A flood on one account from many addresses is proven by tests/integration/auth-lockout; here the
   * server's exact answer (429 sign_in_throttled, Retry-After) is replayed to show what the visitor sees.
   */
  test(`a flood on the account asks the visitor to wait, then lets them try again (${locale})`, async ({ page }) => {
    await decideCookies(page);
    let answered = 0;
    await page.route('**/api/auth/login', (route) => {
      answered += 1;
      return answered === 1
        ? route.fulfill({ status: 429, headers: { 'retry-after': '2' }, contentType: 'application/json', body: JSON.stringify({ error: { code: 'sign_in_throttled' } }) })
        : route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ error: { code: 'invalid_credentials', attemptsLeft: 4 } }) });
    });
    await gotoIn(page, locale, '/login');
    await fillLogin(page, locale, 'owner@example.com', 'Right#Password1');
    const wait = page.getByTestId('login-wait');
    await expect(wait).toContainText(t('auth.login.throttled'));
    await expect(wait).toContainText(plural(dictionaries[locale], locale, 'auth.login.retryMinutes', 1));
    const submit = page.getByRole('button', { name: t('auth.login.submit'), exact: true });
    await expect(submit).toBeDisabled();
    await expectFullyTranslated(page, locale);
    // Not a lock: when the wait is over the message goes and the form works again.
    await expect(wait).toBeHidden();
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByTestId('login-error')).toContainText(t('auth.login.invalid'));
  });

  test(`an admin unlocks a locked account from the registrations tab (${locale})`, async ({ page, request }) => {
    const company = await registerCompany(request);
    // Five wrong passwords from this machine lock the account for this address.
    for (let i = 0; i < 5; i++) await request.post('/api/auth/login', { data: { email: company.email, password: 'Wrong#Password1' } });
    expect((await request.post('/api/auth/login', { data: { email: company.email, password: company.password } })).status()).toBe(429);

    await decideCookies(page);
    await signInAsAdmin(page);
    await gotoIn(page, locale, `/admin/registrations?q=${encodeURIComponent(company.email)}`);
    const row = page.getByRole('row').filter({ hasText: company.companyName });
    await expect(row).toContainText(t('admin.registrations.signInLocked'));
    await expectFullyTranslated(page, locale);
    await row.getByRole('button', { name: t('admin.registrations.unlockOf').replace('{company}', company.companyName) }).click();
    await expect(row.getByText(t('admin.registrations.signInLocked'))).toBeHidden();
    await expect(row.getByRole('button', { name: t('admin.registrations.unlock') })).toHaveCount(0);
    // The address that was locked out may try again (the account is pending, and says so).
    const again = await request.post('/api/auth/login', { data: { email: company.email, password: company.password } });
    expect(again.status()).toBe(403);
  });

  test(`an e-mail already registered is told to sign in instead (${locale})`, async ({ page }) => {
    await decideCookies(page);
    const company = newCompany(locale, 'Twice');
    await gotoIn(page, locale, '/register');
    await fillRegistration(page, locale, company);
    await page.getByRole('button', { name: t('auth.register.submit') }).click();
    await expect(page.getByTestId('registration-success')).toBeVisible();
    await gotoIn(page, locale, '/register');
    await fillRegistration(page, locale, { ...company, email: company.email.toUpperCase() });
    await page.getByRole('button', { name: t('auth.register.submit') }).click();
    await expect(page.getByRole('alert')).toContainText(t('auth.register.emailTaken'));
  });

  /*
   * The server's limit (3 per IP per hour) is proven by tests/integration/auth-registration-limit.
   * Here every browser shares 127.0.0.1 and the suite runs with a raised limit, so the server's
   * exact 429 answer (status, code, Retry-After) is replayed to show the locked screen.
   */
  test(`the registration locked screen counts the minutes and survives a reload (${locale})`, async ({ page }) => {
    await decideCookies(page);
    await page.route('**/api/auth/register', (route) =>
      route.fulfill({ status: 429, headers: { 'retry-after': '3600' }, contentType: 'application/json', body: JSON.stringify({ error: { code: 'registration_limited' } }) }),
    );
    await gotoIn(page, locale, '/register');
    await fillRegistration(page, locale, newCompany(locale, 'Limited'));
    await page.getByRole('button', { name: t('auth.register.submit') }).click();
    const locked = page.getByTestId('registration-locked');
    await expect(locked).toContainText(t('auth.register.lockedTitle'));
    await expect(locked).toContainText(plural(dictionaries[locale], locale, 'auth.register.lockedMinutes', 60));
    await expectFullyTranslated(page, locale);
    await page.reload();
    await expect(page.getByTestId('registration-locked')).toBeVisible();
    await page.getByRole('link', { name: t('auth.register.goToLogin') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('auth.login.title'));
  });
}
