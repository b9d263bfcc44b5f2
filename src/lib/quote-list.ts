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

export type QuoteListLineInput = { productId: number; quantity: number } | { requested: string; quantity: number };

/**
 * A line as it crosses the wire: a product by id, or the requested number (exactly one of them),
 * with its quantity. One object rather than a union, so each field's code reaches the form.
 */
export const quoteListLineSchema = z
  .strictObject({ productId: productId.optional(), requested: requested.optional(), quantity }, { error: typeError })
  .transform((line, ctx): QuoteListLineInput => {
    if ((line.productId === undefined) === (line.requested === undefined)) {
      ctx.issues.push({ code: 'custom', message: line.productId === undefined ? 'required' : 'invalid', input: line, path: line.productId === undefined ? ['productId'] : [] });
      return z.NEVER;
    }
    return line.productId === undefined ? { requested: line.requested!, quantity: line.quantity } : { productId: line.productId, quantity: line.quantity };
  });

export const quoteListLinesSchema = z
  .array(quoteListLineSchema, { error: typeError })
  .max(QUOTE_LIST_MAX_LINES, { error: 'too_many_lines' });

/** PUT /api/account/quote-list: the whole list, replacing the saved one (an empty list clears it). */
export const savedQuoteListSchema = z.strictObject({ lines: quoteListLinesSchema }, { error: typeError });

/** What a line sends: its product's id or the number asked for, and the quantity. */
export const lineInput = (line: QuoteListLine): QuoteListLineInput =>
  isProductLine(line) ? { productId: line.product.id, quantity: line.quantity } : { requested: line.requested, quantity: line.quantity };

/**
 * A sent list request's line, as the admin's inbox, the quotation editor and the buyer's "My
 * requests" show it: the product as it was asked for (its id while it still exists), or the number
 * the catalogue did not know.
 */
export interface RequestedLine {
  productId: number | null;
  sku: string | null;
  partNumber: string | null;
  nameEn: string | null;
  nameAr: string | null;
  /** The number as the buyer typed it, for a line the catalogue did not know (then the rest is null). */
  requested: string | null;
  quantity: number;
}
