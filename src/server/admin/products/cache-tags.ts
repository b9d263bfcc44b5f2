import type { ProductStatus } from '#lib/admin/products';
import { CATALOGUE_TAG, productTag } from '../../http/cache-tags.ts';

type ProductState = { sku: string; status: ProductStatus } | null | undefined;

/**
 * The cache tags a product write affects: its page and JSON under every SKU it had, and the whole
 * catalogue (lists, featured, pages showing it) when it was or is visible. A product hidden before
 * and after is in no public answer.
 */
export function productWriteTags(before: ProductState, after: ProductState): string[] {
  const states = [before, after].filter((s): s is NonNullable<ProductState> => !!s);
  const tags = [...new Set(states.map((s) => productTag(s.sku)))];
  return states.some((s) => s.status === 'active') ? [CATALOGUE_TAG, ...tags] : tags;
}
