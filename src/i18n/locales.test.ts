import { describe, expect, it } from 'vitest';
import { canonicalPathname, CONTENT_LANGUAGES, contentLanguage, LOCALES, localized, localizePath, splitLocale } from './locales.ts';

describe('addresses', () => {
  it('reads the language and the path without a trailing slash, query kept', () => {
    expect(splitLocale('/ar/about/')).toEqual({ locale: 'ar', path: '/about' });
    expect(splitLocale('/about/?x=1')).toEqual({ locale: 'en', path: '/about?x=1' });
    expect(splitLocale('/ar/')).toEqual({ locale: 'ar', path: '/' });
    expect(localizePath('/about/', 'ar')).toBe('/ar/about');
  });

  it('names the canonical form of an address ending with a slash, and none for the homes', () => {
    expect(canonicalPathname('/about/')).toBe('/about');
    expect(canonicalPathname('/ar/products/10001307/')).toBe('/ar/products/10001307');
    expect(canonicalPathname('/ar/about//')).toBe('/ar/about');
    for (const canonical of ['/', '/ar/', '/about', '/ar/about', '/ar']) expect(canonicalPathname(canonical)).toBeNull();
  });
});

describe('content languages', () => {
  const product = { nameEn: 'Door Operator Motor', nameAr: 'محرك مشغل الباب' };

  it('every language reads one of the columns the admin types', () => {
    for (const locale of LOCALES) expect(CONTENT_LANGUAGES).toContain(contentLanguage(locale));
  });

  it("picks a record's field by the language's content column, not by the language's own code", () => {
    for (const locale of LOCALES) {
      const column = contentLanguage(locale) === 'ar' ? product.nameAr : product.nameEn;
      expect(localized(product, 'name', locale)).toBe(column);
    }
  });

  it('each content language is read by some language of the site', () => {
    expect(new Set(LOCALES.map(contentLanguage))).toEqual(new Set(CONTENT_LANGUAGES));
  });
});
