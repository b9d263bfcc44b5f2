import { PAGE_SIZE_FIRST } from '#lib/catalogue';
import type { ProductListQuery } from '#lib/catalogue-query';
import { viewerKind } from '#lib/pricing';
import { filtersFromSearch, hasFilters, type CatalogueFilters } from '#lib/catalogue-url';
import type { CatalogueInitial } from '#lib/catalogue';
import { db } from '../db/index.ts';
import { databaseFaultError } from '../db/faults.ts';
import { CATALOGUE_TAG } from '../http/cache-tags.ts';
import { featuredProducts, listCategories, listProducts } from './catalogue-service.ts';
import { catalogueAudience, pageCacheHeaders } from './viewer-cache.ts';
import { withRequest } from '../http/request-context.ts';
import { countCatalogueMiss } from '../search-misses/catalogue-miss.ts';

/** Minimal part of Astro's global the catalogue route needs (keeps this module free of Astro types). */
interface CatalogueRouteContext {
  request: Request;
  url: URL;
  response: { status?: number; headers: Headers };
}

/** The address's filters as the products call takes them: always the first page. */
function firstPageQuery(filters: CatalogueFilters): ProductListQuery {
  return {
    category: filters.category ?? undefined,
    q: filters.q || undefined,
    filter: filters.saleOnly ? 'sale' : undefined,
    offset: 0,
    limit: PAGE_SIZE_FIRST,
  };
}

/**
 * The catalogue route of both locales (ADR 0016): the island's first state for the filters in
 * the address, priced for the viewer, with the cache headers of product pages (visitors' HTML
 * shared at the CDN under the `catalogue` tag, anything shaped by a session private). Filters are
 * read the way the island reads them, so a malformed one is simply ignored, never a 500; an
 * unknown category comes back empty with the categories, and the island says "Category not found".
 */
export async function catalogueRoute(astro: CatalogueRouteContext): Promise<CatalogueInitial> {
  const { initial, headers, status } = await loadCataloguePage(astro.request, astro.url);
  for (const [name, value] of Object.entries(headers)) astro.response.headers.set(name, value);
  if (status) astro.response.status = status;
  return initial;
}

export async function loadCataloguePage(
  req: Request,
  pageUrl: URL,
): Promise<{ initial: CatalogueInitial; headers: Record<string, string>; status?: number }> {
  const filters = filtersFromSearch(pageUrl.search);
  try {
    const database = await db();
    const audience = await catalogueAudience(database, req);
    const now = new Date();
    const query = firstPageQuery(filters);
    const [page, featured, categories] = await Promise.all([
      listProducts(database, query, audience.role, now),
      hasFilters(filters) ? null : featuredProducts(database, audience.role, now),
      listCategories(database),
    ]);
    // A search that found nothing is counted, and its page not shared, as the products call does.
    const cachedFor = await withRequest(req, () => countCatalogueMiss(database, query, page, audience));
    return { initial: { filters, page, featured, categories, viewer: page.viewer }, headers: pageCacheHeaders(cachedFor, [CATALOGUE_TAG]) };
  } catch (error) {
    // The database briefly out of reach (ADR 0012): the page still renders, with the Connection
    // Error panel whose Retry asks the API again, as 503 with Retry-After and never stored. Any
    // other error is a bug and stays one (500).
    const fault = databaseFaultError(error, req);
    if (!fault) throw error;
    return {
      initial: { filters, page: null, featured: null, categories: [], viewer: viewerKind(null) },
      headers: { ...pageCacheHeaders({ role: null, shared: false }, []), ...fault.headers },
      status: fault.status,
    };
  }
}
