import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { InboxQuery } from '#lib/inbox/query';
import { toLatinDigits } from '#lib/digits';
import { likeContains } from '../../catalogue/product-repository.ts';
import type { DB } from '../../db/schema.ts';

/**
 * The SQL side of an inbox query (src/lib/inbox/query.ts), shared by every admin inbox (quotes,
 * messages, registrations): the status, the date range and the search pattern. An inbox names its
 * own columns; each condition is served by an index the inbox's table has: (status, created_at, id)
 * for status and order, (created_at, id) for the range, a trigram index for the search.
 */

/** The company keeps Riyadh time (UTC+3 all year, no daylight saving): a day runs from 00:00 there. */
const RIYADH_OFFSET = '+03:00';

/** A day range as instants: from the first day's midnight in Riyadh to the midnight after the last (exclusive). */
export function riyadhDayRange(from: string, to: string): { start: Date | null; end: Date | null } {
  const start = from ? new Date(`${from}T00:00:00${RIYADH_OFFSET}`) : null;
  const end = to ? new Date(new Date(`${to}T00:00:00${RIYADH_OFFSET}`).getTime() + 86_400_000) : null;
  return { start, end };
}

/**
 * The search as the stored search columns hold text (lower case, ASCII digits), as a LIKE
 * "contains" pattern; null for no search. Arabic-Indic digits typed in a SKU or phone count as 0-9.
 */
export function inboxSearchPattern(q: string): string | null {
  const term = toLatinDigits(q).replace(/\s+/g, ' ').trim();
  return term ? likeContains(term) : null;
}

export interface InboxColumns {
  status: string;
  created: string;
}

/** The status and date conditions of a query over an inbox's columns (the search is the inbox's own: what it matches differs). */
export function inboxConditions(query: Pick<InboxQuery, 'status' | 'from' | 'to'>, columns: InboxColumns): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (query.status !== 'all') conditions.push(sql<SqlBool>`${sql.ref(columns.status)} = ${query.status}`);
  const { start, end } = riyadhDayRange(query.from, query.to);
  if (start) conditions.push(sql<SqlBool>`${sql.ref(columns.created)} >= ${start}`);
  if (end) conditions.push(sql<SqlBool>`${sql.ref(columns.created)} < ${end}`);
  return conditions;
}

/** How many rows an inbox's filtered query keeps: the pager's total. */
export async function countRows<T extends keyof DB>(filtered: SelectQueryBuilder<DB, T, object>): Promise<number> {
  const row = await filtered.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}
