import type { CatalogueCategory, FeaturedProducts, ProductPage } from '#lib/catalogue';

/** The catalogue island's calls. Any non-2xx answer or network failure throws. */
async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

export function fetchCategories(signal?: AbortSignal): Promise<CatalogueCategory[]> {
  return getJson<{ categories: CatalogueCategory[] }>('/api/categories', signal).then((body) => body.categories);
}

export function fetchProducts(url: string, signal?: AbortSignal): Promise<ProductPage & { featured?: FeaturedProducts }> {
  return getJson(url, signal);
}
