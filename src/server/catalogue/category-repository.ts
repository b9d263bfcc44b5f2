import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';

type Executor = Kysely<DB> | Transaction<DB>;

/** Every category, by English name (SPEC §7); the filter bar orders groups by their set order. */
export function findCategories(db: Executor) {
  return db.selectFrom('categories').select(['id', 'slug', 'name_en', 'name_ar', 'created_at']).orderBy('name_en').orderBy('id').execute();
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
