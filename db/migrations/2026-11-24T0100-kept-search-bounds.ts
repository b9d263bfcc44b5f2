import { type Kysely, type RawBuilder, sql } from 'kysely';

/**
 * Issue 12, ADR 0013: a broad search's "at least 500 matches" is kept per catalogue generation like
 * the totals of categories. What a search matches also changes when a product's SKU, part number or
 * names change (`search_text`), so those updates move the generation on too. (An admin save sets
 * the status with every other column, so saves moved it on already; this covers any other writer.)
 */
async function recreateTrigger(db: Kysely<any>, updatedColumns: RawBuilder<unknown>): Promise<void> {
  await sql`drop trigger products_catalogue_counts on products`.execute(db);
  await sql`create trigger products_catalogue_counts before insert or delete or update of ${updatedColumns} on products
    for each statement execute function catalogue_counts_invalidate()`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await recreateTrigger(db, sql`id, status, sku, part_number, name_en, name_ar`);
}

export async function down(db: Kysely<any>): Promise<void> {
  await recreateTrigger(db, sql`id, status`);
}
