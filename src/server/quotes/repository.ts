import type { Insertable } from 'kysely';
import type { Database } from '../db/index.ts';
import type { QuotesTable } from '../db/schema.ts';

/**
 * SQL for submitting quotes: plain functions over a database handle or a transaction (services own
 * transactions). The admin inbox's queries are in src/server/admin/quotes/repository.ts.
 */

export async function findActiveProduct(db: Database, id: number) {
  return db
    .selectFrom('products')
    .select(['id', 'sku', 'part_number', 'name_en', 'name_ar'])
    .where('id', '=', id)
    .where('status', '=', 'active')
    .executeTakeFirst();
}

export async function insertQuote(db: Database, values: Insertable<QuotesTable>): Promise<number> {
  const row = await db.insertInto('quotes').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
