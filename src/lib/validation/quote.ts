import type { FieldCode } from '../errors.ts';
import { z } from 'zod';
import { email, formLocale, MAX_PRODUCT_ID, phoneCountryCode, phoneNumber, quantity, text, TEXT_LIMITS, withNationalPhone } from './common.ts';
import { PRODUCT_QUOTE_KINDS } from '../quote-kinds.ts';
import { quoteListLinesSchema } from './quote-list.ts';

/** The field codes a quote dialog can show: its schema's, the server's photo checks' and the browser's own. */
export const QUOTE_FIELD_CODES = [
  'required',
  'too_long',
  'invalid',
  'invalid_email',
  'invalid_characters',
  'phone_digits',
  'invalid_phone',
  'invalid_country_code',
  'invalid_quantity',
  'product_unavailable',
  'lines_required',
  'too_many_lines',
  'image_type',
  'image_unreadable',
  'image_too_large',
  'too_many_images',
  'too_many_pixels',
  'too_many_pixels_total',
] as const satisfies readonly FieldCode[];

/**
 * Quote requests (SPEC §5 "Quote forms"): the same schemas check the dialogs in the browser and
 * the body of POST /api/quotes on the server. Errors are codes; the dialogs translate them.
 */
/** Custom-quote photos: SPEC's stated 10 MB per file, now enforced, and a count a buyer needs. */
export const MAX_QUOTE_IMAGES = 5;
export const MAX_QUOTE_IMAGE_BYTES = 10 * 1024 * 1024;
/** A whole custom quote with photos: every photo at the byte limit, plus the form's own fields. */
export const MAX_QUOTE_REQUEST_BYTES = MAX_QUOTE_IMAGES * MAX_QUOTE_IMAGE_BYTES + 256 * 1024;
export const QUOTE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/heic', 'image/heif'] as const;

/**
 * Numbers arrive as numbers from JSON and as text from a multipart form; anything else
 * (booleans, arrays) is refused rather than coerced into a plausible value.
 */
const numberOrNumericText = (value: unknown) => (typeof value === 'number' || typeof value === 'string' ? value : Number.NaN);

const quoteQuantity = z.preprocess(numberOrNumericText, quantity);
const productId = z.preprocess(
  numberOrNumericText,
  z.coerce.number({ error: 'invalid_product' }).int({ error: 'invalid_product' }).positive({ error: 'invalid_product' }).max(MAX_PRODUCT_ID, { error: 'invalid_product' }),
);
const requestLocale = formLocale;

/** Who is asking: the same contact fields in every quote form. */
const whoFields = {
  company: text(TEXT_LIMITS.company),
  name: text(TEXT_LIMITS.name),
  email,
  phoneCountryCode,
  phone: phoneNumber,
  /** The page's language: the stored notes begin with a title line in it (see notes.ts). */
  locale: requestLocale,
};
/** A dialog's request: who asks, and how many. */
const contactFields = { ...whoFields, quantity: quoteQuantity };

const optionalNotes = text(TEXT_LIMITS.quoteNotes, { required: false }).default('');

export const productQuoteSchema = z.strictObject({
  kind: z.enum(PRODUCT_QUOTE_KINDS),
  productId,
  ...contactFields,
  notes: optionalNotes,
});

/** A custom request names no product, so the notes (what is needed) are required. */
export const customQuoteSchema = z.strictObject({
  kind: z.literal('custom'),
  ...contactFields,
  notes: text(TEXT_LIMITS.quoteNotes),
});

export const homeLiftQuoteSchema = z.strictObject({
  kind: z.literal('home_lift'),
  ...contactFields,
  notes: optionalNotes,
});

/** The quote list (issue 23): many lines, each with its own quantity; `lines.<i>.<field>` codes say which. */
export const listQuoteSchema = z.strictObject({
  kind: z.literal('list'),
  ...whoFields,
  lines: quoteListLinesSchema.min(1, { error: 'lines_required' }),
  notes: optionalNotes,
});

export const quoteRequestSchema = z
  .discriminatedUnion('kind', [productQuoteSchema, customQuoteSchema, homeLiftQuoteSchema, listQuoteSchema], { error: 'invalid_kind' })
  .transform(withNationalPhone);

export type QuoteRequest = z.output<typeof quoteRequestSchema>;
/** What a dialog's form holds before checking: text inputs, as typed. */
export type QuoteFormValues = Record<'company' | 'name' | 'email' | 'phoneCountryCode' | 'phone' | 'quantity' | 'notes', string>;
