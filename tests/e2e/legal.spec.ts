import { LOCALES, localizePath } from '../../src/i18n/locales.ts';
import { decideCookies, expect, gotoIn, test } from './fixtures.ts';
import { expectFullyTranslated } from './i18n-checks.ts';
import { expectedIn, type ExpectedWords } from './expected-words.ts';

/**
 * The privacy policy and the terms of use (title, description, canonical and translation are
 * checked with the other content pages in pages.spec.ts): reachable from every footer and from
 * the registration form, and saying what a Saudi buyer must be told.
 */
const WORDS: ExpectedWords<{ privacy: string; terms: string; sdaia: RegExp; cookies: string; saudiLaw: RegExp }> = {
  en: { privacy: 'Privacy policy', terms: 'Terms of use', sdaia: /Saudi Data and Artificial Intelligence Authority \(SDAIA\)/, cookies: 'Read the cookie policy', saudiLaw: /laws of the Kingdom of Saudi Arabia/ },
  ar: { privacy: 'سياسة الخصوصية', terms: 'شروط الاستخدام', sdaia: /الهيئة السعودية للبيانات والذكاء الاصطناعي \(سدايا\)/, cookies: 'اقرأ سياسة ملفات تعريف الارتباط', saudiLaw: /لأنظمة المملكة العربية السعودية/ },
};

for (const locale of LOCALES) {
  test(`the footer leads to the privacy policy and the terms; the registration form names both (${locale})`, async ({ page }) => {
    const w = expectedIn(WORDS, locale);
    await decideCookies(page);
    await gotoIn(page, locale, '/about');
    const footer = page.locator('footer');
    await footer.getByRole('link', { name: w.privacy, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${localizePath('/privacy', locale)}$`));
    const privacy = page.getByTestId('legal-privacy');
    await expect(privacy).toContainText(w.sdaia);
    await expect(privacy.getByRole('link', { name: w.cookies })).toHaveAttribute('href', localizePath('/cookie-policy', locale));
    await expect(privacy.locator('a[href^="mailto:"]')).toHaveAttribute('dir', 'ltr');

    await footer.getByRole('link', { name: w.terms, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${localizePath('/terms', locale)}$`));
    await expect(page.getByTestId('legal-terms')).toContainText(w.saudiLaw);

    await gotoIn(page, locale, '/register');
    const consent = page.getByTestId('register-legal');
    await expect(consent.getByRole('link', { name: w.terms })).toHaveAttribute('href', localizePath('/terms', locale));
    await expect(consent.getByRole('link', { name: w.privacy })).toHaveAttribute('href', localizePath('/privacy', locale));
    // Under the button that creates the account.
    const button = await page.locator('.register-form button[type="submit"]').boundingBox();
    expect((await consent.boundingBox())!.y).toBeGreaterThan(button!.y);
    await expectFullyTranslated(page, locale);
  });
}
