import { type Kysely, sql } from 'kysely';

/**
 * Issue 12: the text the code search matches (SKU, part number, both names, lower case) is stored
 * with each row and indexed as a column, not computed by an expression index. A search reads up
 * to 500 matches to count them and rechecks each candidate the trigram index gives (about half are
 * false, e.g. "door" and "motor" apart for "door motor"); computing the four-part lower-case
 * string for each of them was a fifth to a half of that count's time (ADR 0013: "door motor"
 * 3.6–4.1 -> 3.1 ms, pgbench).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table products add column search_text text not null
    generated always as (sku || ' ' || lower(part_number) || ' ' || lower(name_en) || ' ' || lower(name_ar)) stored`.execute(db);
  await sql`create index products_search_text_trgm_idx on products using gin (search_text gin_trgm_ops)`.execute(db);
  await sql`drop index products_search_trgm_idx`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`create index products_search_trgm_idx on products
    using gin ((sku || ' ' || lower(part_number) || ' ' || lower(name_en) || ' ' || lower(name_ar)) gin_trgm_ops)`.execute(db);
  await sql`alter table products drop column search_text`.execute(db);
}
