/**
 * The site's public pages as the tests and benches sweep them, beside what the sitemap lists
 * (sitemap-xml.ts): the public pages it rightly leaves out. One list, so the accessibility
 * sweep, the page-weight budgets and bench/lighthouse cover the same pages.
 */
import { LOCALES, localizePath, type Locale } from '../../src/i18n/locales.ts';

/** Pages without a catalogue or product on them (issue 12's "content pages"), as English paths. */
export const CONTENT_PAGES = ['/', '/about', '/home-lift', '/contact', '/cookie-policy', '/privacy', '/terms', '/login', '/register', '/forgot-password', '/set-password', '/verify-email', '/no-such-page'] as const;

/** An address no page has: it answers the 404 page with status 404. */
export const NOT_FOUND_PAGE = '/no-such-page';

/** Public pages that are not for search engines but are for people (an unknown address shows the 404 page). */
export const UNLISTED_PAGES = ['/login', '/register', '/set-password', '/verify-email', '/forgot-password', NOT_FOUND_PAGE] as const;

/** A filtered catalogue: rendered per filter, so measured beside the bare /products. */
export const FILTERED_CATALOGUE = '/products?category=door-locks';

export const PRODUCT_PAGE = /^(?:\/ar)?\/products\/[^/?]+$/;

/** Every locale's form of each path, in path order. */
export function inEveryLanguage(paths: readonly string[]): string[] {
  return paths.flatMap((path) => LOCALES.map((locale: Locale) => localizePath(path, locale)));
}
