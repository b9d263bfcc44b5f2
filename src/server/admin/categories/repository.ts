import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** SQL of the admin's categories. Services own the transactions these run in. */
type Executor = Kysely<DB> | Transaction<DB>;

/** Key of the advisory lock that makes category writes take turns (slugs and names are checked, then written). */
const CATEGORY_WRITES_LOCK = 0x63617473;

export async function lockCategoryWrites(tx: Transaction<DB>): Promise<void> {
  await sql`select pg_advisory_xact_lock(${CATEGORY_WRITES_LOCK})`.execute(tx);
}

function categoryQuery(db: Executor) {
  return db
    .selectFrom('categories as c')
    .select(['c.id', 'c.slug', 'c.name_en', 'c.name_ar', 'c.version', 'c.created_at'])
    .select(sql<string>`(select count(*) from product_categories pc where pc.category_id = c.id)`.as('product_count'));
}

export type AdminCategoryRow = Awaited<ReturnType<ReturnType<typeof categoryQuery>['executeTakeFirstOrThrow']>>;

/** Every category by English name, with how many products (hidden ones too) use it. */
export function findAdminCategories(db: Executor): Promise<AdminCategoryRow[]> {
  return categoryQuery(db).orderBy('c.name_en').orderBy('c.id').execute();
}

export function findAdminCategory(db: Executor, id: number): Promise<AdminCategoryRow | undefined> {
  return categoryQuery(db).where('c.id', '=', id).executeTakeFirst();
}

/**
 * Row-locked until commit: a product save linking it (FOR KEY SHARE) waits for a delete, and the
 * other way round. Locked first and read after, so its product count includes a save it waited for.
 */
export async function lockAdminCategory(tx: Transaction<DB>, id: number): Promise<AdminCategoryRow | undefined> {
  const locked = await tx.selectFrom('categories').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
  return locked ? findAdminCategory(tx, id) : undefined;
}

/** Another category already has this English name, whatever its case. */
export async function englishNameTaken(db: Executor, nameEn: string, exceptId: number | null): Promise<boolean> {
  let query = db.selectFrom('categories').select('id').where(sql`lower(name_en)`, '=', sql`lower(${nameEn})`);
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * Slugs other categories hold, now or from before a rename, among `base` and `base-<n>`
 * (the candidates for a category's new slug).
 */
export async function slugsTakenLike(db: Executor, base: string, exceptId: number | null): Promise<Set<string>> {
  const like = `${base}-%`;
  let current = db.selectFrom('categories').select('slug').where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', like)]));
  let earlier = db.selectFrom('category_slug_aliases').select('slug').where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', like)]));
  if (exceptId !== null) {
    current = current.where('id', '<>', exceptId);
    earlier = earlier.where('category_id', '<>', exceptId);
  }
  const rows = await current.unionAll(earlier).execute();
  return new Set(rows.map((r) => r.slug));
}

export async function insertCategory(tx: Transaction<DB>, values: { slug: string; name_en: string; name_ar: string }, now: Date): Promise<number> {
  const row = await tx
    .insertInto('categories')
    .values({ ...values, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function renameCategory(tx: Transaction<DB>, id: number, values: { slug: string; name_en: string; name_ar: string }): Promise<void> {
  await tx
    .updateTable('categories')
    .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/**
 * A rename moves the category to `newSlug`: the old one becomes an alias (old links keep
 * working), and a slug the category had before and takes back stops being one.
 */
export async function moveSlug(tx: Transaction<DB>, categoryId: number, oldSlug: string, newSlug: string): Promise<void> {
  await tx.deleteFrom('category_slug_aliases').where('slug', '=', newSlug).where('category_id', '=', categoryId).execute();
  await tx.insertInto('category_slug_aliases').values({ slug: oldSlug, category_id: categoryId }).execute();
}

export async function deleteCategory(tx: Transaction<DB>, id: number): Promise<void> {
  await tx.deleteFrom('categories').where('id', '=', id).execute();
}
