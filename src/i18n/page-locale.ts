import { DEFAULT_LOCALE, isLocale, type Locale } from './locales.ts';

/**
 * The language of the page being rendered: Astro's i18n routing reads it from the address
 * (`/ar/…` → ar), whichever page file serves it. Every component and view asks this, never
 * `Astro.currentLocale` with a cast.
 */
export function pageLocale(astro: { currentLocale: string | undefined }): Locale {
  return isLocale(astro.currentLocale) ? astro.currentLocale : DEFAULT_LOCALE;
}
