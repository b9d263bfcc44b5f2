import { readFileSync } from 'node:fs';
import { Blob, Buffer, Face, Font, shape } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { decompress } from 'wawoff2';
import { dictionaryText } from '#i18n/messages';
import { codePointsOf, FONT_SOURCES, WEIGHTS, type FontSource } from './fonts.ts';

// A family's files are cut to the OpenType features a browser applies by itself (scripts/subset-fonts.ts,
// ADR 0035). HarfBuzz (Chromium's shaper) sets every word of the site's dictionaries in the cut and
// in the whole typeface: the same outlines in the same places, or a feature the site's text needs
// was cut away.

const root = new URL('../../', import.meta.url);
/** The language whose dictionaries a family draws: the one its stand-ins are scaled on. */
const languageOf = (family: FontSource) => family.standIns.map((set) => set.sample).find((sample) => sample !== 'digits')!;

/** A font file, decompressed, as HarfBuzz sets it (its blob and face held: HarfBuzz's memory for them goes with the last reference). */
async function fontOf(path: string): Promise<{ blob: Blob; face: Face; font: Font }> {
  const file = readFileSync(new URL(path, root));
  const sfnt = file.subarray(0, 4).toString('latin1') === 'wOF2' ? await decompress(file) : file;
  const blob = new Blob(new Uint8Array(sfnt));
  const face = new Face(blob, 0);
  return { blob, face, font: new Font(face) };
}

/** The words of a language's dictionaries that the family draws whole (each once; placeholders left out). */
function wordsOf(family: FontSource, language: 'en' | 'ar'): string[] {
  const range = new Set(codePointsOf(family.range));
  const words = dictionaryText(language)
    .split(/\s+/)
    .filter((word) => word !== '' && [...word].every((char) => range.has(char.codePointAt(0)!)));
  return [...new Set(words)];
}

/** A word as set: each glyph's outline and position, in font units. */
function setting(font: Font, word: string, language: string): string[] {
  const buffer = new Buffer();
  buffer.addText(word);
  buffer.guessSegmentProperties();
  buffer.setLanguage(language);
  shape(font, buffer);
  return buffer
    .getGlyphInfosAndPositions()
    .map(({ codepoint, xAdvance, xOffset, yOffset }) => `${font.glyphToPath(codepoint)} @${xAdvance},${xOffset},${yOffset}`);
}

describe('site font files are set like the whole typeface (scripts/subset-fonts.ts)', () => {
  for (const [key, family] of Object.entries(FONT_SOURCES)) {
    const language = languageOf(family);
    for (const weight of WEIGHTS) {
      it(`${key} ${weight} sets every word of the ${language} dictionaries as the typeface does`, async () => {
        // One after the other: two files decompressed at once (wawoff2) corrupt each other.
        const whole = await fontOf(family.source(weight));
        const cut = await fontOf(family.file(weight));
        const words = wordsOf(family, language);
        expect(words.length).toBeGreaterThan(500);
        const differing = words.filter((word) => setting(cut.font, word, language).join('|') !== setting(whole.font, word, language).join('|'));
        expect(differing).toEqual([]);
      });
    }
  }
});
