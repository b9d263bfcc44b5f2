import {
  adminProductQuerySchema,
  type AdminProductQuery,
  type ProductSort,
} from '#lib/admin/products';
import { DEFAULT_LOCALE, type Locale } from '#i18n/locales';

/**
 * The products table's state as it lives in the address bar (ADR 0010: search, filters, sort and
 * page in the URL, so reload, Back and a shared link show the same table). Defaults are left out
 * of the URL; a malformed part falls back to its default alone, the rest of the link still counts.
 */
export const DEFAULT_LIST_QUERY: AdminProductQuery = adminProductQuerySchema.parse({});

const KEYS = ['q', 'status', 'sale', 'sort', 'dir', 'page'] as const;

export function listQueryFromSearch(search: string): AdminProductQuery {
  const params = new URLSearchParams(search);
  const query = { ...DEFAULT_LIST_QUERY };
  for (const key of KEYS) {
    const value = params.get(key);
    if (value === null) continue;
    const parsed = adminProductQuerySchema.safeParse({ [key]: value });
    if (parsed.success) Object.assign(query, { [key]: parsed.data[key] });
  }
  return query;
}

export function searchFromListQuery(query: AdminProductQuery): string {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    if (query[key] !== DEFAULT_LIST_QUERY[key]) params.set(key, String(query[key]));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET /api/admin/products for this state: the page's own URL parameters, and the admin's language for the Name sort. */
export function listApiPath(query: AdminProductQuery, locale: Locale): string {
  const params = new URLSearchParams(searchFromListQuery(query));
  if (locale !== DEFAULT_LOCALE) params.set('lang', locale);
  const text = params.toString();
  return `/api/admin/products${text ? `?${text}` : ''}`;
}

/**
 * A click on a column heading: the sorted column flips its direction, another column starts
 * ascending (status starts descending, hidden products first, as the table opens). Back to page 1.
 */
export function sortBy(query: AdminProductQuery, column: ProductSort): AdminProductQuery {
  const dir = query.sort === column ? (query.dir === 'asc' ? 'desc' : 'asc') : column === 'status' ? 'desc' : 'asc';
  return { ...query, sort: column, dir, page: 1 };
}

/** A new search or filter shows its first page. */
export function withFilter(query: AdminProductQuery, change: Partial<Pick<AdminProductQuery, 'q' | 'status' | 'sale'>>): AdminProductQuery {
  return { ...query, ...change, page: 1 };
}

export function hasSearchOrFilter(query: AdminProductQuery): boolean {
  return query.q !== '' || query.status !== 'all' || query.sale !== 'all';
}


/**
 * Where the editor's way back leads: the table as the admin left it (search, filters, sort and
 * page), when the editor was opened from it; otherwise the table's first view.
 */
export function listReturnPath(referrer: string, origin: string, listPath: string): string {
  try {
    const from = new URL(referrer);
    if (from.origin === origin && from.pathname.replace(/\/+$/, '') === listPath) return `${listPath}${searchFromListQuery(listQueryFromSearch(from.search))}`;
  } catch {
    // No referrer (typed address, bookmark) or an unreadable one: the table's first view.
  }
  return listPath;
}
