// npx tsx scripts/subset-fonts.ts: writes src/styles/font-files/, the site's font files (ADR 0017).
// Each is an @fontsource file cut by HarfBuzz's subsetter (subset-font) to the code points of its
// family's unicode-range in src/styles/fonts.ts, keeping the OpenType features the family's `cut`
// names (those a browser applies by itself: for Arabic, joining forms, ligatures, marks) and the
// glyphs they reach, and dropping hinting where it says so (ADR 0035). Run it again after changing
// a range, a weight or the @fontsource version, and commit the files; unit tests check that each
// file holds exactly its range and shapes the site's text as the whole typeface does. Each
// family's licence is copied beside its files.
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';
import { codePointsOf, FONT_SOURCES, WEIGHTS } from '../src/styles/fonts.ts';

const root = new URL('..', import.meta.url);
for (const family of Object.values(FONT_SOURCES)) {
  // The Open Font License travels with every modified copy of the font.
  copyFileSync(new URL(family.license.source, root), new URL(family.license.file, root));
  const text = String.fromCodePoint(...codePointsOf(family.range));
  for (const weight of WEIGHTS) {
    const source = readFileSync(new URL(family.source(weight), root));
    const subset = await subsetFont(source, text, { targetFormat: 'woff2', ...family.cut });
    writeFileSync(new URL(family.file(weight), root), subset);
    console.log(`${family.file(weight)}: ${(source.length / 1000).toFixed(1)} KB → ${(subset.length / 1000).toFixed(1)} KB`);
  }
}
