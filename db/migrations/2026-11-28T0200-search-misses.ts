import { type Kysely, sql } from 'kysely';

/**
 * Issue 23, "What buyers could not find" (ADR 0033): searches with no result and unknown pasted
 * numbers, counted by normalised term and Riyadh day. No address, no user, no text as typed: the
 * term is the part number key or the folded words (src/lib/search-misses.ts), 3 to 64 characters.
 * The primary key (day, term) serves the upsert, the day's count of distinct terms (the daily cap)
 * and the dashboard's window; the retention sweep deletes days past the window.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table search_misses (
      day date not null,
      term text not null check (char_length(term) between 3 and 64),
      searches integer not null default 1 check (searches > 0),
      primary key (day, term)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table search_misses`.execute(db);
}
