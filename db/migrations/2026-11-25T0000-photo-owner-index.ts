import { type Kysely, sql } from 'kysely';

/**
 * Issue 19, ADR 0019: /media serves a product photo only while its product is visible, so every
 * render the CDN does not hold asks which product a photo key belongs to. The containment query
 * (`images @> '[{"key": …}]'`) uses this index instead of reading every product's photo list.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index products_images_keys on products using gin (images jsonb_path_ops)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index products_images_keys`.execute(db);
}
