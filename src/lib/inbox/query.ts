import { z } from 'zod';
import { text, typeError } from '../validation/common.ts';
import { MESSAGE_STATUSES, QUOTE_FILTER_STATUSES } from './types.ts';

/**
 * What an admin inbox is asked for (issue 20): a search, a status, a date range and a page. One
 * schema for the API's query string and the screen's address, shared by every inbox (quotes,
 * messages, registrations): each gives its own statuses. The server turns it into SQL with
 * src/server/admin/inbox/filters.ts; the screen keeps it in its URL with the helpers below and
 * shows it with src/features/admin/inbox/InboxFilters.tsx.
 */

/** Longest search: an e-mail address fits. */
export const INBOX_SEARCH_MAX = 100;

/** The days a filter may name: before 2000 or past 9998 is a typing slip (and PostgreSQL has no year 0). */
const FIRST_DAY = '2000-01-01';
const LAST_DAY = '9998-12-31';

/** A calendar day (the browser's date field gives YYYY-MM-DD), or '' for no bound. */
const day = z
  .union([z.literal(''), z.iso.date({ error: 'invalid_date' }).refine((value) => value >= FIRST_DAY && value <= LAST_DAY, { error: 'invalid_date' })], { error: 'invalid_date' })
  .default('');

const page = z.coerce.number({ error: 'invalid_page' }).int({ error: 'invalid_page' }).min(1, { error: 'invalid_page' }).max(1_000_000, { error: 'invalid_page' }).default(1);

export interface InboxQuery<S extends string = string> {
  /** Matched as "contains", without regard to case, in the inbox's searchable fields. */
  q: string;
  status: 'all' | S;
  /** First and last day (Riyadh time), inclusive; '' for no bound. */
  from: string;
  to: string;
  page: number;
}

/** The fields of an inbox query, for one inbox's statuses; a range that ends before it starts is refused on `to`. */
export function inboxQueryShape<const S extends readonly [string, ...string[]]>(statuses: S) {
  return {
    q: text(INBOX_SEARCH_MAX, { required: false }).default(''),
    status: z.enum(['all', ...statuses], { error: 'invalid_status' }).default('all'),
    from: day,
    to: day,
    page,
  };
}

export function inboxQuerySchema<const S extends readonly [string, ...string[]]>(statuses: S) {
  return z.strictObject(inboxQueryShape(statuses), { error: typeError }).check((ctx) => {
    const { from, to } = ctx.value;
    if (from && to && to < from) ctx.issues.push({ code: 'custom', message: 'date_range_reversed', path: ['to'], input: to });
  });
}

export const quoteInboxQuerySchema = inboxQuerySchema(QUOTE_FILTER_STATUSES);
export const messageInboxQuerySchema = inboxQuerySchema(MESSAGE_STATUSES);

export const DEFAULT_INBOX_QUERY: InboxQuery<never> = { q: '', status: 'all', from: '', to: '', page: 1 };

const KEYS = ['q', 'status', 'from', 'to', 'page'] as const;

/**
 * The screen's query from its address (?q=&status=&from=&to=&page=). Each part is checked with the
 * API's own rules; a part that fails (an edited link) falls back to its default alone, and a range
 * that ends before it starts loses its end.
 */
export function inboxQueryFromSearch<S extends string>(statuses: readonly S[], search: string): InboxQuery<S> {
  const shape = inboxQueryShape(statuses as unknown as readonly [S, ...S[]]);
  const params = new URLSearchParams(search);
  const query: InboxQuery<S> = { ...DEFAULT_INBOX_QUERY };
  for (const key of KEYS) {
    const value = params.get(key);
    if (value === null) continue;
    const parsed = shape[key].safeParse(value);
    if (parsed.success) Object.assign(query, { [key]: parsed.data });
  }
  if (query.from && query.to && query.to < query.from) query.to = '';
  return query;
}

/** The query string of the screen's address: only what differs from the defaults ('' when nothing does). */
export function inboxSearch(query: InboxQuery): string {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    if (query[key] !== DEFAULT_INBOX_QUERY[key]) params.set(key, String(query[key]));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The API call for a query: the same parameters as the screen's address. */
export const inboxApiPath = (endpoint: string, query: InboxQuery): string => `${endpoint}${inboxSearch(query)}`;

/** Whether anything narrows the list (the empty state then says "nothing matches", not "nothing yet"). */
export const isInboxFiltered = (query: InboxQuery): boolean => query.q !== '' || query.status !== 'all' || query.from !== '' || query.to !== '';
