import { assertComplete, dictionaries, type MessageKey } from './messages.ts';
import type { Locale } from './locales.ts';
import { createT, type Translate } from './format.ts';

// Islands import these from './format.ts' directly: this module pulls in every dictionary.
export { createT, interpolate, plural, type Params, type Translate } from './format.ts';

let checked = false;

export function useTranslations(locale: Locale): Translate {
  if (!checked) {
    assertComplete(dictionaries.ar);
    checked = true;
  }
  return createT(dictionaries[locale]);
}

/**
 * What an island needs, no more: every message under a namespace given with its dot
 * (`'catalogue.'`), and single keys given whole (`'common.cancel'`, `...errorKeys(codes)`).
 */
export function pickMessages(locale: Locale, wanted: readonly string[]): Partial<Record<MessageKey, string>> {
  const all = dictionaries[locale];
  const picked = (key: string) => wanted.some((w) => (w.endsWith('.') ? key.startsWith(w) : key === w));
  return Object.fromEntries(Object.entries(all).filter(([key]) => picked(key))) as Partial<Record<MessageKey, string>>;
}
