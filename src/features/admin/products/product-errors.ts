import type { Translate } from '#i18n/format';

/**
 * Field-error codes of the product schemas, the product API and the photo uploads, each with its
 * own message (`adminProducts.error.<code>`); any other code reads as a generic "not valid".
 */
export const PRODUCT_ERROR_CODES = [
  'required',
  'too_long',
  'invalid_characters',
  'invalid_sku',
  'sku_taken',
  'invalid_price',
  'negative_price',
  'too_many_decimals',
  'price_too_large',
  'sale_price_required',
  'invalid_date',
  'categories_required',
  'too_many_categories',
  'unknown_category',
  'too_many_images',
  'unknown_image',
  'image_type',
  'image_too_large',
  'too_many_pixels',
  'image_unreadable',
  'upload_failed',
] as const;
type ProductErrorCode = (typeof PRODUCT_ERROR_CODES)[number];

const isKnown = (code: string): code is ProductErrorCode => (PRODUCT_ERROR_CODES as readonly string[]).includes(code);

export function productErrorMessage(t: Translate, code: string): string {
  return t(isKnown(code) ? `adminProducts.error.${code}` : 'adminProducts.error.invalid');
}

/** Every field's code as its translated message, keyed by the same dotted path. */
export function translateProductErrors(t: Translate, codes: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(codes).map(([path, code]) => [path, productErrorMessage(t, code)]));
}
