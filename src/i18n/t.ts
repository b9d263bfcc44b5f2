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

/** The messages whose keys start with one of the prefixes: what an island needs, no more. */
export function pickMessages(locale: Locale, prefixes: readonly string[]): Partial<Record<MessageKey, string>> {
  const all = dictionaries[locale];
  return Object.fromEntries(
    Object.entries(all).filter(([key]) => prefixes.some((p) => key.startsWith(p))),
  ) as Partial<Record<MessageKey, string>>;
}
