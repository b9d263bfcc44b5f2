import { CATEGORY_GROUPS, type CategoryGroupSlug } from '#lib/categories';
import type { IslandCategory } from './island-data.ts';

/**
 * What the filter bar shows (SPEC §2): the seven groups in their fixed order, each with its
 * member categories in the set order, then the leftover categories except the brand names.
 * A category without a visible product is left out (issue 20): it would lead to an empty page.
 * The island is given the categories in that order, each marked whether the bar offers it
 * (islandCategories); here they are only grouped.
 */
export interface FilterGroup {
  slug: CategoryGroupSlug;
  members: IslandCategory[];
}

export interface FilterBarModel {
  groups: FilterGroup[];
  leftovers: IslandCategory[];
}

export function filterBarModel(all: readonly IslandCategory[]): FilterBarModel {
  const offered = all.filter((c) => c.inBar);
  return {
    groups: CATEGORY_GROUPS.map((group) => ({ slug: group.slug, members: offered.filter((c) => c.group === group.slug) })),
    leftovers: offered.filter((c) => c.group === null),
  };
}

/** A product's categories in chip order: the product lists them by their creation date (then id). */
export function chipsOf(categoryIds: readonly number[], byId: ReadonlyMap<number, IslandCategory>, max = Infinity): IslandCategory[] {
  return categoryIds
    .map((id) => byId.get(id))
    .filter((c): c is IslandCategory => c !== undefined)
    .slice(0, max);
}

/**
 * The category a `?category=` value names, as the server resolves it: its slug, an earlier slug
 * of a renamed category, or SPEC's literal form of its English name (`keys-&-locks`).
 */
export function categoryForParam(value: string, categories: readonly IslandCategory[]): IslandCategory | undefined {
  return categories.find((c) => c.slug === value || c.aliases?.includes(value)) ?? categories.find((c) => c.literal === value);
}
