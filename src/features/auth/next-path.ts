import { localizePath, splitLocale, type Locale } from '#i18n/locales';
import type { SessionRole } from '#lib/session-user';

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

/** SPEC §2: an administrator lands on the dashboard, everyone else on the catalogue, unless the guard sent them. */
export function landingPath(role: SessionRole | null, locale: Locale, next: string | null): string {
  return next ?? localizePath(role === 'admin' ? '/admin' : '/products', locale);
}
