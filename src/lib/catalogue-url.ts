import { categoryParam } from './categories.ts';
import { normalizeSearch } from './search.ts';

/**
 * The catalogue's filters as they live in the address bar: `category` (a category or group
 * slug), `filter=sale`, and `q` (the code search, also the target of the site's SearchAction).
 */
export interface CatalogueFilters {
  category: string | null;
  saleOnly: boolean;
  q: string;
}

/** Whether a locale-free path is one of the catalogue's: its list or a product page. */
export const isCataloguePath = (path: string): boolean => path === '/products' || path.startsWith('/products/');

export const NO_FILTERS: CatalogueFilters = { category: null, saleOnly: false, q: '' };

export function filtersFromSearch(search: string): CatalogueFilters {
  const params = new URLSearchParams(search);
  return {
    category: categoryParam(params.get('category') ?? ''),
    saleOnly: params.get('filter') === 'sale',
    q: normalizeSearch(params.get('q') ?? ''),
  };
}

export function searchFromFilters(filters: CatalogueFilters): string {
  const params = new URLSearchParams();
  if (filters.category) params.set('category', filters.category);
  if (filters.saleOnly) params.set('filter', 'sale');
  if (filters.q) params.set('q', filters.q);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function hasFilters(filters: CatalogueFilters): boolean {
  return filters.category !== null || filters.saleOnly || filters.q !== '';
}

/** The products call for one page of the current filters. */
export function productsQuery(filters: CatalogueFilters, offset: number, limit: number, withFeatured: boolean): string {
  const params = new URLSearchParams({ offset: String(offset), limit: String(limit) });
  if (filters.category) params.set('category', filters.category);
  if (filters.saleOnly) params.set('filter', 'sale');
  if (filters.q) params.set('q', filters.q);
  if (withFeatured) params.set('featured', '1');
  return `/api/products?${params}`;
}
