import type { ProductPage } from '#lib/catalogue';
import type { ProductListQuery } from '#lib/catalogue-query';
import type { Database } from '../db/index.ts';
import type { CatalogueAudience } from '../catalogue/viewer-cache.ts';
import { recordSearchMisses } from './search-misses.ts';

/**
 * A catalogue search that found nothing (ADR 0033): the first page of a search over the whole
 * catalogue with no product. A search narrowed by a category or to sales says nothing about what
 * the shop lacks; later pages and suggestions are not searches of their own.
 */
export function isCatalogueMiss(query: ProductListQuery, page: Pick<ProductPage, 'total'>): boolean {
  return Boolean(query.q) && query.offset === 0 && !query.category && !query.filter && page.total === 0;
}

/**
 * Counts the answer when it is a miss, and returns the audience its answer is cached for: a miss
 * is never shared at the CDN, so that every repeat of it reaches the function and is counted (the
 * answer is empty and cheap to make again). Counting never fails the search (recordSearchMisses).
 */
export async function countCatalogueMiss(db: Database, query: ProductListQuery, page: Pick<ProductPage, 'total'>, audience: CatalogueAudience): Promise<CatalogueAudience> {
  if (!isCatalogueMiss(query, page)) return audience;
  await recordSearchMisses(db, [query.q!]);
  return { ...audience, shared: false };
}
