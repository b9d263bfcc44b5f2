/**
 * The shop's languages, as one table (ADR 0001, ADR 0018): everything that differs by language
 * (direction, Intl formatting, the address prefix, hreflang, Open Graph, the language switch, the
 * localized fields of records) is derived from it. A language is a row here plus its dictionary
 * folder (docs/new-language.md); the default one lives at the root of the site, the others under
 * their prefix.
 */
import type { SiteFontVariable } from '../styles/fonts.ts';

/**
 * The languages the shop's own content is typed in by the admin: product, category and photo-alt
 * columns (`nameEn`, `nameAr`…) and the parts of the maintenance message, in this order. A new UI
 * language reads one of them (its row's `content`); a new content language is a migration and an
 * editor field per text, like a new product field.
 */
export const CONTENT_LANGUAGES = ['en', 'ar'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

interface LocaleInfo {
  /** Text direction of the page. */
  dir: 'ltr' | 'rtl';
  /** BCP 47 tag for Intl formatting (Saudi conventions in every language). */
  intl: string;
  /** Where its pages live: '' for the default language, '/ar' for Arabic. */
  prefix: '' | `/${string}`;
  /** Open Graph's og:locale. */
  ogLocale: string;
  /** The language's name in itself, for the language switch. */
  nativeName: string;
  /** Intl tag of dates written out in a page's text (the policies' "last updated"); always Gregorian (ADR 0021). */
  dateIntl: string;
  /** The digits every number of the language is written in, identifiers aside (ADR 0021). */
  numberingSystem: 'latn' | 'arab';
  /** How an amount in riyals reads (ADR 0021): the currency's word and on which side of the amount it stands. */
  currency: { word: string; position: 'before' | 'after' };
  /** The font face whose files the page preloads (src/styles/fonts.ts). */
  fontVariable: SiteFontVariable;
  /** Which of the content languages its pages show (`localized(product, 'name', locale)` reads that column). */
  content: ContentLanguage;
}

export const LOCALE_TABLE = {
  en: {
    dir: 'ltr',
    intl: 'en-SA',
    prefix: '',
    ogLocale: 'en_SA',
    nativeName: 'English',
    dateIntl: 'en-US',
    numberingSystem: 'latn',
    currency: { word: 'SAR', position: 'before' },
    fontVariable: '--font-inter',
    content: 'en',
  },
  ar: {
    dir: 'rtl',
    intl: 'ar-SA',
    prefix: '/ar',
    ogLocale: 'ar_SA',
    nativeName: 'العربية',
    dateIntl: 'ar-SA',
    numberingSystem: 'arab',
    currency: { word: 'ريال', position: 'after' },
    fontVariable: '--font-plex-arabic',
    content: 'ar',
  },
} as const satisfies Record<string, LocaleInfo>;

export type Locale = keyof typeof LOCALE_TABLE;
export const LOCALES = Object.keys(LOCALE_TABLE) as readonly Locale[];
export const DEFAULT_LOCALE: Locale = 'en';

/** Where the visitor's explicit language choice is kept (localStorage and a cookie of the same name). */
export const LANGUAGE_STORAGE_KEY = 'lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(LOCALE_TABLE, value);
}

export const dir = (locale: Locale): 'ltr' | 'rtl' => LOCALE_TABLE[locale].dir;

/** BCP 47 tag for Intl formatting: Saudi conventions in every language. */
export const intlLocale = (locale: Locale): string => LOCALE_TABLE[locale].intl;

/** The languages a page offers besides its own (the language switch). */
export const otherLocales = (locale: Locale): Locale[] => LOCALES.filter((l) => l !== locale);

/** The locale whose prefix begins the path, if any: "/ar/about" → ar, "/about" → the default. */
function prefixedLocale(pathname: string): Locale | null {
  for (const locale of LOCALES) {
    const { prefix } = LOCALE_TABLE[locale];
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return locale;
  }
  return null;
}

/** Splits a pathname into its locale and the locale-free path ("/ar/about" → ar, "/about"). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const locale = prefixedLocale(pathname);
  const path = locale ? pathname.slice(LOCALE_TABLE[locale].prefix.length) : pathname;
  return { locale: locale ?? DEFAULT_LOCALE, path: withoutTrailingSlash(path) || '/' };
}

/** `/about/` → `/about` (a query or fragment kept): pre-rendered pages' own addresses end with a slash. */
const withoutTrailingSlash = (path: string): string => path.replace(/(.)\/+(?=$|[?#])/, '$1');

/**
 * The canonical form of an address that ends with a slash (`/about/` → `/about`), or null when it
 * is canonical already: the site root and each language's home (`/ar/`) keep theirs.
 */
export function canonicalPathname(pathname: string): string | null {
  if (!pathname.endsWith('/') || pathname === '/') return null;
  const { locale, path } = splitLocale(pathname);
  const canonical = localizePath(path, locale);
  return canonical === pathname ? null : canonical;
}

/** The same page in the given locale: localizePath("/products?x=1", "ar") → "/ar/products?x=1". */
export function localizePath(path: string, locale: Locale): string {
  const { path: bare } = splitLocale(path.startsWith('/') ? path : `/${path}`);
  const { prefix } = LOCALE_TABLE[locale];
  if (!prefix) return bare;
  return bare === '/' ? `${prefix}/` : `${prefix}${bare}`;
}

/**
 * The route parameter of a page file shared by every language (`src/pages/[...locale]/…`): the
 * default language has none, the others their prefix without its slash.
 */
export const localeParam = (locale: Locale): string | undefined => LOCALE_TABLE[locale].prefix.slice(1) || undefined;

/** The locale a `[...locale]` parameter names, or null for anything else (an unknown prefix is a 404). */
export function localeFromParam(param: string | undefined): Locale | null {
  return LOCALES.find((locale) => localeParam(locale) === param) ?? null;
}

/** The content language a locale's pages show. */
export const contentLanguage = (locale: Locale): ContentLanguage => LOCALE_TABLE[locale].content;

/** A record's field in every content language: `nameEn`, `nameAr`… (the suffix is the language, capitalized). */
type Suffixed<K extends string> = `${K}${Capitalize<ContentLanguage>}`;
type FieldBase<T> = { [P in keyof T & string]: P extends `${infer K}${Capitalize<ContentLanguage>}` ? K : never }[keyof T & string];
/** The fields of T that exist in every content language. */
export type LocalizedField<T> = { [K in FieldBase<T>]: [Suffixed<K>] extends [keyof T] ? K : never }[FieldBase<T>];

const suffix = (language: ContentLanguage) => `${language.charAt(0).toUpperCase()}${language.slice(1)}`;

/** A record's field in the page's language: localized(product, 'name', 'ar') → product.nameAr (a locale without content of its own reads its row's `content`). */
export function localized<T extends object, K extends LocalizedField<T>>(record: T, field: K, locale: Locale): T[Suffixed<K> & keyof T] {
  return (record as Record<string, unknown>)[`${field}${suffix(contentLanguage(locale))}`] as T[Suffixed<K> & keyof T];
}
