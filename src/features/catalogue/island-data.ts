import { localized, type Locale } from '#i18n/locales';
import { CATEGORY_GROUPS, isBrandCategory, literalSlug, memberOrder, type CategoryGroupSlug } from '#lib/categories';
import type { CatalogueCategory, CatalogueInitial, CatalogueProduct, FeaturedProducts, ProductPage } from '#lib/catalogue';
import { categoryForParam } from './filter-model.ts';

/*
 * What the catalogue island is given (issue 25, ADR 0035). Its props travel in the page's first
 * answer, and half of them were texts the page never shows: every description and photo text in
 * the other language, every category's name in both, and the dates and English names the island
 * only sorted by. The island is given each text in the page's language, and the categories already
 * in the filter bar's order, at first only those its first screen shows; the full records (the
 * API's answers) are turned into these here, on the server for the first page and in the browser
 * for every page and category list loaded after it.
 */

/** A product as its card shows it: names in both languages (a quote names the part in both). */
export interface IslandProduct extends Omit<CatalogueProduct, 'descriptionEn' | 'descriptionAr' | 'images' | 'references'> {
  description: string;
  images: { key: string; alt: string }[];
}

export interface IslandCategory {
  id: number;
  slug: string;
  name: string;
  group: CategoryGroupSlug | null;
  /** The filter bar offers it (SPEC §2): a visible product is in it, and among the leftovers it is no brand name. */
  inBar: boolean;
  /** Earlier slugs of a renamed category: old links still name it. */
  aliases?: string[];
  /** SPEC's literal form of its English name (`keys-&-locks`), where it is not the slug. */
  literal?: string;
}

export interface IslandPage extends Omit<ProductPage, 'items'> {
  items: IslandProduct[];
}

export interface IslandFeatured extends Omit<FeaturedProducts, 'items'> {
  items: IslandProduct[];
}

export interface IslandInitial extends Omit<CatalogueInitial, 'page' | 'featured' | 'categories'> {
  page: IslandPage | null;
  featured: IslandFeatured | null;
  /** Those the first screen shows (firstScreenCategories), or all of them. */
  categories: IslandCategory[];
  /** False when `categories` are only the first screen's: the island asks for the rest as it goes live. */
  categoriesComplete: boolean;
}

export function islandProduct(product: CatalogueProduct, locale: Locale): IslandProduct {
  const { descriptionEn: _en, descriptionAr: _ar, images, references: _references, ...card } = product;
  return {
    ...card,
    description: localized(product, 'description', locale),
    images: images.map((photo) => ({ key: photo.key, alt: localized(photo, 'alt', locale) })),
  };
}

export function islandPage<P extends { items: CatalogueProduct[] }>(page: P, locale: Locale): Omit<P, 'items'> & { items: IslandProduct[] } {
  return { ...page, items: page.items.map((product) => islandProduct(product, locale)) };
}

/**
 * The categories in the filter bar's order: the seven groups' members in their set order, then the
 * leftovers alphabetically (by English name, as in both languages), then those the bar leaves out,
 * which the island still needs for chips and the results heading.
 */
export function islandCategories(all: readonly CatalogueCategory[], locale: Locale): IslandCategory[] {
  const inBar = (c: CatalogueCategory) => c.hasProducts !== false && (c.group !== null || !isBrandCategory(c.nameEn));
  const groupIndex = (c: CatalogueCategory) => (c.group === null ? CATEGORY_GROUPS.length : CATEGORY_GROUPS.findIndex((g) => g.slug === c.group));
  const ordered = [...all].sort(
    (a, b) =>
      Number(inBar(b)) - Number(inBar(a)) ||
      groupIndex(a) - groupIndex(b) ||
      memberOrder(a.nameEn) - memberOrder(b.nameEn) ||
      a.nameEn.localeCompare(b.nameEn, 'en'),
  );
  return ordered.map((c) => {
    const literal = literalSlug(c.nameEn);
    return {
      id: c.id,
      slug: c.slug,
      name: localized(c, 'name', locale),
      group: c.group,
      inBar: inBar(c),
      ...(c.aliases?.length ? { aliases: c.aliases } : {}),
      ...(literal !== c.slug ? { literal } : {}),
    };
  });
}

/**
 * The categories the first screen shows: the filter bar's buttons (its groups are named by the
 * dictionary; their members show only in an open menu), the chips of its cards, and the one the
 * address names (the results heading, the active group). The menus' members come with the rest,
 * which the island asks for when it goes live (useCatalogue).
 */
export function firstScreenCategories(all: readonly IslandCategory[], { filters, page, featured }: Pick<IslandInitial, 'filters' | 'page' | 'featured'>): IslandCategory[] {
  const onCards = new Set([...(page?.items ?? []), ...(featured?.items ?? [])].flatMap((product) => product.categoryIds));
  const named = filters.category ? categoryForParam(filters.category, all) : undefined;
  return all.filter((c) => (c.inBar && c.group === null) || onCards.has(c.id) || c === named);
}

export function islandInitial(initial: CatalogueInitial, locale: Locale): IslandInitial {
  const shown = {
    filters: initial.filters,
    page: initial.page && islandPage(initial.page, locale),
    featured: initial.featured && islandPage(initial.featured, locale),
  };
  const all = islandCategories(initial.categories, locale);
  const categories = firstScreenCategories(all, shown);
  // With no categories at all (the server could not load them), the island asks for them too.
  return { ...initial, ...shown, categories, categoriesComplete: all.length > 0 && categories.length === all.length };
}
