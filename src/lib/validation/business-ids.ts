import { z } from 'zod';
import { toLatinDigits } from '../digits.ts';
import { typeError } from './common.ts';

/**
 * Saudi business identifiers (issue 20, 22): the Commercial Registration number is 10 digits; the
 * VAT registration number (ZATCA) 15 digits, the first and the last a 3. Arabic-Indic digits, as
 * an Arabic keyboard types them, are read as 0-9; spaces typed to group the digits are dropped.
 * Shared by every form that takes one (the company details, and the buyer's registration).
 */
export const CR_NUMBER_PATTERN = /^[0-9]{10}$/;
export const VAT_NUMBER_PATTERN = /^3[0-9]{13}3$/;

const digitsAsTyped = () =>
  z
    .string({ error: typeError })
    .max(40, { error: 'too_long' })
    .transform((value) => toLatinDigits(value).replace(/[\s-]/g, ''));

export const crNumber = digitsAsTyped().pipe(z.string().min(1, { error: 'required' }).regex(CR_NUMBER_PATTERN, { error: 'invalid_cr_number' }));
export const vatNumber = digitsAsTyped().pipe(z.string().min(1, { error: 'required' }).regex(VAT_NUMBER_PATTERN, { error: 'invalid_vat_number' }));
