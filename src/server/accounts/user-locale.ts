import { DEFAULT_LOCALE, isLocale, type Locale } from '#i18n/locales';

/** The language stored for a user (`users.locale`), or the default one if it is no longer offered. */
export const localeOf = (stored: string | null | undefined): Locale => (stored && isLocale(stored) ? stored : DEFAULT_LOCALE);
