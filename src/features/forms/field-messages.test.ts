import { describe, expect, it } from 'vitest';
import { createT } from '#i18n/t';
import { dictionaries } from '#i18n/messages';
import { translateFieldErrors } from './field-messages.ts';

describe('quote and contact field messages', () => {
  it('word every code the shared schemas give in both languages, never a raw code', () => {
    for (const locale of ['en', 'ar'] as const) {
      const t = createT(dictionaries[locale]);
      const generic = t('quotes.validation.invalid');
      const codes = ['required', 'too_long', 'invalid_email', 'invalid_characters', 'phone_digits', 'invalid_phone', 'invalid_country_code', 'invalid_quantity'];
      const messages = translateFieldErrors(t, Object.fromEntries(codes.map((code) => [code, code])));
      for (const code of codes) {
        expect(messages[code], `${locale} ${code}`).toBeTruthy();
        expect(messages[code], `${locale} ${code}`).not.toBe(generic);
      }
      expect(translateFieldErrors(t, { f: 'made_up' }).f).toBe(generic);
    }
  });
});
