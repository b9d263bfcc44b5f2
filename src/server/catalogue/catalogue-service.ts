import { CATEGORY_GROUPS, isGroupSlug, literalSlug } from '#lib/categories';
import { FEATURED_MAX, type CatalogueCategory, type CatalogueProduct, type FeaturedProducts, type ProductPage } from '#lib/catalogue';
import type { ProductListQuery } from '#lib/catalogue-query';
import { viewerKind } from '#lib/pricing';
import { matchedReference, searchTerms } from '#lib/search-fold';
import { SUGGEST_MAX, SUGGEST_MIN_LENGTH, type ProductSuggestion } from '#lib/search-suggest';
import type { Role } from '#lib/roles';
import type { Database } from '../db/index.ts';
import { findCategories, findCategoriesByIds, findCategoriesWithAliases, findCategoryIdBySlug, findCategoryIdsByNames } from './category-repository.ts';
import { countProducts, countProductsUpTo, findProductBySku, findSuggestions, findProductPage, findSaleProducts, type CategoryScope, type ProductFilter } from './product-repository.ts';
import { toCatalogueCategory, toCatalogueProduct } from './product-view.ts';

/** The public catalogue as one viewer sees it; `role` is null for visitors (and unapproved users). */

/**
 * The category a `?category=` value names: a stored slug, an earlier slug of a renamed category,
 * or SPEC's literal form of an English name (`keys-&-locks`). Null when it names none. A name
 * written with spaces or capitals reaches here already in that form (categoryParam).
 */
export async function resolveCategorySlug(db: Database, value: string): Promise<number | null> {
  const id = await findCategoryIdBySlug(db, value);
  if (id !== null) return id;
  // The literal form differs from the slug only for names with symbols: compare it in one place
  // (literalSlug) over the few categories there are, rather than re-spell it in SQL.
  return (await findCategories(db)).find((c) => literalSlug(c.name_en) === value)?.id ?? null;
}

/** Undefined: no category filter; null: a category (or every member of a group) that does not exist: nothing matches. */
async function categoryScope(db: Database, value: string | undefined): Promise<CategoryScope | null | undefined> {
  if (!value) return undefined;
  if (isGroupSlug(value)) {
    // Resolved to ids first: the link table is then probed by its index, never joined to names.
    const ids = await findCategoryIdsByNames(db, CATEGORY_GROUPS.find((g) => g.slug === value)!.members);
    return ids.length ? { ids } : null;
  }
  const id = await resolveCategorySlug(db, value);
  return id === null ? null : { ids: [id] };
}

/**
 * A search's total is counted exactly up to this many matches, or past the page asked for; beyond,
 * it is reported as a lower bound ("500+"). Search terms are too many to keep totals for, and
 * a short term matches most of the catalogue (ADR 0013).
 */
const SEARCH_TOTAL_EXACT_UP_TO = 500;

export async function listProducts(db: Database, query: ProductListQuery, role: Role | null, now = new Date()): Promise<ProductPage> {
  const category = await categoryScope(db, query.category);
  if (category === null) return { viewer: viewerKind(role), items: [], total: 0, totalIsLowerBound: false, offset: query.offset, limit: query.limit };
  const filter: ProductFilter = {
    category,
    search: query.q ? searchTerms(query.q) : undefined,
    onSaleAt: query.filter === 'sale' ? now : undefined,
  };
  const bound = filter.search ? Math.max(SEARCH_TOTAL_EXACT_UP_TO, query.offset + query.limit + 1) : null;
  const page = { offset: query.offset, limit: query.limit };
  // A search's page first: when its tiers run out before the page ends, that is the total.
  const [{ rows, hits }, total] = filter.search
    ? [await findProductPage(db, filter, page), null]
    : await Promise.all([findProductPage(db, filter, page), countProducts(db, filter)]);
  const counted = total ?? hits?.total ?? (await countProductsUpTo(db, { ...filter, closeSpellings: hits?.closeSpellings }, bound!));
  return {
    viewer: viewerKind(role),
    items: rows.map((row) => {
      const product = toCatalogueProduct(row, role, 'card', now);
      const matched = filter.search && matchedReference(product, filter.search);
      return matched ? { ...product, matched } : product;
    }),
    total: counted,
    // Reaching the bound means at least that many: more than this page ends at, so Load more stays.
    totalIsLowerBound: counted === bound,
    offset: query.offset,
    limit: query.limit,
  };
}

/** Up to 8 suggestions for what is being typed, best first; none before two characters (issue 23). */
export async function suggestProducts(db: Database, query: string): Promise<ProductSuggestion[]> {
  if (query.length < SUGGEST_MIN_LENGTH) return [];
  const terms = searchTerms(query);
  if (!terms.words.length && !terms.keys.length) return [];
  const rows = await findSuggestions(db, terms, SUGGEST_MAX);
  return rows.map((row) => {
    const references = row.cross_references;
    const suggestion: ProductSuggestion = { sku: row.sku, partNumber: row.part_number, nameEn: row.name_en, nameAr: row.name_ar, image: row.images[0]?.key ?? null };
    const matched = matchedReference({ sku: row.sku, partNumber: row.part_number, references }, terms);
    return matched ? { ...suggestion, matched: { kind: matched.kind, brand: matched.brand, number: matched.number } } : suggestion;
  });
}

/** Up to six sales in force for the featured block, and whether there are more. */
export async function featuredProducts(db: Database, role: Role | null, now = new Date()): Promise<FeaturedProducts> {
  const rows = await findSaleProducts(db, now, FEATURED_MAX + 1);
  return {
    items: rows.slice(0, FEATURED_MAX).map((row) => toCatalogueProduct(row, role, 'featured', now)),
    hasMore: rows.length > FEATURED_MAX,
  };
}

export interface ProductDetail {
  product: CatalogueProduct;
  categories: CatalogueCategory[];
  /** Only ever true for an administrator's preview of a hidden product. */
  hidden: boolean;
}

/**
 * An active product with its categories; null for unknown and hidden SKUs alike, unless
 * `includeHidden` (an administrator previewing a hidden product).
 */
export async function productDetail(
  db: Database,
  sku: string,
  role: Role | null,
  now = new Date(),
  { includeHidden = false } = {},
): Promise<ProductDetail | null> {
  const row = await findProductBySku(db, sku, { includeHidden });
  if (!row) return null;
  const categories = await findCategoriesByIds(db, row.category_ids);
  return { product: toCatalogueProduct(row, role, 'detail', now), categories: categories.map(toCatalogueCategory), hidden: row.status === 'hidden' };
}

/** Every category, with the earlier slugs of renamed ones so the catalogue can still name them, and whether it has visible products. */
export async function listCategories(db: Database): Promise<CatalogueCategory[]> {
  return (await findCategoriesWithAliases(db)).map(({ aliases, has_products, ...row }) => ({
    ...toCatalogueCategory(row),
    ...(aliases.length ? { aliases } : {}),
    hasProducts: has_products,
  }));
}
