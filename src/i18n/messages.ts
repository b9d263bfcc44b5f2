import type { Locale } from './locales.ts';
import { en } from './en/index.ts';
import { ar } from './ar/index.ts';

export type Messages = typeof en;
export type MessageKey = keyof Messages;
/** A locale's dictionary: the same keys as English, every value a string. */
export type Dictionary = { readonly [K in MessageKey]: string };

export const dictionaries: Record<Locale, Dictionary> = { en, ar };

/**
 * Everything a locale's dictionary says, its placeholders ({count}, {name}…) left out: the text the
 * site's fonts draw, which scripts/font-fallbacks.ts scales the stand-ins on and
 * src/styles/font-shaping.test.ts sets.
 */
export const dictionaryText = (locale: Locale): string =>
  Object.values(dictionaries[locale])
    .join(' ')
    .replace(/\{[^}]*\}/g, ' ');

/**
 * Fails loudly when a locale lacks a key, has one English does not, or leaves one empty.
 * Runs on the first server-side translation (every page render), so a gap fails the build
 * rather than the customer. Not called at module level: islands that import the translation
 * helpers must not pull every dictionary into the browser.
 */
export function assertComplete(dictionary: Record<string, string>, reference: Record<string, string> = en): void {
  const missing = Object.keys(reference).filter((k) => !(k in dictionary));
  const extra = Object.keys(dictionary).filter((k) => !(k in reference));
  const empty = Object.keys(dictionary).filter((k) => typeof dictionary[k] !== 'string' || dictionary[k].trim() === '');
  if (missing.length || extra.length || empty.length) {
    throw new Error(`Dictionary incomplete. Missing: ${missing.join(', ') || '-'}; extra: ${extra.join(', ') || '-'}; empty: ${empty.join(', ') || '-'}`);
  }
}
