import { LOCALES, localeParam } from './locales.ts';

/**
 * getStaticPaths of a pre-rendered page served in every language from one file
 * (`src/pages/[...locale]/about.astro` → /about and /ar/about): one path per row of the locale table.
 */
export function localeStaticPaths() {
  return LOCALES.map((locale) => ({ params: { locale: localeParam(locale) } }));
}
