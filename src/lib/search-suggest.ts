import { z } from 'zod';
import type { ProductReference } from './product.ts';
import { normalizeSearch, SEARCH_ACCEPTED_LENGTH } from './search.ts';

/**
 * Issue 23: the search box's suggestions while typing: up to 8 products after two characters,
 * each with what identifies it (SKU, part number, both names, the main photo) and the
 * cross-reference it was found by. No prices: a suggestion is the same for every viewer.
 */
export const SUGGEST_MIN_LENGTH = 2;
export const SUGGEST_MAX = 8;

export interface ProductSuggestion {
  sku: string;
  partNumber: string;
  nameEn: string;
  nameAr: string;
  /** The main photo's storage key, or null. */
  image: string | null;
  matched?: ProductReference;
}

export const suggestQuerySchema = z.object({
  q: z.string().max(SEARCH_ACCEPTED_LENGTH, { error: 'too_big' }).default('').transform(normalizeSearch),
});
