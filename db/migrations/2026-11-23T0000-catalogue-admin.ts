import { type Kysely, sql } from 'kysely';

/**
 * Catalogue administration (issue 10): photos with alt text, optimistic versions, renamed
 * category slugs, photos uploaded ahead of a save, file deletions after commit, and the audit log.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Each photo is { key, alt_en, alt_ar }, in display order (the first is the main photo).
  await sql`update products set images = coalesce((
      select jsonb_agg(jsonb_build_object('key', k.value, 'alt_en', '', 'alt_ar', '') order by k.ordinality)
      from jsonb_array_elements_text(products.images) with ordinality as k
    ), '[]'::jsonb)`.execute(db);

  // Bumped on every admin write: a save carrying an older version is refused (409).
  await db.schema.alterTable('products').addColumn('version', 'integer', (c) => c.notNull().defaultTo(1).check(sql`version >= 1`)).execute();
  await db.schema.alterTable('categories').addColumn('version', 'integer', (c) => c.notNull().defaultTo(1).check(sql`version >= 1`)).execute();
  // Admin product list: default order status descending (hidden first), then newest.
  await sql`create index products_admin_status_idx on products (status desc, created_at desc, id desc)`.execute(db);
  await sql`create index products_admin_name_idx on products (lower(name_en), id)`.execute(db);
  await sql`create index products_admin_part_number_idx on products (lower(part_number), id)`.execute(db);

  // A renamed category's earlier slugs keep leading to it.
  await db.schema
    .createTable('category_slug_aliases')
    .addColumn('slug', 'text', (c) => c.primaryKey().check(sql`slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .execute();

  // Photos processed and stored before the product is saved; rows not claimed by a save within a
  // day are swept (file first deleted, then the row), so abandoned uploads leave no files behind.
  await db.schema
    .createTable('staged_images')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('uploaded_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Outbox of stored files to delete: written in the transaction that stops referring to them,
  // drained after commit (and retried by a scheduled sweep), so no file outlives its row.
  await db.schema
    .createTable('file_deletions')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('store', 'text', (c) => c.notNull().check(sql`store in ('product-images','quote-attachments')`))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Every admin write, recorded in the transaction of the change it describes.
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('actor_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('actor_email', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('sku', 'text')
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .execute();
  await db.schema.createIndex('audit_log_created_idx').on('audit_log').columns(['created_at desc', 'id desc']).execute();
  await db.schema.createIndex('audit_log_entity_idx').on('audit_log').columns(['entity_type', 'created_at desc']).execute();
  await db.schema.createIndex('audit_log_sku_idx').on('audit_log').columns(['sku', 'created_at desc']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['audit_log', 'file_deletions', 'staged_images', 'category_slug_aliases']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  for (const index of ['products_admin_status_idx', 'products_admin_name_idx', 'products_admin_part_number_idx']) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
  await db.schema.alterTable('categories').dropColumn('version').execute();
  await db.schema.alterTable('products').dropColumn('version').execute();
  await sql`update products set images = coalesce((
      select jsonb_agg(i.value->'key' order by i.ordinality) from jsonb_array_elements(products.images) with ordinality as i
    ), '[]'::jsonb)`.execute(db);
}
