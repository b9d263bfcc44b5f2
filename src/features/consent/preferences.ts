import { parseCookie } from 'cookie';
import { atom } from 'nanostores';

/**
 * The visitor's cookie choices (SPEC §3, Cookie preferences): stored client-side in the
 * `cookie_preferences` cookie for 365 days and mirrored in a nanostore, so any island that would
 * set an analytics or marketing cookie can ask first.
 */
export interface CookiePreferences {
  essential: true;
  analytics: boolean;
  marketing: boolean;
}

export const CONSENT_COOKIE = 'cookie_preferences';
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export const ACCEPT_ALL: CookiePreferences = { essential: true, analytics: true, marketing: true };
export const REJECT_ALL: CookiePreferences = { essential: true, analytics: false, marketing: false };

/** The stored choice in a Cookie header / document.cookie string; null when none (or unreadable). */
export function readPreferences(cookieString: string): CookiePreferences | null {
  const stored = parseCookie(cookieString)[CONSENT_COOKIE];
  if (!stored) return null;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return null;
    const { analytics, marketing } = value as Record<string, unknown>;
    if (typeof analytics !== 'boolean' || typeof marketing !== 'boolean') return null;
    return { essential: true, analytics, marketing };
  } catch {
    return null;
  }
}

/** The document.cookie assignment that stores a choice for 365 days. */
export function preferencesCookie(preferences: CookiePreferences, secure: boolean): string {
  const value = encodeURIComponent(JSON.stringify({ essential: true, analytics: preferences.analytics, marketing: preferences.marketing }));
  return `${CONSENT_COOKIE}=${value}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** undefined: not read yet (server render); null: undecided; otherwise the visitor's choice. */
export const $cookiePreferences = atom<CookiePreferences | null | undefined>(undefined);

/** Reads the stored choice into the store; called once in the browser. */
export function loadPreferences(): CookiePreferences | null {
  const stored = readPreferences(document.cookie);
  $cookiePreferences.set(stored);
  return stored;
}

export function savePreferences(preferences: CookiePreferences): void {
  document.cookie = preferencesCookie(preferences, location.protocol === 'https:');
  $cookiePreferences.set({ ...preferences, essential: true });
}

/** Whether the preferences dialog is open: from the banner, or later from the cookie policy page. */
export const $preferencesOpen = atom(false);

export function openCookiePreferences(): void {
  $preferencesOpen.set(true);
}
