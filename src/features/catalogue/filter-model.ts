import { CATEGORY_GROUPS, isBrandCategory, literalSlug, memberOrder, type CategoryGroupSlug } from '#lib/categories';
import type { CatalogueCategory } from '#lib/catalogue';

/**
 * What the filter bar shows (SPEC §2): the seven groups in their fixed order, each with its
 * member categories in the set order, then the leftover categories except the brand names.
 * A category without a visible product is left out (issue 20): it would lead to an empty page.
 */
export interface FilterGroup {
  slug: CategoryGroupSlug;
  members: CatalogueCategory[];
}

export interface FilterBarModel {
  groups: FilterGroup[];
  leftovers: CatalogueCategory[];
}

export function filterBarModel(all: readonly CatalogueCategory[]): FilterBarModel {
  const categories = all.filter((c) => c.hasProducts !== false);
  const groups = CATEGORY_GROUPS.map((group) => ({
    slug: group.slug,
    members: categories.filter((c) => c.group === group.slug).sort((a, b) => memberOrder(a.nameEn) - memberOrder(b.nameEn)),
  }));
  const leftovers = categories
    .filter((c) => c.group === null && !isBrandCategory(c.nameEn))
    .sort((a, b) => a.nameEn.localeCompare(b.nameEn, 'en'));
  return { groups, leftovers };
}

/** A product's categories in chip order: by the categories' creation date (then id). */
export function chipsOf(categoryIds: readonly number[], byId: ReadonlyMap<number, CatalogueCategory>, max = Infinity): CatalogueCategory[] {
  return categoryIds
    .map((id) => byId.get(id))
    .filter((c): c is CatalogueCategory => c !== undefined)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id)
    .slice(0, max);
}

/**
 * The category a `?category=` value names, as the server resolves it: its slug, an earlier slug
 * of a renamed category, or SPEC's literal form of its English name (`keys-&-locks`).
 */
export function categoryForParam(value: string, categories: readonly CatalogueCategory[]): CatalogueCategory | undefined {
  return (
    categories.find((c) => c.slug === value || c.aliases?.includes(value)) ?? categories.find((c) => literalSlug(c.nameEn) === value)
  );
}
