import type { PriceArea, ViewerKind } from './pricing.ts';
import type { CategoryGroupSlug } from './categories.ts';
import type { CatalogueFilters } from './catalogue-url.ts';
import type { ProductCore, ProductReference, ProductText } from './product.ts';

/** The catalogue's API contract, shared by the functions, the pages and the islands (SPEC §2, §9). */
export const PAGE_SIZE_FIRST = 15;
export const PAGE_SIZE_MORE = 50;
export const FEATURED_MAX = 6;
export const SKELETON_CARDS = 12;
export const FEATURED_CHIPS = 2;
export const LOAD_MORE_SPINNER_MS = 500;
/** Deep offsets are refused: nobody pages a catalogue 10,000 products deep, scrapers do. */
export const MAX_OFFSET = 10_000;

export { SKU_PATTERN, type ProductImage } from './product.ts';

export interface CatalogueCategory {
  id: number;
  slug: string;
  nameEn: string;
  nameAr: string;
  /** One of the seven filter groups, or null for leftovers and brands. */
  group: CategoryGroupSlug | null;
  createdAt: string;
  /** Earlier slugs of a renamed category (GET /api/categories only): old links still name it. */
  aliases?: string[];
  /**
   * False for a category no visible product is in yet (GET /api/categories only): the filter bar
   * leaves it out, so a new, empty category is not a public filter leading to an empty page.
   */
  hasProducts?: boolean;
}

/**
 * A product as a viewer may see it: the core's texts, photos (served through /media/{key}) and
 * categories (sorted by their creation date), and no class price beyond what `price` carries.
 */
export interface CatalogueProduct extends ProductText, Pick<ProductCore, 'images' | 'categoryIds' | 'references'> {
  /** In a search's results: the cross-reference the query matched, when it matched the part only by it ("matches OEM number X"). */
  matched?: ProductReference;
  id: number;
  /**
   * Present while a sale is in force (badge and countdown); `endsAt` null for a sale without end.
   * `after` is this viewer's price area once it has ended (SPEC §6: as if there had been no sale),
   * so a page switches at the moment of expiry without asking again.
   */
  sale: { endsAt: string | null; after: PriceArea | null } | null;
  price: PriceArea;
}

export interface ProductPage {
  /** Whom the prices were shaped for (labels "Your price" for customers). */
  viewer: ViewerKind;
  items: CatalogueProduct[];
  total: number;
  /**
   * True when `total` is only a lower bound ("95,000+"): past a threshold the exact count is not
   * worth its cost (ADR 0013). Load more still appears while a full page came back.
   */
  totalIsLowerBound: boolean;
  offset: number;
  limit: number;
}

export interface FeaturedProducts {
  items: CatalogueProduct[];
  /** More sales are in force than the block shows: offer View All Sale Items. */
  hasMore: boolean;
}

/**
 * What the server rendered the catalogue island with (ADR 0016), so the browser hydrates the same
 * HTML and asks for nothing until the visitor changes a filter or loads more.
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

/** What a product page renders (src/pages/[...locale]/products/[sku].astro), shaped for the viewer. */
export interface ProductPageData {
  product: CatalogueProduct;
  categories: CatalogueCategory[];
  viewer: ViewerKind;
  /** An administrator's preview of a hidden product: the page says so, and is never indexed. */
  hidden: boolean;
  headers: Record<string, string>;
  jsonLd: Record<string, unknown>;
}
