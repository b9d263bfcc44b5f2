import { z } from 'zod';
import { MAX_PRODUCT_ID, noControlCharacters, quantity, typeError } from './validation/common.ts';

/**
 * Issue 23, the quote list (ADR 0032): products and numbers a buyer collects across pages and
 * sends as one request. The browser keeps it (src/features/quote-list/), a signed-in buyer's
 * account keeps it too (PUT /api/account/quote-list), and POST /api/quotes sends it as a `list`
 * request whose lines are checked here and again against the catalogue on the server.
 */

/** A request's lines at most: a long tender fits, and the admin's quotation still reads as one document. */
export const QUOTE_LIST_MAX_LINES = 200;
/** A requested number as typed (a line the catalogue did not know): longer is not a part number. */
export const REQUESTED_NUMBER_MAX = 100;

/** What the list shows of a product: no price (the list is the same for every viewer). */
export interface QuoteListProduct {
  id: number;
  sku: string;
  partNumber: string;
  nameEn: string;
  nameAr: string;
  /** The main photo's storage key, or null. */
  image: string | null;
}

/** One line: a catalogue product, or a number the catalogue did not know (sent as a custom line). */
export type QuoteListLine = { product: QuoteListProduct; quantity: number } | { requested: string; quantity: number };

export const isProductLine = (line: QuoteListLine): line is { product: QuoteListProduct; quantity: number } => 'product' in line;

const productId = z.number({ error: 'invalid_product' }).int({ error: 'invalid_product' }).positive({ error: 'invalid_product' }).max(MAX_PRODUCT_ID, { error: 'invalid_product' });
const requested = z
  .string({ error: typeError })
  .pipe(noControlCharacters)
  .transform((value) => value.replace(/\s+/g, ' ').trim())
  .pipe(z.string().min(1, { error: 'required' }).max(REQUESTED_NUMBER_MAX, { error: 'too_long' }));

/** A line as it crosses the wire: a product by id, or the requested number; each with its quantity. */
export const quoteListLineSchema = z.union([z.strictObject({ productId, quantity }), z.strictObject({ requested, quantity })], { error: 'invalid' });
export type QuoteListLineInput = z.output<typeof quoteListLineSchema>;

export const quoteListLinesSchema = z
  .array(quoteListLineSchema, { error: typeError })
  .max(QUOTE_LIST_MAX_LINES, { error: 'too_many_lines' });

/** PUT /api/account/quote-list: the whole list, replacing the saved one (an empty list clears it). */
export const savedQuoteListSchema = z.strictObject({ lines: quoteListLinesSchema }, { error: typeError });

/** What a line sends: its product's id or the number asked for, and the quantity. */
export const lineInput = (line: QuoteListLine): QuoteListLineInput =>
  isProductLine(line) ? { productId: line.product.id, quantity: line.quantity } : { requested: line.requested, quantity: line.quantity };
