import type { AdminCategory } from '#lib/admin/categories';
import { isBrandCategory } from '#lib/categories';
import type { MessageKey } from '#i18n/messages';

/**
 * Where the catalogue's filter bar shows a category (SPEC §2 "Catalogue"): inside its group's
 * dropdown, hidden (brand names), or as its own button.
 */
export function placementKey(category: Pick<AdminCategory, 'group' | 'nameEn'>): MessageKey {
  if (category.group) return `group.${category.group}`;
  return isBrandCategory(category.nameEn) ? 'adminSite.categories.group.brand' : 'adminSite.categories.group.other';
}

