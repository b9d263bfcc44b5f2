import type { Transaction } from 'kysely';
import type { AdminCategory, CategoryCreate, CategoryUpdate } from '#lib/admin/categories';
import { CATEGORY_GROUPS, slugify } from '#lib/categories';
import type { Database } from '../../db/index.ts';
import type { DB } from '../../db/schema.ts';
import { CATALOGUE_TAG } from '../../http/cache-tags.ts';
import { toCatalogueCategory } from '../../catalogue/product-view.ts';
import { conflict, HttpError, notFound } from '../../http/errors.ts';
import type { AuditActor } from '../audit.ts';
import { adminWrite } from '../write.ts';
import { isUniqueViolation } from '../products/database-errors.ts';
import {
  deleteCategory as deleteCategoryRow,
  englishNameTaken,
  findAdminCategories,
  findAdminCategory,
  insertCategory,
  lockAdminCategory,
  lockCategoryWrites,
  moveSlug,
  renameCategory as renameCategoryRow,
  slugsTakenLike,
  type AdminCategoryRow,
} from './repository.ts';

/**
 * The admin's categories (SPEC §5 "Add category", ADR 0010). English names are unique whatever
 * their case: the name places a category in its filter group and spells its literal link, so two
 * alike would be one button. The slug comes from the English name, with `-2`, `-3`… when another
 * category (or an earlier slug of one, or a group) has it. Category writes take turns (an advisory
 * lock) so these checks hold when two admins race; the unique indexes are the backstop.
 */

const categoryNotFound = () => notFound('category_not_found');
const nameTaken = () => new HttpError(409, 'name_taken', { nameEn: 'name_taken' });
const GROUP_SLUGS = new Set<string>(CATEGORY_GROUPS.map((g) => g.slug));

/** The catalogue's category, with what only the admin sees: how many products use it, and its version. */
function toAdminCategory(row: AdminCategoryRow): AdminCategory {
  return { ...toCatalogueCategory(row), productCount: Number(row.product_count), version: row.version };
}

export async function listAdminCategories(db: Database): Promise<AdminCategory[]> {
  return (await findAdminCategories(db)).map(toAdminCategory);
}

/** The slug for this English name that no other category (nor a group) uses, now or from before a rename. */
async function freeSlug(tx: Transaction<DB>, nameEn: string, categoryId: number | null): Promise<string> {
  // A name of symbols or Arabic letters only has no Latin slug of its own.
  const base = slugify(nameEn) || 'category';
  const taken = await slugsTakenLike(tx, base, categoryId);
  const free = (slug: string) => !taken.has(slug) && !GROUP_SLUGS.has(slug);
  if (free(base)) return base;
  for (let n = 2; ; n++) if (free(`${base}-${n}`)) return `${base}-${n}`;
}

async function reread(tx: Transaction<DB>, id: number): Promise<AdminCategory> {
  const row = await findAdminCategory(tx, id);
  if (!row) throw new Error(`category ${id} vanished inside its own transaction`);
  return toAdminCategory(row);
}

function refuseNameRaces(error: unknown): HttpError | undefined {
  return isUniqueViolation(error, 'categories_name_en_key') ? nameTaken() : undefined;
}

/** POST /api/admin/categories. */
export async function createCategory(db: Database, actor: AuditActor, input: CategoryCreate, now = new Date()): Promise<AdminCategory> {
  return adminWrite(db, actor, {
    now,
    refuse: refuseNameRaces,
    change: async (tx) => {
      await lockCategoryWrites(tx);
      if (await englishNameTaken(tx, input.nameEn, null)) throw nameTaken();
      const slug = await freeSlug(tx, input.nameEn, null);
      const id = await insertCategory(tx, { slug, name_en: input.nameEn, name_ar: input.nameAr }, now);
      const after = await reread(tx, id);
      return { result: after, audit: { action: 'category.create', entity: 'category', entityId: id, after }, purge: [CATALOGUE_TAG] };
    },
  });
}

/**
 * PUT /api/admin/categories/:id: new names over the version the admin loaded (else 409). A new
 * English name brings a new slug; the old one keeps leading here.
 */
export async function renameCategory(db: Database, actor: AuditActor, id: number, input: CategoryUpdate, now = new Date()): Promise<AdminCategory> {
  return adminWrite(db, actor, {
    now,
    refuse: refuseNameRaces,
    change: async (tx) => {
      await lockCategoryWrites(tx);
      const current = await lockAdminCategory(tx, id);
      if (!current) throw categoryNotFound();
      if (current.version !== input.version) throw conflict('version_conflict');
      if (await englishNameTaken(tx, input.nameEn, id)) throw nameTaken();
      const slug = input.nameEn === current.name_en ? current.slug : await freeSlug(tx, input.nameEn, id);
      if (slug !== current.slug) await moveSlug(tx, id, current.slug, slug);
      await renameCategoryRow(tx, id, { slug, name_en: input.nameEn, name_ar: input.nameAr });
      const after = await reread(tx, id);
      return {
        result: after,
        audit: { action: 'category.rename', entity: 'category', entityId: id, before: toAdminCategory(current), after },
        purge: [CATALOGUE_TAG],
      };
    },
  });
}

/** DELETE /api/admin/categories/:id: refused with 409 `category_in_use` (and the count) while any product, hidden ones too, uses it. */
export async function deleteCategory(db: Database, actor: AuditActor, id: number, now = new Date()): Promise<void> {
  await adminWrite(db, actor, {
    now,
    change: async (tx) => {
      const current = await lockAdminCategory(tx, id);
      if (!current) throw categoryNotFound();
      const productCount = Number(current.product_count);
      if (productCount > 0) throw new HttpError(409, 'category_in_use', undefined, undefined, { count: productCount });
      await deleteCategoryRow(tx, id);
      return {
        result: undefined,
        audit: { action: 'category.delete', entity: 'category', entityId: id, before: toAdminCategory(current) },
        purge: [CATALOGUE_TAG],
      };
    },
  });
}
