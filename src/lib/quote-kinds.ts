/**
 * The kinds of quote request (SPEC §2 "Quote modals"). Kept apart from the schemas in
 * validation/quote so that what only needs the names (the dialog host on every page) does not
 * bring the validation library with it.
 */
export const PRODUCT_QUOTE_KINDS = ['standard', 'wholesale', 'official'] as const;
/** The kinds a quote dialog sends (one product, or none). */
export const DIALOG_QUOTE_KINDS = [...PRODUCT_QUOTE_KINDS, 'custom', 'home_lift'] as const;
/** `list`: one request with many lines, sent from the quote list page (issue 23), not a dialog. */
export const QUOTE_KINDS = [...DIALOG_QUOTE_KINDS, 'list'] as const;
export type QuoteKind = (typeof QUOTE_KINDS)[number];
export type DialogQuoteKind = (typeof DIALOG_QUOTE_KINDS)[number];
export type ProductQuoteKind = (typeof PRODUCT_QUOTE_KINDS)[number];

export const isProductQuoteKind = (kind: string): kind is ProductQuoteKind => (PRODUCT_QUOTE_KINDS as readonly string[]).includes(kind);
