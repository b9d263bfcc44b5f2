import type { ProductReference } from './product.ts';

/**
 * Issue 23: how the search reads text and part numbers, in the browser and on the server. The
 * database folds the stored side with the SQL functions `search_fold` and `part_number_key`
 * (migration 2026-11-25T1600-search-folding), which apply the same steps; an integration test
 * (tests/integration/search-ranking.test.ts) checks both sides give the same answer for every
 * character these tables name.
 *
 * Text folding, in this order:
 * 1. compatibility decomposition (NFKD): accented Latin letters split into letter + mark, Arabic
 *    alef and hamza carriers into their base letter + hamza/madda mark (أ إ آ → ا, ؤ → و, ئ → ي),
 *    full-width letters and Arabic presentation forms into plain ones;
 * 2. marks dropped: Latin accents, Arabic tashkeel (fathatan … sukun, superscript alef, Quranic
 *    marks), and tatweel;
 * 3. letters mapped: ٱ → ا, ى → ي, ة → ه, Persian ی → ي and ک → ك;
 * 4. Arabic-Indic and Persian digits → 0-9;
 * 5. A-Z → a-z (only ASCII: the database's lower() depends on its locale, this does not).
 * Whitespace is left as it is (the caller collapses it).
 */

/** Marks dropped after decomposition: Latin accents, Arabic tashkeel and Quranic marks, tatweel. */
export const FOLD_DROPPED = '\u0300-\u036f\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06dc\u06df-\u06e8\u06ea-\u06ed\u0640';
const DROPPED = new RegExp(`[${FOLD_DROPPED}]`, 'gu');

/** Letters read as another: each character of `from` becomes the one at the same place in `to`. */
export const FOLD_FROM = '\u0671\u0649\u0629\u06cc\u06a9\u0660\u0661\u0662\u0663\u0664\u0665\u0666\u0667\u0668\u0669\u06f0\u06f1\u06f2\u06f3\u06f4\u06f5\u06f6\u06f7\u06f8\u06f9ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const FOLD_TO = '\u0627\u064a\u0647\u064a\u0643' + '0123456789' + '0123456789' + 'abcdefghijklmnopqrstuvwxyz';
const MAP = new Map([...FOLD_FROM].map((c, i) => [c, FOLD_TO[i]!]));
const MAPPED = new RegExp(`[${FOLD_FROM}]`, 'gu');

/** Text as the search compares it: both scripts' spelling variants and English case and accents folded. */
export function foldText(value: string): string {
  return value.normalize('NFKD').replace(DROPPED, '').replace(MAPPED, (c) => MAP.get(c)!);
}

/**
 * A leading "P/N", "PN", "P.N." or "PN:" before a part number: dropped when a separator or a digit
 * follows it, so "PNEUMATIC" and a part number that merely starts with PN (PNA-1) keep it.
 */
const PART_NUMBER_PREFIX = /^\s*p\s*[/.]?\s*n\s*\.?\s*(?:[\s:#/.-]+|(?=\d))/;

/** What a part number key keeps: ASCII letters and digits and Arabic letters (named, not by locale). */
export const PART_KEY_KEPT = 'a-z0-9\u0620-\u064a\u066e-\u06d3';
const NOT_KEPT = new RegExp(`[^${PART_KEY_KEPT}]`, 'gu');

/**
 * A part number as matched: folded as text, a leading P/N or PN dropped, then everything but
 * letters and digits dropped (case, spaces, dashes, dots, slashes). "KM 4100-A", "km.4100/a",
 * "P/N KM٤١٠٠A" → "km4100a".
 */
export function partNumberKey(value: string): string {
  return foldText(value).replace(PART_NUMBER_PREFIX, '').replace(NOT_KEPT, '');
}

/** A query as the search matches it (from the already normalised query, src/lib/search.ts). */
export interface SearchTerms {
  /** The query folded, single-spaced: what "names starting with", "contains" and close spellings compare. */
  text: string;
  /** Its words (at most 8), each of which "contains" wants somewhere in the product's text. */
  words: string[];
  /** Part number keys an exact match compares: the query's, and without a leading "pn" glued to it ("PNKM-4100-A", the box strips "/"). */
  keys: string[];
}

export const SEARCH_MAX_WORDS = 8;

export function searchTerms(query: string): SearchTerms {
  const text = foldText(query).replace(/\s+/g, ' ').trim();
  const key = partNumberKey(query);
  const keys = key ? [key] : [];
  if (key.startsWith('pn') && key.length > 2) keys.push(key.slice(2));
  return { text, words: text.split(' ').filter(Boolean).slice(0, SEARCH_MAX_WORDS), keys };
}

/**
 * The cross-reference a query found a product by, when it did not find it by its own SKU or part
 * number: what the card says ("matches OEM number X", "replaces X"). Undefined otherwise.
 */
export function matchedReference(product: { sku: string; partNumber: string; references: readonly ProductReference[] }, terms: SearchTerms): ProductReference | undefined {
  if (!terms.keys.length || product.sku === terms.text || terms.keys.includes(partNumberKey(product.partNumber))) return undefined;
  return product.references.find((reference) => terms.keys.includes(partNumberKey(reference.number)));
}
