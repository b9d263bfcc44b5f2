import { type Kysely, sql } from 'kysely';

/**
 * Issue 23, ADR 0034: close spellings through a small table of the words in product names.
 *
 * `search_words` holds every distinct word of the folded names (brands, name words; at least three
 * characters, at least one letter: SKUs, part numbers and the names' numbers are not words) with the
 * number of products, of any status, whose names have it. A misspelt word is looked up among these
 * few thousand rows by pg_trgm's word similarity (GiST, nearest first); the products are then found
 * by the words it matched, through the trigram GIN index on `search_text` like any "contains".
 *
 * Kept by statement-level triggers on `products` (insert, update, delete, truncate), which see every
 * row the statement wrote (transition tables) in the writer's own transaction: the editor, the
 * spreadsheet import, bulk actions, the seed, a delete or a hand-written statement cannot leave the
 * table behind, and a rolled-back write rolls its words back. Counts, not mere presence, so that the
 * last product losing a word (renamed, deleted) removes it without rescanning products. Writers of
 * names already queue on the catalogue generation row (2026-11-23T0400), so the counts add no new
 * contention; words are written in sorted order all the same.
 *
 * The GiST trigram index on `products.search_text` (2026-11-25T1935) goes: close spellings no longer
 * use it, and the planner preferred it to the GIN index for LIKE, at ~20 ms for a part number that
 * the GIN index answers in under 1 ms.
 */
const LETTER = 'a-z\\u0620-\\u064a\\u066e-\\u06d3';
const KEPT = `${LETTER}0-9`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create function search_words_of(name_en_fold text, name_ar_fold text) returns text[] language sql immutable strict parallel safe
    return array(
      select distinct w from regexp_split_to_table(name_en_fold || ' ' || name_ar_fold, ${sql.lit(`[^${KEPT}]+`)}) w
      where length(w) >= 3 and w ~ ${sql.lit(`[${LETTER}]`)})`.execute(db);
  await sql`create table search_words (word text primary key, products integer not null check (products >= 0))`.execute(db);
  await sql`create index search_words_trgm_idx on search_words using gist (word gist_trgm_ops)`.execute(db);

  // A multiset of words gained and one of words lost (once per product each): the counts moved by
  // the difference, words no product has any more removed.
  await sql`create function search_words_apply(gained text[], lost text[]) returns void language plpgsql as $$
    declare
      changed text[];
    begin
      with delta as (
        select w, sum(d)::integer as n from (
          select unnest(gained) as w, 1 as d union all select unnest(lost), -1
        ) x group by w having sum(d) <> 0
      ), updated as (
        update search_words s set products = s.products + d.n from delta d where s.word = d.w returning s.word
      ), inserted as (
        insert into search_words (word, products) select w, n from delta where w not in (select word from updated)
        returning word
      )
      select array_agg(word) into changed from (select word from updated union all select word from inserted) applied;
      if changed is not null then
        delete from search_words where word = any(changed) and products = 0;
      end if;
    end $$`.execute(db);
  await sql`create function search_words_track() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform search_words_apply(array(select w from new_rows, unnest(search_words_of(name_en_fold, name_ar_fold)) w), '{}');
      elsif tg_op = 'DELETE' then
        perform search_words_apply('{}', array(select w from old_rows, unnest(search_words_of(name_en_fold, name_ar_fold)) w));
      else
        -- Only rows whose names changed (a price or status update leaves the words as they were).
        perform search_words_apply(
          array(select w from new_rows n join old_rows o using (id), unnest(search_words_of(n.name_en_fold, n.name_ar_fold)) w
            where (n.name_en_fold, n.name_ar_fold) is distinct from (o.name_en_fold, o.name_ar_fold)),
          array(select w from old_rows o join new_rows n using (id), unnest(search_words_of(o.name_en_fold, o.name_ar_fold)) w
            where (n.name_en_fold, n.name_ar_fold) is distinct from (o.name_en_fold, o.name_ar_fold)));
      end if;
      return null;
    end $$`.execute(db);
  await sql`create function search_words_clear() returns trigger language plpgsql as $$
    begin
      delete from search_words;
      return null;
    end $$`.execute(db);
  await sql`create trigger products_search_words_insert after insert on products referencing new table as new_rows
    for each statement execute function search_words_track()`.execute(db);
  await sql`create trigger products_search_words_update after update on products referencing old table as old_rows new table as new_rows
    for each statement execute function search_words_track()`.execute(db);
  await sql`create trigger products_search_words_delete after delete on products referencing old table as old_rows
    for each statement execute function search_words_track()`.execute(db);
  await sql`create trigger products_search_words_truncate after truncate on products
    for each statement execute function search_words_clear()`.execute(db);

  await sql`insert into search_words (word, products)
    select w, count(*) from products, unnest(search_words_of(name_en_fold, name_ar_fold)) w group by w`.execute(db);
  await sql`drop index products_search_text_gist_idx`.execute(db);
  // The close spellings' kept bounds were counted with the earlier matching: forgotten.
  await sql`delete from catalogue_counts where filter_key like 'q:%'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`create index products_search_text_gist_idx on products using gist (search_text gist_trgm_ops)`.execute(db);
  for (const op of ['insert', 'update', 'delete', 'truncate']) {
    await sql`drop trigger ${sql.ref(`products_search_words_${op}`)} on products`.execute(db);
  }
  await sql`drop function search_words_clear()`.execute(db);
  await sql`drop function search_words_track()`.execute(db);
  await sql`drop function search_words_apply(text[], text[])`.execute(db);
  await sql`drop table search_words`.execute(db);
  await sql`drop function search_words_of(text, text)`.execute(db);
  await sql`delete from catalogue_counts where filter_key like 'q:%'`.execute(db);
}
