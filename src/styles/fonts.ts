import type { fontProviders } from 'astro/config';

/**
 * The site's two typefaces, self-hosted through Astro's Fonts API (ADR 0017): only the weights the
 * styles use and only the script subsets the pages need — Latin (basic Latin, Latin-1 and general
 * punctuation: everything the dictionaries and the seed data contain) from Inter, Arabic from
 * IBM Plex Sans Arabic. Astro copies the files into /_astro/fonts/ (hashed, cached for a year) and
 * writes the @font-face rules, a size-adjusted local fallback for Inter and the preload links.
 */
const WEIGHTS = [400, 600, 700] as const;

/** The ranges of @fontsource's "latin" subset files. */
const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/**
 * The ranges of @fontsource's "arabic" subset files, plus the space and the no-break space, which
 * those files also hold: Arabic text then takes its word spaces from the Arabic face, and an Arabic
 * page without Latin words downloads no Latin file.
 */
export const ARABIC_RANGE =
  'U+0020,U+00A0,U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC';

type LocalProvider = ReturnType<typeof fontProviders.local>;
type Variants = NonNullable<Parameters<LocalProvider['resolveFont']>[0]['options']>['variants'];

/** One face per weight: a file of node_modules/@fontsource/<family>/files, for the given ranges. */
function variants(file: (weight: number) => string, unicodeRange: string): Variants {
  const [first, ...rest] = WEIGHTS.map((weight) => ({ weight, style: 'normal' as const, src: [file(weight)] as [string], unicodeRange: [unicodeRange] as [string] }));
  return [first!, ...rest];
}

export function siteFonts(local: LocalProvider) {
  return [
    {
      name: 'Inter',
      cssVariable: '--font-inter',
      provider: local,
      // A generic last: Astro adds faces of the common system fonts (Segoe UI, Roboto, Helvetica
      // Neue, Arial…) scaled to Inter's metrics, so text keeps its width and lines when Inter arrives.
      fallbacks: ['system-ui'],
      options: { variants: variants((w) => `./node_modules/@fontsource/inter/files/inter-latin-${w}-normal.woff2`, LATIN_RANGE) },
    },
    {
      name: 'IBM Plex Sans Arabic',
      cssVariable: '--font-plex-arabic',
      provider: local,
      // No fallbacks here: the Arabic stack continues with Inter's (global.css), whose local
      // fallbacks end in system-ui.
      fallbacks: [],
      options: {
        variants: variants((w) => `./node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-${w}-normal.woff2`, ARABIC_RANGE),
      },
    },
  ];
}

/**
 * The face preloaded by Layout for each language: body text. Headings' weights come with the
 * stylesheet a moment later; preloading them too took the bandwidth of a phone on a slow network
 * from the stylesheets and the largest picture (Arabic faces are ~45 KB each): Lighthouse mobile on
 * /ar/home-lift went from 95 to 97 with one preload instead of two (ADR 0017).
 */
export const PRELOADED_WEIGHTS = [{ weight: 400 }];
