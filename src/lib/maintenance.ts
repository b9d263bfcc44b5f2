import { CONTENT_LANGUAGES, contentLanguage, type ContentLanguage, type Locale } from '#i18n/locales';

/**
 * Maintenance mode rules shared by the page gate and the admin form (SPEC §2 App shell, §3 Site
 * settings). No I/O.
 */

/**
 * Pages that stay reachable during maintenance, so an administrator can sign in and switch it off
 * (and an invited administrator can set a password from a setup link; a buyer can confirm an address or reset a password from a link, issue 21). Registration is not one of
 * them (issue 20): nobody new is taken in while the shop is closed.
 */
const EXEMPT_PREFIXES = ['/login', '/admin', '/set-password', '/verify-email', '/forgot-password'] as const;

/** Whether a locale-free path ("/admin/quotes", not "/ar/admin/quotes") bypasses the maintenance page. */
export function isMaintenanceExempt(path: string): boolean {
  return EXEMPT_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The parts of the stored maintenance message, one per content language, trimmed; any may be empty. */
export type MaintenanceMessageParts = Record<ContentLanguage, string>;

/**
 * Reads the stored message (SPEC §3: "English|Arabic"): one part per content language, in
 * CONTENT_LANGUAGES' order, separated by bars. A bar preceded by a backslash (and a doubled
 * backslash) belongs to the text: that is how the admin form stores a bar typed inside a message.
 * A bar past the last language's part belongs to it; a message without a bar is all the first language.
 */
export function splitMaintenanceMessage(message: string): MaintenanceMessageParts {
  const parts = CONTENT_LANGUAGES.map(() => '');
  let part = 0;
  for (let i = 0; i < message.length; i++) {
    const char = message[i]!;
    const next = message[i + 1];
    if (char === '\\' && (next === '|' || next === '\\')) {
      parts[part] += next;
      i++;
    } else if (char === '|' && part < parts.length - 1) {
      part++;
    } else {
      parts[part] += char;
    }
  }
  return Object.fromEntries(CONTENT_LANGUAGES.map((language, n) => [language, parts[n]!.trim()])) as MaintenanceMessageParts;
}

const escapeBars = (text: string) => text.trim().replace(/\\/g, '\\\\').replace(/\|/g, '\\|');

/** The stored form of the parts: "English | Arabic", the empty parts at the end left out. */
export function composeMaintenanceMessage(parts: MaintenanceMessageParts): string {
  const escaped = CONTENT_LANGUAGES.map((language) => escapeBars(parts[language]));
  while (escaped.length > 1 && !escaped.at(-1)) escaped.pop();
  return escaped.join(' | ').trim();
}

/**
 * The part of the stored message for a locale (its content language's); a message in one language
 * only is shown in every one. Null when there is nothing to show (use the default text).
 */
export function maintenanceMessageFor(message: string, locale: Locale): string | null {
  const parts = splitMaintenanceMessage(message);
  return parts[contentLanguage(locale)] || CONTENT_LANGUAGES.map((language) => parts[language]).find(Boolean) || null;
}

/** Where the last known state is remembered for the tab, so a page can hide itself before it paints. */
export const MAINTENANCE_STATE_KEY = 'maintenance_state';
