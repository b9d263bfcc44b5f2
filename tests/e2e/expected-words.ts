import type { Locale } from '../../src/i18n/locales.ts';
import { test } from './fixtures.ts';

/**
 * Words a spec expects a page to show, per language. They are written out by hand on purpose (they
 * hold the dictionaries to SPEC's wording), so a new language has none until whoever writes its
 * dictionaries writes them too (docs/new-language.md). Until then its tests are skipped, saying
 * why, instead of the project failing to compile.
 */
export type ExpectedWords<T> = Partial<Record<Locale, T>>;

/** The spec's words in this language; skips the calling test when there are none yet. */
export function expectedIn<T>(words: ExpectedWords<T>, locale: Locale): T {
  const found = words[locale];
  test.skip(found === undefined, `No expected words in ${locale} in this spec yet (docs/new-language.md)`);
  return found!;
}
