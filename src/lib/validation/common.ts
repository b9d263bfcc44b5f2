import { z } from 'zod';
import { sanitizeText } from '../sanitize.ts';
import { parsePhone, type ParsedPhone, type PhoneCountryCode, PHONE_COUNTRY_CODES } from './phone.ts';

/**
 * Field rules shared by every form (SPEC §5, §9). Errors are codes, never English: the UI maps
 * them to dictionary keys (`validation.<code>`), the API returns them in `error.fields`.
 */
export { DEFAULT_PHONE_COUNTRY_CODE, PHONE_COUNTRY_CODES, PHONE_DIGITS } from './phone.ts';

export const TEXT_LIMITS = {
  name: 100,
  company: 100,
  contactPerson: 100,
  city: 50,
  country: 50,
  quoteNotes: 1000,
  contactSubject: 200,
  contactMessage: 2000,
  contactPhone: 20,
  email: 254,
} as const;

/**
 * The code for a value of the wrong type: `required` when it is missing, `invalid_type` otherwise.
 * Zod only shows the input to an error function, so schemas pass this as `{ error: typeError }`.
 */
export const typeError = (issue: { input?: unknown }) => (issue.input === undefined ? 'required' : 'invalid_type');

/**
 * NUL and the other C0 control characters (tab and line breaks allowed) have no place in a form
 * field, and PostgreSQL refuses NUL in text: such input is a field error, never a failed write.
 */
// Matching control characters is this pattern's whole purpose.
// eslint-disable-next-line no-control-regex
export const NO_CONTROL_CHARACTERS = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;
export const noControlCharacters = z.string().regex(NO_CONTROL_CHARACTERS, { error: 'invalid_characters' });

/** A text field: sanitised (script tags, javascript:, inline handlers removed), trimmed, then checked. */
export function text(max: number, { required = true }: { required?: boolean } = {}) {
  const base = z.string({ error: typeError }).pipe(noControlCharacters).transform(sanitizeText);
  return required
    ? base.pipe(z.string().min(1, { error: 'required' }).max(max, { error: 'too_long' }))
    : base.pipe(z.string().max(max, { error: 'too_long' }));
}

export const email = z
  .string({ error: typeError })
  .regex(NO_CONTROL_CHARACTERS, { error: 'invalid_characters' })
  .trim()
  .toLowerCase()
  .pipe(z.string().min(1, { error: 'required' }).max(TEXT_LIMITS.email, { error: 'too_long' }).pipe(z.email({ error: 'invalid_email' })));

export const phoneCountryCode = z.enum(PHONE_COUNTRY_CODES, { error: 'invalid_country_code' });

/**
 * A phone number as people write it (see `parsePhone`): read into the nine national digits plus
 * the country code it carries, if any. A form's schema ends with `withNationalPhone`, which
 * stores the digits and lets a written code win over the selector.
 */
export const phoneNumber = z
  .string({ error: typeError })
  .pipe(noControlCharacters)
  .transform((value, ctx): ParsedPhone => {
    const parsed = parsePhone(value);
    if (parsed.ok) return parsed.phone;
    // `continue`: the form's own checks (passwords match) still run, as they do after any field error.
    ctx.issues.push({ code: 'custom', message: parsed.error, input: value, continue: true });
    return z.NEVER;
  });

type WithNationalPhone<T> = T extends { phone: ParsedPhone } ? Omit<T, 'phone' | 'phoneCountryCode'> & { phoneCountryCode: PhoneCountryCode; phone: string } : never;

/** The stored phone: the national digits, under the code written in the number or else the selected one. */
export function withNationalPhone<T extends { phone: ParsedPhone; phoneCountryCode: PhoneCountryCode }>(value: T): WithNationalPhone<T> {
  const stored = { ...value, phoneCountryCode: value.phone.countryCode ?? value.phoneCountryCode, phone: value.phone.digits };
  // TypeScript cannot follow a spread through the conditional type that keeps unions apart.
  return stored as unknown as WithNationalPhone<T>;
}

/** Quantity: a whole number of at least 1 (forms send numbers; query strings and FormData send text). */
export const quantity = z.coerce
  .number({ error: 'invalid_quantity' })
  .int({ error: 'invalid_quantity' })
  .min(1, { error: 'invalid_quantity' })
  .max(1_000_000, { error: 'invalid_quantity' });
