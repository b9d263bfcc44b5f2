import { z } from 'zod';
import { sanitizeText } from '../sanitize.ts';
import { DEFAULT_LOCALE, LOCALES } from '../../i18n/locales.ts';
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
 * What no form field may hold, because PostgreSQL refuses it or a reader is deceived by it: NUL and
 * the other C0 control characters (tab and line breaks allowed), the C1 controls (U+0080-U+009F),
 * and the bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069) that
 * make a product name display reversed. The marks U+200E/U+200F stay: Arabic text needs them.
 */
// Matching control characters is this pattern's whole purpose.
// eslint-disable-next-line no-control-regex
export const NO_CONTROL_CHARACTERS = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]*$/;

/**
 * A field's characters: well-formed Unicode (a lone surrogate is stored as U+FFFD by PostgreSQL
 * but refused by the embedded database, so it is refused here for both) and none of the above.
 */
export function plainCharacters(schema: z.ZodString): z.ZodString {
  return schema.refine((value) => value.isWellFormed(), { error: 'invalid_characters', abort: true }).regex(NO_CONTROL_CHARACTERS, { error: 'invalid_characters' });
}
export const noControlCharacters = plainCharacters(z.string());

/** A text field: sanitised (script tags, javascript:, inline handlers removed), trimmed, then checked. */
export function text(max: number, { required = true }: { required?: boolean } = {}) {
  const base = z.string({ error: typeError }).pipe(noControlCharacters).transform(sanitizeText);
  return required
    ? base.pipe(z.string().min(1, { error: 'required' }).max(max, { error: 'too_long' }))
    : base.pipe(z.string().max(max, { error: 'too_long' }));
}

export const email = plainCharacters(z.string({ error: typeError }))
  .trim()
  .toLowerCase()
  .pipe(z.string().min(1, { error: 'required' }).max(TEXT_LIMITS.email, { error: 'too_long' }).pipe(z.email({ error: 'invalid_email' })));

/** The language a form was sent from (a page's): the shop's answers to the sender are in it. */
export const formLocale = z.enum(LOCALES, { error: 'invalid_locale' }).default(DEFAULT_LOCALE);

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

/** Product ids are PostgreSQL `integer`s: a larger number names no product and must not reach a query. */
export const MAX_PRODUCT_ID = 2_147_483_647;

/** Quantity: a whole number of at least 1 (forms send numbers; query strings and FormData send text). */
export const quantity = z.coerce
  .number({ error: 'invalid_quantity' })
  .int({ error: 'invalid_quantity' })
  .min(1, { error: 'invalid_quantity' })
  .max(1_000_000, { error: 'invalid_quantity' });

/** The instants a stored date-time may name: past the ends, a timestamp is a typing slip, and PostgreSQL refuses some of them. */
export const DATE_TIME_RANGE = { from: Date.UTC(2000, 0, 1), to: Date.UTC(9999, 0, 1) } as const;

/**
 * An ISO 8601 date-time with an offset, as PostgreSQL's timestamptz takes it: a real offset (at
 * most ±15:59, PostgreSQL's own bound; a larger one is a 22009 failure) and an instant within
 * DATE_TIME_RANGE (year 0000 does not exist for PostgreSQL: 22008).
 */
export const dateTime = z
  .iso.datetime({ offset: true, error: 'invalid_date' })
  .refine(
    (value) => {
      const offset = /([+-])(\d{2}):?(\d{2})$/.exec(value);
      if (offset && (Number(offset[2]) > 15 || Number(offset[3]) > 59)) return false;
      const instant = Date.parse(value);
      return instant >= DATE_TIME_RANGE.from && instant < DATE_TIME_RANGE.to;
    },
    { error: 'invalid_date' },
  );
