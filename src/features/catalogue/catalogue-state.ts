import type { CatalogueCategory, FeaturedProducts, ProductPage } from '#lib/catalogue';
import type { ViewerKind } from '#lib/pricing';
import type { CatalogueFilters } from './catalogue-url.ts';

/**
 * What the server rendered the island with (ADR 0016), so the browser hydrates the same HTML and
 * asks for nothing until the visitor changes a filter or loads more.
 */
export interface CatalogueInitial {
  filters: CatalogueFilters;
  /** Null: the server could not load the catalogue; the island shows the Connection Error panel. */
  page: ProductPage | null;
  /** The featured sales, only without filters. */
  featured: FeaturedProducts | null;
  categories: CatalogueCategory[];
  viewer: ViewerKind;
}
