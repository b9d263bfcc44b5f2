import { readFileSync } from 'node:fs';
import { fontace } from 'fontace';
import { describe, expect, it } from 'vitest';
import { codePointsOf, FONT_SOURCES, WEIGHTS } from './fonts.ts';

const root = new URL('../../', import.meta.url);
/** U+FFFF is no character: it closes every format 4 character map, and fontace reports it for some files. */
const NONCHARACTER = 0xffff;
const coverage = (path: string) =>
  new Set(fontace(readFileSync(new URL(path, root))).unicodeRangeArray.flatMap(codePointsOf).filter((codePoint) => codePoint !== NONCHARACTER));

describe('site font files (scripts/subset-fonts.ts)', () => {
  for (const [key, family] of Object.entries(FONT_SOURCES)) {
    for (const weight of WEIGHTS) {
      it(`${key} ${weight} holds every character of its unicode-range that the typeface has, and no other`, () => {
        const source = coverage(family.source(weight));
        const expected = codePointsOf(family.range)
          .filter((codePoint) => source.has(codePoint))
          .sort((a, b) => a - b);
        expect(expected.length).toBeGreaterThan(100);
        expect([...coverage(family.file(weight))].sort((a, b) => a - b)).toEqual(expected);
      });
    }
  }
});
