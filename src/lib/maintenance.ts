import type { Locale } from '#i18n/locales';

/**
 * Maintenance mode rules shared by the page gate and the admin form (SPEC §2 App shell, §3 Site
 * settings). No I/O.
 */

/** Pages that stay reachable during maintenance, so an administrator can sign in and switch it off. */
const EXEMPT_PREFIXES = ['/login', '/register', '/admin'] as const;

/** Whether a locale-free path ("/admin/quotes", not "/ar/admin/quotes") bypasses the maintenance page. */
export function isMaintenanceExempt(path: string): boolean {
  return EXEMPT_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * The part of the stored message for a locale: "English | Arabic" holds both languages; a message
 * without a bar is shown as is in both. Null when there is nothing to show (use the default text).
 */
export function maintenanceMessageFor(message: string, locale: Locale): string | null {
  const [english = '', ...rest] = message.split('|');
  const arabic = rest.join('|');
  const chosen = locale === 'ar' && arabic.trim() ? arabic : english.trim() ? english : arabic;
  return chosen.trim() || null;
}

/** Where the last known state is remembered for the tab, so a page can hide itself before it paints. */
export const MAINTENANCE_STATE_KEY = 'maintenance_state';
