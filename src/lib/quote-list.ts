/**
 * Issue 23, the quote list (ADR 0032): products and numbers a buyer collects across pages and
 * sends as one request. The browser keeps it (src/features/quote-list/), a signed-in buyer's
 * account keeps it too (PUT /api/account/quote-list), and POST /api/quotes sends it as a `list`
 * request whose lines are checked by validation/quote-list.ts and against the catalogue on the server.
 * No validation library here: the store on every product card imports this file.
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

/** A line as it crosses the wire (checked by validation/quote-list.ts): a product by id, or the number asked for. */
export type QuoteListLineInput = { productId: number; quantity: number } | { requested: string; quantity: number };

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
