import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createT } from '#i18n/format';
import { dictionaries } from '#i18n/messages';
import { LOCALES } from '#i18n/locales';
import { localizeDigits } from '#lib/format';
import { FIGURE_FILES, figureLabels } from './figure-labels.ts';

const texts = (svg: string) => [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!);
const read = (file: string, locale: string) => readFileSync(new URL(`../../assets/images/home-lift/${file}.${locale}.svg`, import.meta.url), 'utf8');

describe("the home-lift drawings read in the page's language", () => {
  for (const locale of LOCALES) {
    const t = createT(dictionaries[locale]);
    it.each(FIGURE_FILES)(`%s.${locale}.svg shows the dictionary's words and the language's digits`, (file) => {
      const shown = texts(read(file, locale));
      expect(shown).toEqual(figureLabels(file, locale, t));
      for (const label of shown) expect(localizeDigits(label, locale)).toBe(label);
    });
  }

  it.each(FIGURE_FILES)('%s: the Arabic drawing has no Latin letter and sets its text right to left', (file) => {
    const svg = read(file, 'ar');
    expect(texts(svg).join(' ')).not.toMatch(/[A-Za-z]/);
    if (/[\u0621-\u064a]/.test(texts(svg).join(' '))) expect(svg).toContain('direction="rtl"');
  });

  it.each(FIGURE_FILES)('%s: the languages differ only in their words (same drawing, same size)', (file) => {
    const shape = (svg: string) => svg.replace(/<text\b[^>]*>[^<]*<\/text>/g, '<text/>').replace(/\s(font-family|font-size|direction)="[^"]*"/g, '');
    expect(shape(read(file, 'ar'))).toBe(shape(read(file, 'en')));
  });
});
