import { z } from 'zod';
import { toLatinDigits } from '../digits.ts';
import type { FieldCode } from '../errors.ts';
import { TIME_OF_DAY } from '../business-hours.ts';
import { WEEKDAYS } from '../company.ts';
import { crNumber, vatNumber } from './business-ids.ts';
import { email, plainCharacters, text, typeError } from './common.ts';

/**
 * The company details screen (PUT /api/admin/company): the form and the server parse this same
 * schema; every field is required, unknown fields are refused, and the edit names the version it
 * was loaded at (a stale one is a 409). The database repeats these checks
 * (db/migrations/2026-11-25T1100-company-details-and-inbox-search.ts).
 */
export const COMPANY_LIMITS = { phone: 30, address: 200, legalName: 150 } as const;

/** The field codes the screen can show. */
export const COMPANY_FIELD_CODES = [
  'required',
  'invalid_type',
  'invalid_value',
  'too_long',
  'invalid_characters',
  'invalid_email',
  'invalid_phone',
  'invalid_whatsapp_number',
  'invalid_cr_number',
  'invalid_vat_number',
  'invalid_time',
  'closes_before_opens',
] as const satisfies readonly FieldCode[];

/** A phone as people write it: a leading +, digits, spaces, hyphens and brackets; 8 to 15 digits. */
const companyPhone = plainCharacters(z.string({ error: typeError }))
  .transform((value) => toLatinDigits(value).trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, { error: 'required' })
      .max(COMPANY_LIMITS.phone, { error: 'too_long' })
      .refine((value) => /^\+?[0-9 ()-]+$/.test(value) && /^[0-9]{8,15}$/.test(value.replace(/\D/g, '')), { error: 'invalid_phone' }),
  );

/**
 * The chat number: digits with the country code (wa.me wants nothing else). A written plus, spaces
 * and hyphens are dropped; a leading 0 is a national number without its country code.
 */
const whatsappNumber = z
  .string({ error: typeError })
  .max(COMPANY_LIMITS.phone, { error: 'too_long' })
  .transform((value) => toLatinDigits(value).replace(/[\s+()-]/g, ''))
  .pipe(z.string().min(1, { error: 'required' }).regex(/^[1-9][0-9]{7,14}$/, { error: 'invalid_whatsapp_number' }));

const timeOfDay = z.string({ error: typeError }).transform(toLatinDigits).pipe(z.string().min(1, { error: 'required' }).regex(TIME_OF_DAY, { error: 'invalid_time' }));

const weekday = z.enum(WEEKDAYS, { error: (issue) => (issue.input === undefined ? 'required' : 'invalid_value') });

export const businessHoursSchema = z
  .strictObject({ firstDay: weekday, lastDay: weekday, opens: timeOfDay, closes: timeOfDay }, { error: typeError })
  .check((ctx) => {
    // "HH:MM" strings order as the times do; a malformed one has its own complaint already.
    const { opens, closes } = ctx.value;
    if (TIME_OF_DAY.test(opens) && TIME_OF_DAY.test(closes) && closes <= opens) ctx.issues.push({ code: 'custom', message: 'closes_before_opens', path: ['closes'], input: ctx.value.closes });
  });

export const companyDetailsSchema = z.strictObject(
  {
    phone: companyPhone,
    salesEmail: email,
    supportEmail: email,
    whatsappNumber,
    addressEn: text(COMPANY_LIMITS.address),
    addressAr: text(COMPANY_LIMITS.address),
    legalNameEn: text(COMPANY_LIMITS.legalName),
    legalNameAr: text(COMPANY_LIMITS.legalName),
    crNumber,
    vatNumber,
    hours: businessHoursSchema,
  },
  { error: typeError },
);

/** The edit: the details, and the version they were loaded at (0 while the first values are shown). */
export const companyUpdateSchema = companyDetailsSchema.extend({
  version: z.number({ error: typeError }).int({ error: 'invalid_type' }).min(0, { error: 'invalid_type' }).max(2_147_483_647, { error: 'invalid_type' }),
});

export type CompanyUpdate = z.infer<typeof companyUpdateSchema>;
export type CompanyUpdateInput = z.input<typeof companyUpdateSchema>;
