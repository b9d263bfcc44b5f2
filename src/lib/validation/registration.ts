import type { FieldCode } from '../errors.ts';
import { z } from 'zod';
import { DEFAULT_PHONE_COUNTRY_CODE, email, noControlCharacters, phoneCountryCode, phoneNumber, text, TEXT_LIMITS, typeError, withNationalPhone } from './common.ts';
import { currentPassword, newPassword } from './password.ts';

/** The field codes the sign-in form can show. */
export const LOGIN_FIELD_CODES = ['required', 'too_long', 'invalid', 'invalid_email', 'invalid_characters'] as const satisfies readonly FieldCode[];

/** The field codes the registration form can show. */
export const REGISTRATION_FIELD_CODES = [
  ...LOGIN_FIELD_CODES,
  'phone_digits',
  'invalid_country_code',
  'weak_password',
  'passwords_mismatch',
] as const satisfies readonly FieldCode[];

/** The registration number the form sends in its hidden field (SPEC §3, §9). */
export const DEFAULT_REGISTRATION_NUMBER = '2025';

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
      registrationNumber: z
        .string({ error: 'invalid_type' })
        .regex(/^[0-9A-Za-z-]{1,30}$/, { error: 'invalid_format' })
        .default(DEFAULT_REGISTRATION_NUMBER),
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
