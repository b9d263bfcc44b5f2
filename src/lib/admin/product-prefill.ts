import { PRODUCT_LIMITS } from '../product.ts';
import { text } from '../validation/common.ts';
import { ADMIN_PRODUCT_NEW_PATH } from './sections.ts';

/**
 * A new product started from elsewhere (issue 23: "What buyers could not find" → Create product):
 * /admin/products/new?partNumber=…&nameEn=…&nameAr=… fills those fields of the empty form. Each
 * value is read with the editor's own rule for the field; a value it would refuse is ignored,
 * never shown as typed in the address.
 */
const PREFILL_FIELDS = {
  partNumber: text(PRODUCT_LIMITS.partNumber),
  nameEn: text(PRODUCT_LIMITS.name),
  nameAr: text(PRODUCT_LIMITS.name),
} as const;

export type ProductPrefill = Partial<Record<keyof typeof PREFILL_FIELDS, string>>;

export function productPrefill(params: URLSearchParams): ProductPrefill {
  const prefill: ProductPrefill = {};
  for (const [field, schema] of Object.entries(PREFILL_FIELDS) as [keyof ProductPrefill, (typeof PREFILL_FIELDS)[keyof ProductPrefill]][]) {
    const value = params.get(field);
    const parsed = value === null ? null : schema.safeParse(value);
    if (parsed?.success) prefill[field] = parsed.data;
  }
  return prefill;
}

/** The editor's address for a new product with these fields filled (English path; localize it). */
export function productPrefillPath(prefill: ProductPrefill): string {
  const query = new URLSearchParams(Object.entries(prefill).filter((entry): entry is [string, string] => Boolean(entry[1])));
  return `${ADMIN_PRODUCT_NEW_PATH}?${query}`;
}
