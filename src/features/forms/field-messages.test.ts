import { describe, expect, it } from 'vitest';
import { createT } from '#i18n/t';
import { dictionaries } from '#i18n/messages';
import { translateFieldErrors } from './field-messages.ts';

describe('quote and contact field messages', () => {
  it('word every code the shared schemas and the photo checks give in both languages, never a raw code', () => {
    for (const locale of ['en', 'ar'] as const) {
      const t = createT(dictionaries[locale]);
      const generic = t('quotes.validation.invalid');
      const codes = ['required', 'too_long', 'invalid_email', 'invalid_characters', 'phone_digits', 'invalid_phone', 'invalid_country_code', 'invalid_quantity'];
      // The server's refusals of attached photos (src/server/images/uploads.ts) and the browser's own.
      const photoCodes = ['image_type', 'image_unreadable', 'image_too_large', 'too_many_images', 'too_many_pixels', 'too_many_pixels_total'];
      codes.push(...photoCodes);
      const messages = translateFieldErrors(t, Object.fromEntries(codes.map((code) => [code, code])));
      for (const code of codes) {
        expect(messages[code], `${locale} ${code}`).toBeTruthy();
        expect(messages[code], `${locale} ${code}`).not.toBe(generic);
      }
      expect(translateFieldErrors(t, { f: 'made_up' }).f).toBe(generic);
    }
  });
});
