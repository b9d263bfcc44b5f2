import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { dictionaries, type MessageKey } from '../../src/i18n/messages.ts';
import { contentLanguage, type Locale } from '../../src/i18n/locales.ts';
import { E2E_PASSWORD } from './auth.ts';

/** The visible text of a dictionary key, so one spec serves both languages. */
export const textOf = (locale: Locale) => (key: MessageKey) => dictionaries[locale][key];

/** A company nobody registered yet; Arabic-speaking customers type Arabic names. */
export function newCompany(locale: Locale, label: string) {
  const id = randomUUID().slice(0, 8);
  return {
    companyName: locale === 'ar' ? `شركة مصاعد ${label} ${id}` : `${label} Lifts ${id}`,
    email: `${locale}-${label.toLowerCase()}-${id}@example.com`,
    password: E2E_PASSWORD,
  };
}

/** What a buyer types, in the content language the page reads (a new UI language needs none of its own). */
const PEOPLE = {
  en: { contact: 'Test Contact', city: 'Dubai', country: 'United Arab Emirates' },
  ar: { contact: 'سارة القحطاني', city: 'دبي', country: 'الإمارات العربية المتحدة' },
} as const;

/**
 * Reaches for `form` as a visitor would (the pointer over it: forms on pages load their code on
 * intent, ADR 0015) and waits until it is live: its island hydrated, or shown in a dialog (a
 * dialog's form is rendered by the browser, so live once shown).
 */
export async function waitForForm(page: Page, form: string): Promise<void> {
  await page.locator(`form.${form}`).hover();
  await expect(page.locator(`astro-island:not([ssr]) form.${form}, dialog[open] form.${form}`)).toBeVisible();
}

/** Fills the registration form as a visitor would. */
export async function fillRegistration(
  page: Page,
  locale: Locale,
  company: { companyName: string; email: string; password: string; crNumber?: string; vatNumber?: string },
): Promise<void> {
  const t = textOf(locale);
  const field = (key: MessageKey) => page.getByRole('textbox', { name: t(key), exact: true });
  await waitForForm(page, 'register-form');
  await field('auth.field.companyName').fill(company.companyName);
  await field('auth.field.contactPerson').fill(PEOPLE[contentLanguage(locale)].contact);
  await page.getByLabel(t('auth.field.phoneCountryCode')).selectOption('+971');
  await field('auth.field.phone').fill('501234567');
  await field('auth.field.city').fill(PEOPLE[contentLanguage(locale)].city);
  await field('auth.field.country').fill(PEOPLE[contentLanguage(locale)].country);
  await field('auth.field.crNumber').fill(company.crNumber ?? '1010123456');
  if (company.vatNumber) await field('auth.field.vatNumber').fill(company.vatNumber);
  await field('auth.field.email').fill(company.email);
  await field('auth.field.password').fill(company.password);
  await field('auth.field.confirmPassword').fill(company.password);
}

export async function fillLogin(page: Page, locale: Locale, email: string, password: string): Promise<void> {
  const t = textOf(locale);
  await waitForForm(page, 'login-form');
  await page.getByRole('textbox', { name: t('auth.field.email'), exact: true }).fill(email);
  await page.getByRole('textbox', { name: t('auth.field.password'), exact: true }).fill(password);
  await page.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
}
