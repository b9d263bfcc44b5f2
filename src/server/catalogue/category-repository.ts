import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';

type Executor = Kysely<DB> | Transaction<DB>;

/** Every category, by English name (SPEC §7); the filter bar orders groups by their set order. */
export function findCategories(db: Executor) {
  return db.selectFrom('categories').select(['id', 'slug', 'name_en', 'name_ar', 'created_at']).orderBy('name_en').orderBy('id').execute();
}

/**
 * Every category with its earlier slugs (the public list, so old links still name their category)
 * and whether an active product is in it (probed by the link table's category index).
 */
export function findCategoriesWithAliases(db: Executor) {
  return db
    .selectFrom('categories as c')
    .select(['c.id', 'c.slug', 'c.name_en', 'c.name_ar', 'c.created_at'])
    .select(sql<string[]>`array(select a.slug from category_slug_aliases a where a.category_id = c.id order by a.slug)`.as('aliases'))
    .select(
      sql<boolean>`exists(select 1 from product_categories pc join products p on p.id = pc.product_id where pc.category_id = c.id and p.status = 'active')`.as(
        'has_products',
      ),
    )
    .orderBy('c.name_en')
    .orderBy('c.id')
    .execute();
}

export function findCategoriesByIds(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('categories')
    .select(['id', 'slug', 'name_en', 'name_ar', 'created_at'])
    .where('id', 'in', [...ids])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The category whose slug, or one of whose earlier slugs, this is (slugs are unique across both). */
export async function findCategoryIdBySlug(db: Executor, slug: string): Promise<number | null> {
  const row = await db
    .selectFrom('categories')
    .select('id')
    .where('slug', '=', slug)
    .unionAll(db.selectFrom('category_slug_aliases').select('category_id as id').where('slug', '=', slug))
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The categories of these English names, compared trimmed and case-insensitively (a group's members). */
export async function findCategoryIdsByNames(db: Executor, lowerNames: readonly string[]): Promise<number[]> {
  if (lowerNames.length === 0) return [];
  const rows = await db.selectFrom('categories').select('id').where(sql<string>`lower(trim(name_en))`, 'in', [...lowerNames]).execute();
  return rows.map((r) => r.id);
}
