import { z } from 'zod';
import type { CatalogueCategory } from '../catalogue.ts';
import { text, typeError } from '../validation/common.ts';
import { databaseId } from './products.ts';

/** Category names, both required (SPEC §5 "Add category"); the slug is made from the English name. */
export const CATEGORY_NAME_MAX = 100;

/** POST /api/admin/categories. */
export const categoryCreateSchema = z.strictObject({ nameEn: text(CATEGORY_NAME_MAX), nameAr: text(CATEGORY_NAME_MAX) }, { error: typeError });
export type CategoryCreate = z.infer<typeof categoryCreateSchema>;

/** PUT /api/admin/categories/:id: a rename, with the version it was read at. */
export const categoryUpdateSchema = z.strictObject(
  { nameEn: text(CATEGORY_NAME_MAX), nameAr: text(CATEGORY_NAME_MAX), version: databaseId },
  { error: typeError },
);
export type CategoryUpdate = z.infer<typeof categoryUpdateSchema>;

/** A category as the admin lists it (GET /api/admin/categories): the catalogue's, and what only the admin sees. */
export interface AdminCategory extends Omit<CatalogueCategory, 'aliases' | 'hasProducts'> {
  /** How many products use it: a category in use cannot be deleted. */
  productCount: number;
  version: number;
}
