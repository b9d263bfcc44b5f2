import { type Kysely, sql } from 'kysely';

/**
 * Issue 12, ADR 0013: the totals of the whole catalogue and of a set of categories (one category,
 * or the members of a group) are kept per filter in `catalogue_counts`, each under the generation
 * of the catalogue it was counted in. Every statement that changes which products are active or which categories they
 * are in moves the generation on (a trigger, so every write path is covered, in its own
 * transaction); a count of an older generation is never read again. A reader counts and reads
 * the generation in one statement, so a count is never stored under a generation it did not see.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('catalogue_count_generation')
    .addColumn('id', 'boolean', (c) => c.primaryKey().defaultTo(true).check(sql`id`))
    .addColumn('generation', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.insertInto('catalogue_count_generation').values({ id: true }).execute();
  await db.schema
    .createTable('catalogue_counts')
    .addColumn('filter_key', 'text', (c) => c.primaryKey())
    .addColumn('generation', 'bigint', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull().check(sql`total >= 0`))
    .execute();

  await sql`create function catalogue_counts_invalidate() returns trigger language plpgsql as $$
    begin
      update catalogue_count_generation set generation = generation + 1;
      return null;
    end $$`.execute(db);
  // BEFORE the statement: the generation row is locked before any product or link row, so two
  // writers queue on it instead of each holding a row the other wants (no new deadlocks).
  await sql`create trigger products_catalogue_counts before insert or delete or update of id, status on products
    for each statement execute function catalogue_counts_invalidate()`.execute(db);
  await sql`create trigger product_categories_catalogue_counts before insert or delete or update on product_categories
    for each statement execute function catalogue_counts_invalidate()`.execute(db);
  for (const table of ['products', 'product_categories']) {
    await sql`create trigger ${sql.ref(`${table}_catalogue_counts_truncate`)} before truncate on ${sql.table(table)}
      for each statement execute function catalogue_counts_invalidate()`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['products', 'product_categories']) {
    await sql`drop trigger if exists ${sql.ref(`${table}_catalogue_counts_truncate`)} on ${sql.table(table)}`.execute(db);
    await sql`drop trigger if exists ${sql.ref(`${table}_catalogue_counts`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function if exists catalogue_counts_invalidate()`.execute(db);
  await db.schema.dropTable('catalogue_counts').ifExists().execute();
  await db.schema.dropTable('catalogue_count_generation').ifExists().execute();
}
