import type { CatalogueCategory, FeaturedProducts, ProductPage } from '#lib/catalogue';
import { loadOnce } from '../dialog/load-once.ts';

/** The catalogue island's calls. Any non-2xx answer or network failure throws. */
async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Every category, asked for once per page: by the island's first state (first-state.ts) and, when
 * that did not need them, as the island goes live (useCatalogue). One that failed is asked again.
 */
export const fetchCategories = loadOnce(() => getJson<{ categories: CatalogueCategory[] }>('/api/categories').then((body) => body.categories));

export function fetchProducts(url: string, signal?: AbortSignal): Promise<ProductPage & { featured?: FeaturedProducts }> {
  return getJson(url, signal);
}
