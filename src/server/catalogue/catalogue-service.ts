import { CATEGORY_GROUPS, isGroupSlug } from '#lib/categories';
import { FEATURED_MAX, type CatalogueCategory, type CatalogueProduct, type FeaturedProducts, type ProductPage } from '#lib/catalogue';
import type { ProductListQuery } from '#lib/catalogue-query';
import { viewerKind } from '#lib/pricing';
import type { Role } from '#lib/roles';
import type { Database } from '../db/index.ts';
import { findCategories, findCategoriesByIds } from './category-repository.ts';
import { countProducts, findActiveProductBySku, findProductPage, findSaleProducts, type CategoryScope, type ProductFilter } from './product-repository.ts';
import { toCatalogueCategory, toCatalogueProduct } from './product-view.ts';

/** The public catalogue as one viewer sees it; `role` is null for visitors (and unapproved users). */

function categoryScope(slug: string | undefined): CategoryScope | undefined {
  if (!slug) return undefined;
  if (isGroupSlug(slug)) return { memberNames: CATEGORY_GROUPS.find((g) => g.slug === slug)!.members };
  return { slug };
}

export async function listProducts(db: Database, query: ProductListQuery, role: Role | null, now = new Date()): Promise<ProductPage> {
  const filter: ProductFilter = {
    category: categoryScope(query.category),
    search: query.q || undefined,
    onSaleAt: query.filter === 'sale' ? now : undefined,
  };
  const [rows, total] = await Promise.all([
    findProductPage(db, filter, { offset: query.offset, limit: query.limit }),
    countProducts(db, filter),
  ]);
  return {
    viewer: viewerKind(role),
    items: rows.map((row) => toCatalogueProduct(row, role, 'card', now)),
    total,
    offset: query.offset,
    limit: query.limit,
  };
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
}

/** An active product with its categories; null for unknown and hidden SKUs alike. */
export async function productDetail(db: Database, sku: string, role: Role | null, now = new Date()): Promise<ProductDetail | null> {
  const row = await findActiveProductBySku(db, sku);
  if (!row) return null;
  const categories = await findCategoriesByIds(db, row.category_ids);
  return { product: toCatalogueProduct(row, role, 'detail', now), categories: categories.map(toCatalogueCategory) };
}

export async function listCategories(db: Database): Promise<CatalogueCategory[]> {
  return (await findCategories(db)).map(toCatalogueCategory);
}
