/** The shop's two languages. English is the default and lives at the root; Arabic under /ar/. */
export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Where the visitor's explicit language choice is kept (localStorage and a cookie of the same name). */
export const LANGUAGE_STORAGE_KEY = 'lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function dir(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/** BCP 47 tag for Intl formatting: Saudi conventions in both languages. */
export function intlLocale(locale: Locale): string {
  return locale === 'ar' ? 'ar-SA' : 'en-SA';
}

export function otherLocale(locale: Locale): Locale {
  return locale === 'ar' ? 'en' : 'ar';
}

/** Splits a pathname into its locale and the locale-free path ("/ar/about" → ar, "/about"). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/ar(\/|$)/.exec(pathname);
  if (!match) return { locale: 'en', path: pathname || '/' };
  return { locale: 'ar', path: pathname.slice(3) || '/' };
}

/** The same page in the given locale: localizePath("/products?x=1", "ar") → "/ar/products?x=1". */
export function localizePath(path: string, locale: Locale): string {
  const { path: bare } = splitLocale(path.startsWith('/') ? path : `/${path}`);
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === '/' ? '/ar/' : `/ar${bare}`;
}
