import { z } from 'zod';
import type { ProductPrefill } from './admin/product-prefill.ts';
import { foldText, partNumberKey } from './search-fold.ts';

/**
 * "What buyers could not find" (issue 23, ADR 0033): searches with no result, and unknown pasted
 * numbers, counted by term and day. Only the term as normalised here is kept: never the text as
 * typed, nor who typed it.
 */

/** How far back the dashboard looks, and how long the counts are kept (the retention sweep). */
export const SEARCH_MISS_WINDOW_DAYS = 30;
/** Shorter terms are noise (a stray letter pair), longer ones sentences rather than things to stock. */
export const SEARCH_MISS_TERM_MIN = 3;
export const SEARCH_MISS_TERM_MAX = 64;
/**
 * At most this many distinct terms start being counted a day; terms already counted that day keep
 * counting. A bot sending random terms fills today's allowance and no more (30 × 500 rows at most).
 */
export const SEARCH_MISS_NEW_TERMS_PER_DAY = 500;
/** The most terms one call counts (a pasted list); the rest of a longer list is not counted. */
export const SEARCH_MISS_TERMS_PER_CALL = 200;
export const SEARCH_MISS_TOP_MAX = 50;
export const SEARCH_MISS_TOP_DEFAULT = 20;

/** `number`: counted by its part number key, offered as a product's part number; `text`: words. */
export type SearchMissKind = 'number' | 'text';

export interface SearchMiss {
  term: string;
  kind: SearchMissKind;
  /** Searches with no result over the window. */
  searches: number;
}

/** Anything that is not a letter, a digit or a combining mark separates the words of a text term. */
const SEPARATORS = /[^\p{L}\p{N}\p{M}]+/gu;
const DIGIT = /\d/;
/** A word of letters only, four or more: a name ("door", "kone", "محرك"), which a part number is not. */
const NAME_WORD = /^\p{L}{4,}$/u;

/**
 * Whether folded text is a part number: a digit somewhere and no name-like word between its spaces.
 * "KM 9999-Z", "PN 594128", "ABCD-1234", "GAA26800AR1" are; "door motor 5kw" and "kone km9999"
 * are words. A stored term reads the same way again (a key is one word with a digit; a text term
 * keeps its digit-free or name-like words), so the kind is never stored.
 */
export function searchMissKind(folded: string): SearchMissKind {
  const words = folded.split(/\s+/);
  return DIGIT.test(folded) && !words.some((word) => NAME_WORD.test(word)) ? 'number' : 'text';
}

/**
 * The term a search with no result is counted under, or null when it is not counted. Folded as
 * the search folds (src/lib/search-fold.ts); a part number by its key ("KM 9999-Z", "km9999z" and
 * "P/N KM٩٩٩٩Z" are all "km9999z"), words by their folded text with punctuation as spaces ("Door
 * motor!" is "door motor"). Not counted: punctuation only, under 3 or over 64 characters.
 */
export function searchMissTerm(query: string): { term: string; kind: SearchMissKind } | null {
  const folded = foldText(query);
  const kind = searchMissKind(folded);
  const term = kind === 'number' ? partNumberKey(query) : folded.split(SEPARATORS).filter(Boolean).join(' ');
  if (term.length < SEARCH_MISS_TERM_MIN || term.length > SEARCH_MISS_TERM_MAX) return null;
  return { term, kind };
}

/** The distinct terms of many queries (a pasted list), in order, at most SEARCH_MISS_TERMS_PER_CALL. */
export function searchMissTerms(queries: readonly string[]): string[] {
  const terms = new Set<string>();
  for (const query of queries) {
    if (terms.size >= SEARCH_MISS_TERMS_PER_CALL) break;
    const found = searchMissTerm(query);
    if (found) terms.add(found.term);
  }
  return [...terms];
}

const ARABIC_LETTER = /\p{Script=Arabic}/u;

/** How a term is shown: a part number's key in capitals ("KM9999Z"), words as folded. */
export const missLabel = (miss: Pick<SearchMiss, 'term' | 'kind'>): string => (miss.kind === 'number' ? miss.term.toUpperCase() : miss.term);

/** Its direction: Arabic words right to left; part numbers, digits and Latin words left to right. */
export const missDir = (term: string): 'rtl' | 'ltr' => (ARABIC_LETTER.test(term) ? 'rtl' : 'ltr');

/** What "Create product" fills in: the part number for a number, else the name in the term's script. */
export function missPrefill(miss: Pick<SearchMiss, 'term' | 'kind'>): ProductPrefill {
  if (miss.kind === 'number') return { partNumber: missLabel(miss) };
  return missDir(miss.term) === 'rtl' ? { nameAr: miss.term } : { nameEn: miss.term };
}

/** GET /api/admin/search-misses?days=&limit= */
export const searchMissQuerySchema = z.object({
  days: z.coerce.number({ error: 'invalid_number' }).int({ error: 'invalid_number' }).min(1, { error: 'too_small' }).max(SEARCH_MISS_WINDOW_DAYS, { error: 'too_big' }).default(SEARCH_MISS_WINDOW_DAYS),
  limit: z.coerce.number({ error: 'invalid_number' }).int({ error: 'invalid_number' }).min(1, { error: 'too_small' }).max(SEARCH_MISS_TOP_MAX, { error: 'too_big' }).default(SEARCH_MISS_TOP_DEFAULT),
});
export type SearchMissQuery = z.infer<typeof searchMissQuerySchema>;
