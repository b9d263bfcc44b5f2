import { type Kysely, sql } from 'kysely';

/**
 * Issue 23 (ADR 0031): a product's OEM numbers by brand and the numbers it replaces, stored with
 * the product as JSON (they are edited, saved and audited with it, like its photos), and their
 * part keys as a generated array in a GIN index: a search for any of them is one index probe
 * (`reference_keys && array[...]`). The function is immutable (it only folds its argument), as a
 * generated column requires.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create function reference_keys(refs jsonb) returns text[] language sql immutable strict parallel safe
    return array(select part_number_key(r ->> 'number') from jsonb_array_elements(refs) r)`.execute(db);
  await sql`alter table products add column cross_references jsonb not null default '[]'::jsonb`.execute(db);
  await sql`alter table products add column reference_keys text[] not null generated always as (reference_keys(cross_references)) stored`.execute(db);
  await sql`create index products_reference_keys_idx on products using gin (reference_keys)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table products drop column reference_keys, drop column cross_references`.execute(db);
  await sql`drop function reference_keys(jsonb)`.execute(db);
}
