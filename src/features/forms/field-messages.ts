import type { FieldErrors } from '#lib/validation/field-errors';
import type { Translate } from '#i18n/format';
import type { MessageKey } from '#i18n/messages';

/**
 * Field-error codes (from the shared schemas or the server's `error.fields`) as translated
 * messages. Codes with no message of their own fall back to a generic one, never to the code.
 */
export function translateFieldErrors(t: Translate, errors: FieldErrors, params: Record<string, string | number> = {}): Record<string, string> {
  const known = new Set(Object.keys(VALIDATION_KEYS));
  return Object.fromEntries(
    Object.entries(errors).map(([field, code]) => [field, t(known.has(code) ? VALIDATION_KEYS[code as keyof typeof VALIDATION_KEYS] : 'quotes.validation.invalid', params)]),
  );
}

const VALIDATION_KEYS = {
  required: 'quotes.validation.required',
  too_long: 'quotes.validation.too_long',
  invalid_email: 'quotes.validation.invalid_email',
  invalid_characters: 'quotes.validation.invalid_characters',
  phone_digits: 'quotes.validation.phone_digits',
  invalid_phone: 'quotes.validation.invalid_phone',
  invalid_country_code: 'quotes.validation.invalid_country_code',
  invalid_quantity: 'quotes.validation.invalid_quantity',
  image_type: 'quotes.validation.image_type',
  image_unreadable: 'quotes.validation.image_unreadable',
  image_too_large: 'quotes.validation.image_too_large',
  too_many_images: 'quotes.validation.too_many_images',
  too_many_pixels: 'quotes.validation.too_many_pixels',
  too_many_pixels_total: 'quotes.validation.too_many_pixels_total',
} as const satisfies Record<string, MessageKey>;
