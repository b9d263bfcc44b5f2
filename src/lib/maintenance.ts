import { LOCALES, type Locale } from '#i18n/locales';

/**
 * Maintenance mode rules shared by the page gate and the admin form (SPEC §2 App shell, §3 Site
 * settings). No I/O.
 */

/**
 * Pages that stay reachable during maintenance, so an administrator can sign in and switch it off
 * (and an invited administrator can set a password from a setup link). Registration is not one of
 * them (issue 20): nobody new is taken in while the shop is closed.
 */
const EXEMPT_PREFIXES = ['/login', '/admin', '/set-password'] as const;

/** Whether a locale-free path ("/admin/quotes", not "/ar/admin/quotes") bypasses the maintenance page. */
export function isMaintenanceExempt(path: string): boolean {
  return EXEMPT_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The two halves of the stored maintenance message, trimmed; either may be empty. */
export interface MaintenanceMessageParts {
  en: string;
  ar: string;
}

/**
 * Reads the stored message (SPEC §3: "English|Arabic"). The first bar separates the languages. A
 * bar preceded by a backslash (and a doubled backslash) belongs to the text: that is how the admin
 * form stores a bar typed inside a message. A message without a separating bar is all English.
 */
export function splitMaintenanceMessage(message: string): MaintenanceMessageParts {
  const parts = ['', ''];
  let half = 0;
  for (let i = 0; i < message.length; i++) {
    const char = message[i]!;
    const next = message[i + 1];
    if (char === '\\' && (next === '|' || next === '\\')) {
      parts[half] += next;
      i++;
    } else if (char === '|' && half === 0) {
      half = 1;
    } else {
      parts[half] += char;
    }
  }
  return { en: parts[0]!.trim(), ar: parts[1]!.trim() };
}

const escapeBars = (text: string) => text.trim().replace(/\\/g, '\\\\').replace(/\|/g, '\\|');

/** The stored form of the two halves: "English | Arabic", only the English when there is no Arabic. */
export function composeMaintenanceMessage({ en, ar }: MaintenanceMessageParts): string {
  const english = escapeBars(en);
  const arabic = escapeBars(ar);
  return arabic ? `${english} | ${arabic}`.trim() : english;
}

/**
 * The part of the stored message for a locale; a message in one language only is shown in both.
 * Null when there is nothing to show (use the default text).
 */
export function maintenanceMessageFor(message: string, locale: Locale): string | null {
  const parts: Record<Locale, string> = splitMaintenanceMessage(message);
  return parts[locale] || LOCALES.map((other) => parts[other]).find(Boolean) || null;
}

/** Where the last known state is remembered for the tab, so a page can hide itself before it paints. */
export const MAINTENANCE_STATE_KEY = 'maintenance_state';
