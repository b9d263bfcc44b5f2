import { type Kysely, sql } from 'kysely';

/**
 * Product and category administration (issue 10): what a quote keeps of a deleted product, the
 * admin list's remaining sort order, and one category per English name.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // A quote names its product after the product is deleted: the delete copies these in its
  // transaction (the SKU was already kept; the link itself is set null by the foreign key).
  await db.schema
    .alterTable('quotes')
    .addColumn('product_part_number', 'text')
    .addColumn('product_name_en', 'text')
    .addColumn('product_name_ar', 'text')
    .execute();

  // Admin list sorted by status ascending (active first), newest first within a status; the
  // descending order has products_admin_status_idx.
  await sql`create index products_admin_status_asc_idx on products (status, created_at desc, id desc)`.execute(db);
  // Sorted by name or part number, a page deep in the table skips its offset in the index alone
  // (an index-only scan needs the column under lower() in the index too); these replace the
  // plain expression indexes of 2026-11-23T0000.
  await sql`create index products_admin_name_cover_idx on products (lower(name_en), id) include (name_en)`.execute(db);
  await sql`create index products_admin_part_number_cover_idx on products (lower(part_number), id) include (part_number)`.execute(db);
  await db.schema.dropIndex('products_admin_name_idx').execute();
  await db.schema.dropIndex('products_admin_part_number_idx').execute();
  // "On sale" filter of the admin list, hidden products included (the public index covers active ones only).
  await sql`create index products_admin_sale_idx on products (sale_ends_at) where on_sale and sale_price is not null`.execute(db);

  // Two categories with one English name would share a filter button, a group place and a literal
  // link (`?category=keys-&-locks`): names are unique, whatever their case.
  await sql`create unique index categories_name_en_key on categories (lower(name_en))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of [
    'categories_name_en_key', 'products_admin_sale_idx', 'products_admin_status_asc_idx',
    'products_admin_name_cover_idx', 'products_admin_part_number_cover_idx',
  ]) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
  await sql`create index products_admin_name_idx on products (lower(name_en), id)`.execute(db);
  await sql`create index products_admin_part_number_idx on products (lower(part_number), id)`.execute(db);
  await db.schema.alterTable('quotes').dropColumn('product_part_number').dropColumn('product_name_en').dropColumn('product_name_ar').execute();
}
