import type { ProductReference } from './product.ts';

/**
 * Issue 23: the search box's suggestions while typing: up to 8 products after two characters,
 * each with what identifies it (SKU, part number, both names, the main photo) and the
 * cross-reference it was found by. No prices: a suggestion is the same for every viewer. The
 * query's schema is in catalogue-query.ts: the catalogue island imports this file, and zod with it
 * was a quarter of the catalogue's JavaScript on load (ADR 0035).
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
