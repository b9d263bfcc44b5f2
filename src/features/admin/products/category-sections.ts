import { CATEGORY_GROUPS, memberOrder, type CategoryGroupSlug } from '#lib/categories';
import type { AdminCategory } from '#lib/admin/categories';
import { localized, intlLocale, type Locale } from '#i18n/locales';

export interface CategorySection {
  /** A catalogue filter group, or `other` for everything outside the seven (brands included). */
  slug: CategoryGroupSlug | 'other';
  categories: AdminCategory[];
}

/**
 * The editor's category checkboxes grouped as the catalogue's filter bar shows them (SPEC §2):
 * the seven groups in their fixed order, members in the set order, then the other categories by
 * name in the page's language. Unlike the filter bar, brands are offered: a product may carry one.
 */
export function categorySections(categories: readonly AdminCategory[], locale: Locale): CategorySection[] {
  const groups: CategorySection[] = CATEGORY_GROUPS.map((group) => ({
    slug: group.slug,
    categories: categories.filter((c) => c.group === group.slug).sort((a, b) => memberOrder(a.nameEn) - memberOrder(b.nameEn)),
  }));
  const collator = new Intl.Collator(intlLocale(locale));
  const other = categories.filter((c) => c.group === null).sort((a, b) => collator.compare(localized(a, 'name', locale), localized(b, 'name', locale)));
  return [...groups, { slug: 'other' as const, categories: other }].filter((section) => section.categories.length > 0);
}
