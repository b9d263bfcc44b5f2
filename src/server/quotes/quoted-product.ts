import type { QuoteProductInfo } from '#lib/inbox/types';
import { isProductQuoteKind, type QuoteKind } from '#lib/quote-kinds';

/**
 * What a quote request says of its product, for every list that shows one (the admin's inbox, the
 * buyer's requests): selected over `quotes` left-joined to `products`, the product as it is now
 * when it still exists, else what its deletion copied onto the quote.
 */
export const QUOTED_PRODUCT_COLUMNS = [
  'quotes.kind',
  'quotes.product_id',
  'quotes.product_sku',
  'quotes.product_part_number',
  'quotes.product_name_en',
  'quotes.product_name_ar',
  'products.sku',
  'products.part_number',
  'products.name_en',
  'products.name_ar',
] as const;

interface QuotedProductRow {
  kind: QuoteKind;
  product_id: number | null;
  product_sku: string | null;
  product_part_number: string | null;
  product_name_en: string | null;
  product_name_ar: string | null;
  sku: string | null;
  part_number: string | null;
  name_en: string | null;
  name_ar: string | null;
}

/** Null for a custom or home-lift request; a product quote whose product was deleted has `id` null ("product removed"). */
export function quotedProduct(row: QuotedProductRow): QuoteProductInfo | null {
  if (!isProductQuoteKind(row.kind)) return null;
  return {
    id: row.product_id,
    sku: row.sku ?? row.product_sku,
    partNumber: row.part_number ?? row.product_part_number,
    nameEn: row.name_en ?? row.product_name_en,
    nameAr: row.name_ar ?? row.product_name_ar,
  };
}
