import { z } from 'zod';
import { QUOTE_LIST_MAX_LINES, REQUESTED_NUMBER_MAX, type QuoteListLineInput } from '../quote-list.ts';
import { MAX_PRODUCT_ID, noControlCharacters, quantity, typeError } from './common.ts';

/** The quote list's lines as POST /api/quotes (kind `list`) and PUT /api/account/quote-list check them (issue 23). */
const productId = z.number({ error: 'invalid_product' }).int({ error: 'invalid_product' }).positive({ error: 'invalid_product' }).max(MAX_PRODUCT_ID, { error: 'invalid_product' });
const requested = z
  .string({ error: typeError })
  .pipe(noControlCharacters)
  .transform((value) => value.replace(/\s+/g, ' ').trim())
  .pipe(z.string().min(1, { error: 'required' }).max(REQUESTED_NUMBER_MAX, { error: 'too_long' }));

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

