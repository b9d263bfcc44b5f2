import { describe, expect, it } from 'vitest';
import { ERROR_CODES, FIELD_CODES } from '#lib/errors';
import { createT } from './format.ts';
import { LOCALES } from './locales.ts';
import { dictionaries } from './messages.ts';
import { errorKeys, errorMessage, fieldError, fieldMessages } from './error-message.ts';
import type { errors as englishErrors } from './en/errors.ts';
import type { Translation } from './translation.ts';

describe('one error contract, one namespace of words', () => {
  it('has words for every refusal and field code in every language', () => {
    for (const locale of LOCALES) {
      const t = createT(dictionaries[locale]);
      for (const code of [...ERROR_CODES, ...FIELD_CODES]) {
        const words = errorMessage(t, code, { max: '5' });
        expect(words, `${locale} ${code}`).not.toMatch(/errors\.|\{max\}/);
        expect(words.trim().length, `${locale} ${code}`).toBeGreaterThan(0);
      }
    }
  });

  it('reads a value that is no code, or a code whose words the island was not given, as "check this field"', () => {
    const t = createT(dictionaries.en);
    expect(errorMessage(t, 'made_up')).toBe('Please check this field.');
    expect(errorMessage(t, undefined)).toBe('Please check this field.');
    const island = createT({ 'errors.invalid': 'Please check this field.' });
    expect(errorMessage(island, 'sku_taken')).toBe('Please check this field.');
  });

  it('gives each field its own limit, and no words to a field without an error', () => {
    const t = createT(dictionaries.ar);
    const words = fieldMessages(t, { name: 'too_long', email: 'invalid_email' }, (field) => ({ max: field === 'name' ? '١٠٠' : '٢٥٤' }));
    expect(words.name).toBe('النص طويل: ١٠٠ حرف كحد أقصى.');
    expect(words.email).toBe(dictionaries.ar['errors.invalid_email']);
    expect(fieldError(t, undefined)).toBeNull();
    expect(errorKeys(['required', 'too_long'])).toEqual(['errors.required', 'errors.too_long']);
  });

  it('does not compile a language that lacks words for a code', () => {
    const { 'errors.sku_taken': _dropped, ...withoutOne } = dictionaries.ar as unknown as Translation<typeof englishErrors>;
    // @ts-expect-error: 'errors.sku_taken' is missing, so this is not a translation of the namespace.
    const incomplete: Translation<typeof englishErrors> = withoutOne;
    expect(incomplete).toBeDefined();
  });
});
