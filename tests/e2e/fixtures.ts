import { test as base, expect, type Page, type Route } from '@playwright/test';
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

/**
 * Errors in the browser fail the test, whoever is signed in (visitor, customer, administrator):
 * an uncaught exception (React's hydration errors among them) or a console.error. Reports of
 * failed downloads are left out: they echo HTTP answers and network failures the tests provoke and
 * check the handling of themselves (401 for a wrong password, 429 at a limit, a request or a
 * lazily loaded module a test aborts, which React reports from the error boundary that shows it).
 * Pages of the test's own context are watched; call this for pages of a context a test makes itself.
 */
const NETWORK_FAILURE = /^Failed to load resource|Failed to fetch dynamically imported module|Importing a module script failed/;

export function watchBrowserErrors(page: Page, errors: string[]): void {
  page.on('pageerror', (error) => errors.push(`${page.url()}: uncaught ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !NETWORK_FAILURE.test(message.text())) errors.push(`${page.url()}: console.error ${message.text()}`);
  });
}

export const test = base.extend<{ browserErrors: string[] }>({
  browserErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      for (const page of context.pages()) watchBrowserErrors(page, errors);
      context.on('page', (page) => watchBrowserErrors(page, errors));
      await use(errors);
      expect(errors, 'errors in the browser during the test').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/**
 * How long a step waits for the server to set a password. Setting one runs scrypt at its production
 * cost (N=2^17, 128 MiB, src/server/auth/password.ts), and changing one runs it twice (the current
 * password, the new one). On 2 CI cores, with the other worker hashing too, that took 6.3, 9.5 and
 * over 10 s: those steps wait this long, not the 10 s that fits every other step.
 */
export const PASSWORD_HASHING_MS = 30_000;

/** Stores a cookie choice up front, so the consent banner does not cover the page under test. */
export async function decideCookies(page: Page, choice = { analytics: false, marketing: false }): Promise<void> {
  const value = encodeURIComponent(JSON.stringify({ essential: true, ...choice }));
  const url = test.info().project.use.baseURL ?? 'http://localhost';
  await page.context().addCookies([{ name: 'cookie_preferences', value, url }]);
}

/**
 * Holds the page's requests to `url` until the returned `release` is called, as on a slow network,
 * then answers them with `answer` (by default the server's own answer).
 */
export async function holdRequests(page: Page, url: string | RegExp, answer: (route: Route) => Promise<void> = (route) => route.continue()): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await answer(route);
  });
  return release;
}
