import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { SEARCH_MISS_NEW_TERMS_PER_DAY, SEARCH_MISS_WINDOW_DAYS, searchMissKind, searchMissTerms, type SearchMiss } from '#lib/search-misses';
import type { Database } from '../db/index.ts';
import { errorKind } from '../http/handler.ts';
import { currentRequest } from '../http/request-context.ts';
import { riyadhToday } from '../quotations/validity.ts';

const DAY_MS = 86_400_000;

/**
 * Counts searches that found nothing (ADR 0033): each distinct term of `queries` once more under
 * today (Riyadh), normalised by searchMissTerm; queries not counted (punctuation, too short or
 * long) are skipped. One statement for the whole list. Terms new today are taken only while the
 * day has fewer than SEARCH_MISS_NEW_TERMS_PER_DAY of them (in the list's order); terms already
 * counted today always count.
 *
 * Never throws: counting is a by-product of a search or a lookup, which must be answered anyway.
 * A failure is logged with the request id and the error's code, never the terms. Call it outside
 * a transaction (a failed statement would abort the caller's).
 */
export async function recordSearchMisses(db: Database, queries: readonly string[], now = new Date()): Promise<void> {
  const terms = searchMissTerms(queries);
  if (!terms.length) return;
  const day = riyadhToday(now);
  try {
    await sql`
      with input as (
        select i.term, i.position,
          exists (select 1 from search_misses m where m.day = ${day}::date and m.term = i.term) as known
        from unnest(${sql.val(terms)}::text[]) with ordinality as i (term, position)
      ),
      ranked as (
        select term, known, row_number() over (partition by known order by position) as rank from input
      )
      insert into search_misses (day, term, searches)
      select ${day}::date, term, 1 from ranked
      where known or rank <= ${SEARCH_MISS_NEW_TERMS_PER_DAY} - (select count(*) from search_misses where day = ${day}::date)
      on conflict (day, term) do update set searches = search_misses.searches + 1`.execute(db);
  } catch (error) {
    const requestId = currentRequest()?.headers.get('x-nf-request-id') ?? randomUUID();
    console.warn(`[${requestId}] search_miss_count_failed ${errorKind(error)}`);
  }
}

/** The first Riyadh day of a window of `days` days ending today. */
const windowStart = (days: number, now: Date) => riyadhToday(new Date(now.getTime() - (days - 1) * DAY_MS));

/** The most searched terms that found nothing over the last `days` days, most searches first. */
export async function topSearchMisses(db: Database, { days, limit }: { days: number; limit: number }, now = new Date()): Promise<SearchMiss[]> {
  const rows = await db
    .selectFrom('search_misses')
    .select((eb) => ['term', eb.fn.sum<string | number>('searches').as('searches')])
    .where('day', '>=', windowStart(days, now))
    .groupBy('term')
    .orderBy('searches', 'desc')
    .orderBy('term')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ term: row.term, kind: searchMissKind(row.term), searches: Number(row.searches) }));
}

/**
 * Deletes the days before the dashboard's window (the retention sweep, ADR 0026). One statement:
 * the daily cap keeps a day to a few hundred rows.
 */
export async function purgeSearchMisses(db: Database, now = new Date()): Promise<number> {
  const result = await db.deleteFrom('search_misses').where('day', '<', windowStart(SEARCH_MISS_WINDOW_DAYS, now)).executeTakeFirst();
  return Number(result.numDeletedRows);
}
