import { localizePath, splitLocale, type Locale } from '#i18n/locales';
import type { Role } from '#lib/roles';

/**
 * Where a sign-in continues. `next` comes from the URL (the route guard puts the page the visitor
 * wanted there), so it is only followed when it is a path on this site: never another origin
 * ("//evil.example", "/\\evil.example", "https:…"), never back to the sign-in or registration page.
 */
export function safeNextPath(next: string | null | undefined, origin: string): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const { path } = splitLocale(url.pathname);
  if (path === '/login' || path === '/register') return null;
  return url.pathname + url.search + url.hash;
}

/**
 * The sign-in page, set to come back to `page` afterwards: the registration dialog's sign-in links
 * bring visitors back to the page they registered from.
 */
export function loginPathBackTo(locale: Locale, page: Pick<URL, 'origin' | 'pathname' | 'search' | 'hash'>): string {
  const login = localizePath('/login', locale);
  const next = safeNextPath(page.pathname + page.search + page.hash, page.origin);
  return next ? `${login}?next=${encodeURIComponent(next)}` : login;
}

/** SPEC §2: an administrator lands on the dashboard, everyone else on the catalogue, unless the guard sent them. */
export function landingPath(role: Role | null, locale: Locale, next: string | null): string {
  return next ?? localizePath(role === 'admin' ? '/admin' : '/products', locale);
}
