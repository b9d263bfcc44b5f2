import { sql } from 'kysely';
import type { Database } from '../db/index.ts';

/** The most rows one look-up reads: 2,000 lines with a few matches each, and no more whatever the keys share. */
export const LOOKUP_MAX_ROWS = 10_000;

/**
 * Every visible product whose SKU, part key or a cross-reference key is one of these: ONE query
 * for a whole pasted list (issue 23), through the SKU's unique index, `part_key`'s btree and
 * `reference_keys`' GIN index (a BitmapOr), whatever the number of lines.
 */
export async function selectProductsByKeys(db: Database, { skus, keys }: { skus: readonly string[]; keys: readonly string[] }) {
  if (skus.length === 0 && keys.length === 0) return [];
  return db
    .selectFrom('products as p')
    .select(['p.id', 'p.sku', 'p.part_number', 'p.part_key', 'p.reference_keys', 'p.cross_references', 'p.name_en', 'p.name_ar', sql<string | null>`p.images -> 0 ->> 'key'`.as('image')])
    .where('p.status', '=', 'active')
    .where((eb) =>
      eb.or([
        eb('p.sku', '=', sql<string>`any(cast(${[...skus]} as text[]))`),
        eb('p.part_key', '=', sql<string>`any(cast(${[...keys]} as text[]))`),
        sql<boolean>`p.reference_keys && cast(${[...keys]} as text[])`,
      ]),
    )
    .orderBy('p.sku')
    .limit(LOOKUP_MAX_ROWS)
    .execute();
}

export type LookupRow = Awaited<ReturnType<typeof selectProductsByKeys>>[number];
