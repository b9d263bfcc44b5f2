import { z } from 'zod';
import { LOCALES } from '../../i18n/locales.ts';
import { toLatinDigits } from '../digits.ts';
import { SKU_PATTERN } from '../catalogue.ts';
import { quantity, text, typeError } from '../validation/common.ts';
import { BASIS_POINTS, decimalToHalalas, withinMaximum } from './totals.ts';
import { MAX_QUOTATION_LINES, QUOTATION_TEXT_LIMITS } from './types.ts';

/**
 * The admin's quotation (PUT /api/admin/quotes/:id/quotation, the draft; POST …/send): checked the
 * same way in the editor and on the server. Amounts travel as decimal strings as typed ("12.50",
 * "10" percent) and become integers here: halalas and basis points.
 */

/** The largest unit price: 9,999,999.99 riyals. */
export const MAX_UNIT_PRICE_HALALAS = 999_999_999;

const price = z
  .string({ error: typeError })
  .transform((value) => toLatinDigits(value).trim())
  .transform((value, ctx) => {
    if (value === '') {
      ctx.issues.push({ code: 'custom', message: 'required', input: value });
      return z.NEVER;
    }
    if (/^-/.test(value)) {
      ctx.issues.push({ code: 'custom', message: 'negative_price', input: value });
      return z.NEVER;
    }
    if (/^\d+\.\d{3,}$/.test(value)) {
      ctx.issues.push({ code: 'custom', message: 'too_many_decimals', input: value });
      return z.NEVER;
    }
    const halalas = decimalToHalalas(value);
    if (halalas === null) {
      ctx.issues.push({ code: 'custom', message: 'invalid_price', input: value });
      return z.NEVER;
    }
    if (halalas > MAX_UNIT_PRICE_HALALAS) {
      ctx.issues.push({ code: 'custom', message: 'price_too_large', input: value });
      return z.NEVER;
    }
    return halalas;
  });

/** A discount in percent with up to two decimals ("0" to "100"), as basis points. */
const discount = z
  .string({ error: typeError })
  .transform((value) => toLatinDigits(value).trim() || '0')
  .transform((value, ctx) => {
    if (/^-/.test(value)) {
      ctx.issues.push({ code: 'custom', message: 'negative_discount', input: value });
      return z.NEVER;
    }
    const hundredths = decimalToHalalas(value);
    if (hundredths === null) {
      ctx.issues.push({ code: 'custom', message: 'invalid_number', input: value });
      return z.NEVER;
    }
    if (hundredths > BASIS_POINTS) {
      ctx.issues.push({ code: 'custom', message: 'discount_over_100', input: value });
      return z.NEVER;
    }
    return hundredths;
  });

/** A quantity, refusing a negative one with its own code. */
const lineQuantity = z.preprocess((value) => (typeof value === 'string' ? toLatinDigits(value).trim() : value), quantity);

const identifier = z
  .string({ error: typeError })
  .transform((value) => value.trim())
  .pipe(z.union([z.literal(''), z.string().max(QUOTATION_TEXT_LIMITS.sku, { error: 'too_long' }).regex(SKU_PATTERN, { error: 'invalid_sku' })]));

export const quotationLineSchema = z.strictObject(
  {
    productId: z.number({ error: 'invalid_product' }).int({ error: 'invalid_product' }).positive({ error: 'invalid_product' }).nullable().default(null),
    sku: identifier.default(''),
    partNumber: text(QUOTATION_TEXT_LIMITS.sku, { required: false }).default(''),
    description: text(QUOTATION_TEXT_LIMITS.description),
    unitPrice: price,
    quantity: lineQuantity,
    discountPercent: z.string({ error: typeError }).default('0').pipe(discount),
    leadTime: text(QUOTATION_TEXT_LIMITS.leadTime, { required: false }).default(''),
  },
  { error: typeError },
);

/** A calendar day, YYYY-MM-DD; "not in the past" is checked against Riyadh's today by the service. */
const day = z.iso.date({ error: 'invalid_date' });

export const quotationDraftSchema = z.strictObject(
  {
    locale: z.enum(LOCALES, { error: 'invalid_locale' }),
    validUntil: day,
    deliveryTerms: text(QUOTATION_TEXT_LIMITS.deliveryTerms, { required: false }).default(''),
    notes: text(QUOTATION_TEXT_LIMITS.notes, { required: false }).default(''),
    lines: z
      .array(quotationLineSchema, { error: typeError })
      .min(1, { error: 'lines_required' })
      .max(MAX_QUOTATION_LINES, { error: 'too_big' }),
  },
  { error: typeError },
).check((ctx) => {
  const amounts = ctx.value.lines.map((line) => ({ unitPriceHalalas: line.unitPrice, quantity: line.quantity, discountBp: line.discountPercent }));
  if (!withinMaximum(amounts)) ctx.issues.push({ code: 'custom', message: 'price_too_large', path: ['lines'], input: ctx.value.lines });
});
export type QuotationDraftInput = z.input<typeof quotationDraftSchema>;
export type QuotationDraft = z.output<typeof quotationDraftSchema>;

/** The buyer's answer: accept or decline with an optional note, or ask for a change (note required). */
export const quotationResponseSchema = z.discriminatedUnion(
  'action',
  [
    z.strictObject({ action: z.literal('accept'), note: text(QUOTATION_TEXT_LIMITS.responseNote, { required: false }).default('') }),
    z.strictObject({ action: z.literal('decline'), note: text(QUOTATION_TEXT_LIMITS.responseNote, { required: false }).default('') }),
    z.strictObject({ action: z.literal('change'), note: text(QUOTATION_TEXT_LIMITS.responseNote) }),
  ],
  { error: 'invalid_value' },
);
export type QuotationResponse = z.output<typeof quotationResponseSchema>;

/** The admin's search for a line to add: a SKU or a part number. */
export const quotationProductSearchSchema = z.strictObject({ q: text(50) });
