import { describe, expect, it } from 'vitest';
import { assertComplete, dictionaries } from './messages.ts';
import { LOCALES } from './locales.ts';
import { localizeDigits } from '../lib/format.ts';

const { en, ar } = dictionaries;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('dictionaries', () => {
  it('Arabic has every English key, no other key, and no empty value', () => {
    expect(() => assertComplete(ar)).not.toThrow();
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
  });

  it('the completeness check names what is missing, extra or empty', () => {
    const { 'nav.home': _dropped, ...rest } = ar;
    expect(() => assertComplete({ ...rest, 'nav.bogus': 'x', 'nav.about': ' ' })).toThrow(/Missing: nav\.home; extra: nav\.bogus; empty: nav\.about/);
  });

  it('every translation keeps the placeholders of its English text (Arabic one/two plural forms may spell the number out)', () => {
    const mismatched = Object.keys(en).filter((key) => {
      const source = placeholders(en[key as keyof typeof en]);
      const target = placeholders(ar[key as keyof typeof ar]);
      if (target.some((name) => !source.includes(name))) return true;
      return !/\.(zero|one|two)$/.test(key) && source.join() !== target.join();
    });
    expect(mismatched).toEqual([]);
  });

  it("every value writes its numbers in its language's digits (ADR 0021), codes like AC380V aside", () => {
    for (const locale of LOCALES) {
      const wrong = Object.entries(dictionaries[locale]).filter(([, value]) => localizeDigits(value, locale) !== value);
      expect(wrong, locale).toEqual([]);
    }
  });

  it('writes no amount itself: the formatter names the currency next to a number (and ر.س nowhere)', () => {
    const amount = /ر\.س|[0-9٠-٩}]\s*(SAR|ريال)|(SAR|ريال)\s*[0-9٠-٩{]/;
    for (const locale of LOCALES) {
      const written = Object.entries(dictionaries[locale]).filter(([, value]) => amount.test(value));
      expect(written, locale).toEqual([]);
    }
  });

  it('no Arabic value is English left untranslated', () => {
    // Latin is allowed for codes, units and acronyms inside Arabic text (COP/LOP, AC380V, ZZD2-210),
    // never for words or sentences.
    const untranslated = Object.values(ar).filter((value) => {
      const text = value.replace(/\{\w+\}/g, '');
      const words = (text.match(/[A-Za-z][A-Za-z0-9-]*/g) ?? []).filter((token) => !/[0-9]/.test(token) && token !== token.toUpperCase());
      const hasArabic = /[\u0600-\u06FF]/.test(text);
      return (!hasArabic && words.length > 0) || /[A-Za-z]{2,}(?:\s+[A-Za-z]{2,}){2,}/.test(text);
    });
    expect(untranslated).toEqual([]);
  });
});
