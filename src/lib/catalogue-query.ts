import { z } from 'zod';
import { MAX_OFFSET, PAGE_SIZE_FIRST, PAGE_SIZE_MORE } from './catalogue.ts';
import { normalizeSearch, SEARCH_ACCEPTED_LENGTH } from './search.ts';
import { CATEGORY_PARAM, categoryParam } from './categories.ts';

/**
 * Query of GET /api/products (kept apart from catalogue.ts so islands that only need the
 * catalogue's constants and types do not ship zod). Unknown category slugs simply match nothing.
 */

export const productListQuerySchema = z.object({
  // A slug, an earlier slug of a renamed category, or SPEC's literal form (`keys-&-locks`).
  // Spaced or cased by hand ("Door Motors") reads as its hyphenated form, as the address bar does.
  category: z.string().max(1000, { error: 'invalid_slug' }).transform((value) => categoryParam(value) ?? '').pipe(z.string().regex(CATEGORY_PARAM, { error: 'invalid_slug' })).optional(),
  // The search is sanitised rather than refused: stripped characters never matched anything, and
  // the query is cut (a pasted label of 10,000 characters searches its start, issue 23).
  q: z.string().max(SEARCH_ACCEPTED_LENGTH, { error: 'too_big' }).transform(normalizeSearch).optional(),
  filter: z.enum(['sale'], { error: 'invalid_filter' }).optional(),
  offset: z.coerce.number({ error: 'invalid_number' }).int({ error: 'invalid_number' }).min(0, { error: 'too_small' }).max(MAX_OFFSET, { error: 'too_big' }).default(0),
  limit: z.coerce.number({ error: 'invalid_number' }).int({ error: 'invalid_number' }).min(1, { error: 'too_small' }).max(PAGE_SIZE_MORE, { error: 'too_big' }).default(PAGE_SIZE_FIRST),
});

export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** Query of GET /api/search/suggest (issue 23): what is being typed, sanitised like the search. */
export const suggestQuerySchema = z.object({
  q: z.string().max(SEARCH_ACCEPTED_LENGTH, { error: 'too_big' }).default('').transform(normalizeSearch),
});
