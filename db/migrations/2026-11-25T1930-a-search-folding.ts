import { type Kysely, sql } from 'kysely';

/**
 * Issue 23 (ADR 0031): the code search reads a part number however it is written and Arabic
 * however it is spelt. Two SQL functions fold the stored side exactly as src/lib/search-fold.ts
 * folds a query (the constants below are that file's, written out: a migration does not change
 * when the library does; tests/integration/search-ranking.test.ts checks both agree):
 *
 * - search_fold(text): NFKD, Latin accents, Arabic tashkeel, Quranic marks and tatweel dropped,
 *   ٱ ى ة ی ک read as ا ي ه ي ك, Arabic-Indic and Persian digits as 0-9, A-Z as a-z (translate,
 *   not lower(): lower() follows the database's locale);
 * - part_number_key(text): folded, a leading P/N or PN dropped, only letters and digits kept.
 *
 * Stored with each product (generated, so every writer keeps them):
 * - part_key: the part number's key, btree-indexed for the exact match ranked first;
 * - name_en_fold, name_ar_fold: the names folded, for "names starting with the words";
 * - search_text: now the folded SKU, part number and names plus the part key, in the trigram
 *   index for "contains" (LIKE) and close spellings (pg_trgm's <% word similarity).
 * Kept search bounds were counted with the old text: forgotten.
 */
const DROPPED = '\\u0300-\\u036f\\u0610-\\u061a\\u064b-\\u065f\\u0670\\u06d6-\\u06dc\\u06df-\\u06e8\\u06ea-\\u06ed\\u0640';
const FROM = '\u0671\u0649\u0629\u06cc\u06a9\u0660\u0661\u0662\u0663\u0664\u0665\u0666\u0667\u0668\u0669\u06f0\u06f1\u06f2\u06f3\u06f4\u06f5\u06f6\u06f7\u06f8\u06f9ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const TO = '\u0627\u064a\u0647\u064a\u0643' + '0123456789' + '0123456789' + 'abcdefghijklmnopqrstuvwxyz';
const PREFIX = '^\\s*p\\s*[/.]?\\s*n\\s*\\.?\\s*(?:[\\s:#/.-]+|(?=\\d))';
const KEPT = 'a-z0-9\\u0620-\\u064a\\u066e-\\u06d3';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create function search_fold(value text) returns text language sql immutable strict parallel safe
    return translate(regexp_replace(normalize(value, NFKD), ${sql.lit(`[${DROPPED}]`)}, '', 'g'), ${sql.lit(FROM)}, ${sql.lit(TO)})`.execute(db);
  await sql`create function part_number_key(value text) returns text language sql immutable strict parallel safe
    return regexp_replace(regexp_replace(search_fold(value), ${sql.lit(PREFIX)}, ''), ${sql.lit(`[^${KEPT}]`)}, '', 'g')`.execute(db);

  await sql`alter table products add column part_key text not null generated always as (part_number_key(part_number)) stored`.execute(db);
  await sql`alter table products add column name_en_fold text not null generated always as (search_fold(name_en)) stored`.execute(db);
  await sql`alter table products add column name_ar_fold text not null generated always as (search_fold(name_ar)) stored`.execute(db);
  await sql`create index products_part_key_idx on products (part_key)`.execute(db);

  await sql`alter table products drop column search_text`.execute(db);
  await sql`alter table products add column search_text text not null generated always as (
    search_fold(sku || ' ' || part_number || ' ' || name_en || ' ' || name_ar) || ' ' || part_number_key(part_number)) stored`.execute(db);
  await sql`create index products_search_text_trgm_idx on products using gin (search_text gin_trgm_ops)`.execute(db);
  await sql`delete from catalogue_counts where filter_key like 'q:%'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table products drop column search_text`.execute(db);
  await sql`alter table products add column search_text text not null
    generated always as (sku || ' ' || lower(part_number) || ' ' || lower(name_en) || ' ' || lower(name_ar)) stored`.execute(db);
  await sql`create index products_search_text_trgm_idx on products using gin (search_text gin_trgm_ops)`.execute(db);
  await sql`alter table products drop column part_key, drop column name_en_fold, drop column name_ar_fold`.execute(db);
  await sql`drop function part_number_key(text)`.execute(db);
  await sql`drop function search_fold(text)`.execute(db);
  await sql`delete from catalogue_counts where filter_key like 'q:%'`.execute(db);
}
