import type { fontProviders } from 'astro/config';

/**
 * The site's two typefaces, self-hosted through Astro's Fonts API (ADR 0017): two weights, regular
 * for text and semibold for headings, labels and buttons (a phone downloads every face a page shows
 * before the text is first painted), each cut by scripts/subset-fonts.ts to the characters its
 * pages draw with it: Latin (basic Latin, Latin-1 and general punctuation: everything the
 * dictionaries and the seed data contain) from Inter for English pages; Arabic, and the few Latin
 * characters an Arabic page shows, from IBM Plex Sans Arabic (ADR 0035). Astro copies the files
 * into /_astro/fonts/ (hashed, cached for a year) and writes the @font-face rules, a size-adjusted
 * local fallback for Inter and the preload links.
 */
export const WEIGHTS = [400, 600] as const;

/** The ranges of @fontsource's "latin" subset files. */
const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/**
 * The Latin an Arabic page shows: SKUs and part numbers, e-mail addresses and telephone numbers,
 * the "English" link, the punctuation and quotation marks of the Arabic dictionaries (… – « » ©)
 * and the footer's separator (·). Arabic pages take it from IBM Plex Sans Arabic's own Latin, in
 * the same file as the Arabic: as a cut of Inter of its own, it was two more files on every Arabic
 * page (the full stop of its sentences asked for one), and a slow phone's largest paint waited for
 * them (ADR 0035, update of stop 43). A rarer Latin character there comes from Inter's file.
 */
const ARABIC_PAGE_LATIN_RANGE = 'U+0021-007E,U+00A9,U+00AB,U+00B7,U+00BB,U+00D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2026';

/**
 * The letters, marks, digits and signs of Arabic as written in the Gulf: the Arabic block up to the
 * superscript alef (U+0600-0670), the letters Gulf Arabic borrows for foreign sounds and names
 * (پ چ ژ ڤ ک گ ی), the Persian digits, the presentation forms of Arabic letters that text copied
 * from a PDF carries, the joiners and direction marks, and the space and the no-break space: Arabic
 * text takes its word spaces from the Arabic face. Left out (ADR 0035, narrowing ADR 0017): the
 * other Persian, Urdu and African letters of the block and the Supplement and Extended blocks, 9 KB
 * a weight that every Arabic page paid before its first paint; such a letter is drawn by the
 * system's Arabic font.
 */
export const ARABIC_RANGE =
  'U+0020,U+00A0,U+0600-0670,U+067E,U+0686,U+0698,U+06A4,U+06A9,U+06AF,U+06CC,U+06F0-06F9,U+200C-200F,U+2010-2011,U+204F,U+2E41,U+FE70-FE74,U+FE76-FEFC';

/** A system font that stands in for a web font until it arrives, by the full names local() matches. */
export interface LocalStandIn {
  /** Its name in the font stack: the local family's own, or the Arabic stand-in's it is installed beside. */
  family: string;
  /** The face for 400. */
  regular: string;
  /** The face for 600 (the nearest most systems have). */
  bold: string;
}

/**
 * Local fonts that stand in for the part of a family that draws one script, each scaled to it on
 * the site's own text in that script (`sample`: the dictionaries of that language, cut to `range`,
 * which their faces claim), or on its digits. A family drawing two scripts has a set for each,
 * under the same stand-in names: the Arabic stand-ins have next to no Latin, and with Plex's "0"
 * drawn by one scaled on Arabic, `ch` (the width of "0", that lines are measured by) was a tenth
 * narrower until Plex arrived, and /ar/about's hero re-wrapped as it came.
 */
export interface StandInSet {
  range: string;
  sample: 'en' | 'ar' | 'digits';
  standIns: LocalStandIn[];
}

/** Linux's DejaVu Sans, which draws both scripts: a stand-in for Inter, for Plex's Arabic and for its Latin. */
const DEJAVU_SANS: LocalStandIn = { family: 'DejaVu Sans', regular: 'DejaVu Sans', bold: 'DejaVu Sans Bold' };

/** Linux desktops' sans-serif fonts, which Astro's own scaled fallbacks (Windows, Apple, Android) leave out. */
const LATIN_STAND_INS: LocalStandIn[] = [
  { family: 'Noto Sans', regular: 'Noto Sans Regular', bold: 'Noto Sans Bold' },
  DEJAVU_SANS,
  { family: 'Liberation Sans', regular: 'Liberation Sans', bold: 'Liberation Sans Bold' },
];

/**
 * The Latin installed beside each Arabic stand-in (Debian's and Android's Noto Arabic faces come
 * with Noto Sans; DejaVu Sans has its own), under that Arabic stand-in's name: a font stack names
 * each stand-in once, in the <head> of every page, and two more names there cost the filtered
 * Arabic catalogue 0.3 kB of its first answer (brotli at a CDN's quality).
 */
const LATIN_BESIDE_ARABIC: LocalStandIn[] = [
  { family: 'Noto Sans Arabic', regular: 'Noto Sans Regular', bold: 'Noto Sans Bold' },
  { family: 'Noto Naskh Arabic', regular: 'Noto Sans Regular', bold: 'Noto Sans Bold' },
  DEJAVU_SANS,
];

/**
 * The OpenType features a browser applies to Latin text by itself (kerning, ligatures, contextual
 * alternates, marks) and the tabular figures the site's prices and counters ask for
 * (`font-variant-numeric: tabular-nums`). Inter's other features (stylistic sets, character
 * variants, fractions…) are a fifth of its file and no page uses them (ADR 0035).
 */
const LATIN_FEATURES = ['kern', 'liga', 'clig', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'tnum'];

/**
 * The OpenType features a browser applies to Arabic text by itself: the joining forms (isol, init,
 * medi, fina and their variants), the required and standard ligatures (lam-alef), contextual
 * alternates, mark and cursive positioning and kerning (HarfBuzz's Arabic shaper, which Chromium
 * uses). Plex's others (access-all-alternates, discretionary ligatures, stylistic sets, fractions,
 * superscripts…) are only ever applied when a stylesheet asks for them, which the site's never
 * does, and they were 13–14% of each Arabic file (ADR 0035, update of stop 45); a unit test
 * shapes every Arabic string of the dictionaries with the cut and with the whole typeface and
 * finds the same glyphs in the same places.
 */
const ARABIC_FEATURES = ['ccmp', 'locl', 'isol', 'init', 'medi', 'med2', 'fina', 'fin2', 'fin3', 'rlig', 'calt', 'liga', 'clig', 'mset', 'rclt', 'stch', 'kern', 'mark', 'mkmk', 'curs', 'dist', 'abvm', 'blwm'];

/** One family: where each weight's complete script file comes from, the range kept, and the subset's name. */
export interface FontSource {
  family: string;
  range: string;
  /**
   * How scripts/subset-fonts.ts cuts it besides the range: the OpenType features kept (all when
   * absent) and whether the TrueType hinting goes (ADR 0035).
   */
  cut: { keepFeatures?: string[]; noHinting?: boolean };
  /** The typeface's file of a weight, in node_modules, relative to the project. */
  source: (weight: number) => string;
  /** The subset written by scripts/subset-fonts.ts, relative to the project. */
  file: (weight: number) => string;
  /** The typeface's licence (SIL Open Font License), copied beside the subsets it allows. */
  license: { source: string; file: string };
  /**
   * Local fonts scaled to this family by scripts/font-fallbacks.ts, so text keeps its lines when
   * the web font arrives: a set for each script the family draws.
   */
  standIns: StandInSet[];
}

/** The folder and file names of @expo-google-fonts' weights. */
const PLEX_STYLE_NAMES: Record<number, string> = { 400: '400Regular', 600: '600SemiBold' };

export const FONT_SOURCES = {
  inter: {
    family: 'Inter',
    range: LATIN_RANGE,
    cut: { keepFeatures: LATIN_FEATURES },
    source: (w) => `node_modules/@fontsource/inter/files/inter-latin-${w}-normal.woff2`,
    file: (w) => `src/styles/font-files/inter-latin-${w}.woff2`,
    license: { source: 'node_modules/@fontsource/inter/LICENSE', file: 'src/styles/font-files/inter-LICENSE.txt' },
    standIns: [{ range: LATIN_RANGE, sample: 'en', standIns: LATIN_STAND_INS }],
  },
  plexArabic: {
    family: 'IBM Plex Sans Arabic',
    range: `${ARABIC_RANGE},${ARABIC_PAGE_LATIN_RANGE}`,
    // The features browsers apply to Arabic; no hinting: a quarter of the file, used only by
    // Windows at small sizes on low-resolution screens (phones and Macs ignore it).
    cut: { keepFeatures: ARABIC_FEATURES, noHinting: true },
    // The whole typeface as Google Fonts builds it (the build @fontsource splits by script, whose
    // Arabic file has no Latin); IBM's own package runs a telemetry script when installed.
    source: (w) => `node_modules/@expo-google-fonts/ibm-plex-sans-arabic/${PLEX_STYLE_NAMES[w]}/IBMPlexSansArabic_${PLEX_STYLE_NAMES[w]}.ttf`,
    file: (w) => `src/styles/font-files/ibm-plex-sans-arabic-${w}.woff2`,
    license: { source: 'node_modules/@expo-google-fonts/ibm-plex-sans-arabic/LICENSE_FONT', file: 'src/styles/font-files/ibm-plex-sans-arabic-LICENSE.txt' },
    standIns: [
      {
        range: ARABIC_RANGE,
        sample: 'ar',
        // Android's and Linux's Arabic fonts. Astro scales fallbacks by the width of Latin letters,
        // which says nothing about Arabic, so every Arabic stand-in is measured here.
        standIns: [
          { family: 'Noto Sans Arabic', regular: 'Noto Sans Arabic Regular', bold: 'Noto Sans Arabic Bold' },
          { family: 'Noto Naskh Arabic', regular: 'Noto Naskh Arabic Regular', bold: 'Noto Naskh Arabic Bold' },
          DEJAVU_SANS,
        ],
      },
      // The Latin of Arabic pages is mostly numbers (SKUs, part and phone numbers), and an Arabic
      // page's lines are measured by Plex's "0": scaled on Plex's digits, they keep their length.
      { range: ARABIC_PAGE_LATIN_RANGE, sample: 'digits', standIns: LATIN_BESIDE_ARABIC },
    ],
  },
} satisfies Record<string, FontSource>;

/** The family name of a stand-in's scaled faces (src/styles/font-fallbacks.css). */
export const standInFamily = (source: FontSource, standIn: LocalStandIn) => `${source.family} fallback: ${standIn.family}`;

/** A family's stand-ins as a font stack names them: each once, in the order of its sets. */
const standInFamilies = (source: FontSource) => [...new Set(source.standIns.flatMap((set) => set.standIns.map((standIn) => standInFamily(source, standIn))))];

/** The code points of a CSS unicode-range ("U+0020,U+0600-06FF"). */
export function codePointsOf(range: string): number[] {
  return range.split(',').flatMap((part) => {
    const [first, last = first] = part.trim().replace(/^U\+/i, '').split('-') as [string, string?];
    const start = Number.parseInt(first, 16);
    const end = Number.parseInt(last, 16);
    return Array.from({ length: end - start + 1 }, (_, i) => start + i);
  });
}

type LocalProvider = ReturnType<typeof fontProviders.local>;
type Variants = NonNullable<Parameters<LocalProvider['resolveFont']>[0]['options']>['variants'];

/** One face per weight, from the family's subset files. */
function variants({ file, range }: FontSource): Variants {
  const [first, ...rest] = WEIGHTS.map((weight) => ({ weight, style: 'normal' as const, src: [`./${file(weight)}`] as [string], unicodeRange: [range] as [string] }));
  return [first!, ...rest];
}

/** The CSS variables of the site's faces; each language names the one whose body text it preloads (src/i18n/locales.ts). */
export const SITE_FONT_VARIABLES = ['--font-inter', '--font-plex-arabic'] as const;
export type SiteFontVariable = (typeof SITE_FONT_VARIABLES)[number];

export function siteFonts(local: LocalProvider) {
  return [
    {
      name: FONT_SOURCES.inter.family,
      cssVariable: '--font-inter' satisfies SiteFontVariable,
      provider: local,
      // A generic last: Astro adds faces of the common system fonts (Segoe UI, Roboto, Helvetica
      // Neue, Arial…) scaled to Inter's metrics in front of this list, so text keeps its width and
      // lines when Inter arrives; our measured Linux stand-ins follow them.
      fallbacks: [...standInFamilies(FONT_SOURCES.inter), 'system-ui'],
      options: { variants: variants(FONT_SOURCES.inter) },
    },
    {
      name: FONT_SOURCES.plexArabic.family,
      cssVariable: '--font-plex-arabic' satisfies SiteFontVariable,
      provider: local,
      // The measured Arabic stand-ins, no generic: the Arabic stack continues with Inter's
      // (global.css), which ends in system-ui.
      fallbacks: standInFamilies(FONT_SOURCES.plexArabic),
      options: { variants: variants(FONT_SOURCES.plexArabic) },
    },
  ];
}

/**
 * The face preloaded by Layout for each language: body text. Headings' weights come with the
 * stylesheet a moment later; preloading them too took the bandwidth of a phone on a slow network
 * from the stylesheets and the largest picture: Lighthouse mobile on /ar/home-lift went from 95 to
 * 97 with one preload instead of two (ADR 0017).
 */
export const PRELOADED_WEIGHTS = [{ weight: 400 }];
