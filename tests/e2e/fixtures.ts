import { test as base, expect, type Page } from '@playwright/test';
import type { Locale } from '../../src/i18n/locales.ts';
import { localizePath } from '../../src/i18n/locales.ts';

/**
 * Pages in a given language. The address is the language (/ar/… is Arabic); only the bare home
 * page follows a stored choice, so a test that wants Arabic stores that choice too, as the toggle would.
 */
export async function chooseLanguage(page: Page, locale: Locale): Promise<void> {
  await page.addInitScript((lang) => {
    if (!sessionStorage.getItem('e2e-language-set')) {
      localStorage.setItem('lang', lang);
      sessionStorage.setItem('e2e-language-set', '1');
    }
  }, locale);
}

export async function gotoIn(page: Page, locale: Locale, path: string): Promise<void> {
  await chooseLanguage(page, locale);
  await page.goto(localizePath(path, locale));
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

export const test = base;
export { expect };

/** Stores a cookie choice up front, so the consent banner does not cover the page under test. */
export async function decideCookies(page: Page, choice = { analytics: false, marketing: false }): Promise<void> {
  const value = encodeURIComponent(JSON.stringify({ essential: true, ...choice }));
  const url = test.info().project.use.baseURL ?? 'http://localhost';
  await page.context().addCookies([{ name: 'cookie_preferences', value, url }]);
}
