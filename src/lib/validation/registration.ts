import type { FieldCode } from '../errors.ts';
import { z } from 'zod';
import { DEFAULT_PHONE_COUNTRY_CODE, email, formLocale, noControlCharacters, phoneCountryCode, phoneNumber, text, TEXT_LIMITS, typeError, withNationalPhone } from './common.ts';
import { currentPassword, newPassword } from './password.ts';
import { toLatinDigits } from '../digits.ts';
import { crNumber } from './business-ids.ts';

/** The field codes the sign-in form can show. */
export const LOGIN_FIELD_CODES = ['required', 'too_long', 'invalid', 'invalid_email', 'invalid_characters'] as const satisfies readonly FieldCode[];

/** The field codes the registration form can show. */
export const REGISTRATION_FIELD_CODES = [
  ...LOGIN_FIELD_CODES,
  'phone_digits',
  'invalid_country_code',
  'weak_password',
  'passwords_mismatch',
  'invalid_cr_number',
  'vat_number_digits',
  'invalid_locale',
] as const satisfies readonly FieldCode[];

/**
 * The buyer's business numbers (issue 20): the Commercial Registration number, 10 digits and
 * required (stored in company_profiles.registration_number, where SPEC's fixed "2025" stays for
 * accounts made before), and the VAT number, optional. A buyer may be registered in any country of
 * the phone list, so the VAT number is only held to the 15 digits every GCC VAT number has (a
 * Saudi one also begins and ends with 3; the shop's own number is checked by that stricter rule).
 */
export const CR_NUMBER_DIGITS = 10;
export const VAT_NUMBER_DIGITS = 15;
const VAT_NUMBER_PATTERN = new RegExp(`^[0-9]{${VAT_NUMBER_DIGITS}}$`);

/** Arabic-Indic digits as 0-9, and the spaces or dashes typed to group the digits dropped: as the field cleans them while typed. */
export const businessNumberAsTyped = (value: string, most: number): string => toLatinDigits(value).replace(/[^0-9]/g, '').slice(0, most);

/** Optional: empty (or left out) is no VAT number (null); otherwise exactly 15 digits. */
export const buyerVatNumber = z
  .string({ error: typeError })
  .max(40, { error: 'too_long' })
  .transform((value) => toLatinDigits(value).replace(/[\s-]/g, ''))
  .refine((value) => value === '' || VAT_NUMBER_PATTERN.test(value), { error: 'vat_number_digits' })
  .transform((value) => value || null);

/**
 * Business registration (SPEC §5): the form and POST /api/auth/register parse the same schema.
 * Unknown fields are refused (`unknown_field`), so nothing unexpected reaches the database.
 */
export const registrationSchema = z
  .strictObject(
    {
      companyName: text(TEXT_LIMITS.company),
      contactPerson: text(TEXT_LIMITS.contactPerson),
      email,
      phoneCountryCode: phoneCountryCode.default(DEFAULT_PHONE_COUNTRY_CODE),
      phone: phoneNumber,
      password: newPassword,
      confirmPassword: z.string({ error: typeError }).max(256, { error: 'too_long' }).pipe(noControlCharacters),
      city: text(TEXT_LIMITS.city),
      country: text(TEXT_LIMITS.country),
      crNumber,
      vatNumber: buyerVatNumber.nullish().transform((value) => value ?? null),
      /** The page's language: the shop's e-mails to the buyer are written in it (issue 21). */
      locale: formLocale,
    },
    { error: typeError },
  )
  .check((ctx) => {
    if (ctx.value.confirmPassword !== ctx.value.password) {
      ctx.issues.push({ code: 'custom', message: 'passwords_mismatch', path: ['confirmPassword'], input: ctx.value.confirmPassword });
    }
  })
  .transform(withNationalPhone);

export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;

/** Sign-in (POST /api/auth/login). */
export const loginSchema = z.strictObject({ email, password: currentPassword }, { error: typeError });
export type LoginInput = z.infer<typeof loginSchema>;
