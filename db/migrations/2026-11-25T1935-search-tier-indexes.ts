import { type Kysely, sql } from 'kysely';

/**
 * Issue 23 (ADR 0031, "Each tier its own query"): the search's rank tiers are separate
 * index-driven queries, each limited to the page.
 * - names starting with the words: btree (text_pattern_ops: LIKE 'prefix%' whatever the
 *   database's collation) on the folded English and Arabic names;
 * - close spellings: a GiST trigram index on the folded text, which orders by word-similarity
 *   distance (`'q' <<-> search_text`, nearest first) and so stops after the page, where the GIN
 *   index gave every candidate over the threshold (an eighth of the catalogue for a misspelt brand).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index products_name_en_fold_prefix_idx on products (name_en_fold text_pattern_ops)`.execute(db);
  await sql`create index products_name_ar_fold_prefix_idx on products (name_ar_fold text_pattern_ops)`.execute(db);
  await sql`create index products_search_text_gist_idx on products using gist (search_text gist_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index products_search_text_gist_idx`.execute(db);
  await sql`drop index products_name_ar_fold_prefix_idx`.execute(db);
  await sql`drop index products_name_en_fold_prefix_idx`.execute(db);
}
