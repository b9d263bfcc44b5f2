import type { ProductStatus } from '#lib/admin/products';
import type { Database } from '../../db/index.ts';
import { CATALOGUE_TAG, productTag, purgeCacheTags } from '../../http/cache-tags.ts';
import { drainFileDeletions } from '../../storage/file-deletions.ts';

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

/**
 * What follows a committed product write: the CDN forgets what changed, and the files the write
 * stopped using are deleted. Both best effort (the write stands; a failed deletion stays in the
 * outbox for the sweep), logged by code only.
 */
export async function afterProductWrite(db: Database, tags: readonly string[], { filesDropped = false } = {}): Promise<void> {
  await purgeCacheTags(tags);
  if (!filesDropped) return;
  try {
    const { failed } = await drainFileDeletions(db);
    if (failed > 0) console.warn('file_deletions_pending', failed);
  } catch {
    console.warn('file_deletions_drain_failed');
  }
}
