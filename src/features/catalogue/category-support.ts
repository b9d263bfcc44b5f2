import { groupOf, slugify } from '#lib/categories';
import type { CatalogueCategory } from '#lib/catalogue';

let next = 1;

/** For the catalogue's unit tests: a category as the API gives it, named as an admin typed it; its Arabic name is marked `ع`. */
export const catalogueCategory = (nameEn: string, extra: Partial<CatalogueCategory> = {}): CatalogueCategory => ({
  id: next++,
  slug: slugify(nameEn),
  nameEn,
  nameAr: `ع ${nameEn}`,
  group: groupOf(nameEn),
  createdAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});
