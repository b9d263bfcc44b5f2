import type { ImageMetadata } from 'astro';
import type { Locale } from '#i18n/locales';
import type { FigureFile } from './figure-labels.ts';

// Every drawing in every language, through Astro's image pipeline (hashed, cached for a year: ADR 0017).
const FILES = import.meta.glob<{ default: ImageMetadata }>('../../assets/images/home-lift/*.svg', { eager: true });

/** The drawing in the page's language; a language without its file fails the build. */
export function figure(file: FigureFile, locale: Locale): ImageMetadata {
  const found = FILES[`../../assets/images/home-lift/${file}.${locale}.svg`];
  if (!found) throw new Error(`No ${locale} drawing ${file} in src/assets/images/home-lift`);
  return found.default;
}
