import { ACCOUNT_REQUESTS_PAGE_SIZE, formatCursor, type AccountRequest, type AccountRequestsPage, type RequestCursor, type StatusChange } from '#lib/account/requests';
import { MESSAGE_STATUSES, QUOTE_STATUSES, type MessageStatus, type QuoteStatus } from '#lib/inbox/types';
import type { Quotation } from '#lib/quotations/types';
import type { Database } from '../db/index.ts';
import { quotationsOf } from '../quotations/service.ts';
import { countRequestsOf, selectMessagesOf, selectQuotesOf, selectStatusChanges, type OwnMessageRow, type OwnQuoteRow } from './repository.ts';
import { quotedProduct } from '../quotes/quoted-product.ts';
import { quoteLinesOf } from '../quotes/list-lines.ts';
import { userNotesOf } from '#lib/validation/quote-notes';

type Listed = { at: string; item: AccountRequest };

/**
 * One page of "My requests": the buyer's quote requests and messages, newest first, after the
 * cursor. Each table gives its next page + 1 on its own (user_id, created_at desc, id desc) index,
 * the two are merged, and the page's status histories are read in one query: the cost does not
 * grow with how many requests the buyer or the shop has (bench/account/run.ts).
 */
export async function listRequests(db: Database, userId: string, cursor?: RequestCursor, pageSize = ACCOUNT_REQUESTS_PAGE_SIZE): Promise<AccountRequestsPage> {
  const [quotes, messages, total] = await Promise.all([
    selectQuotesOf(db, userId, cursor, pageSize + 1),
    selectMessagesOf(db, userId, cursor, pageSize + 1),
    countRequestsOf(db, userId),
  ]);
  const merged: Listed[] = [...quotes.map(quoteItem), ...messages.map(messageItem)].sort(newestFirst);
  const page = merged.slice(0, pageSize);
  const [history, quotations, lines] = await Promise.all([
    historyOf(db, page),
    currentQuotations(db, page),
    quoteLinesOf(db, page.flatMap(({ item }) => (item.type === 'quote' && item.kind === 'list' ? [item.id] : []))),
  ]);
  const items = page.map(
    ({ item }) =>
      ({ ...item, history: history.get(`${item.type}:${item.id}`) ?? [], ...(item.type === 'quote' ? { quotation: quotations.get(item.id) ?? null, lines: lines.get(item.id) ?? [] } : {}) }) as AccountRequest,
  );
  const last = page.at(-1);
  return { items, total, next: merged.length > pageSize && last ? formatCursor({ at: last.at, type: last.item.type, id: last.item.id }) : null };
}

/** The list's order: time (exact, fixed-width text) newest first; at one instant quotes first, then higher ids. */
function newestFirst(a: Listed, b: Listed): number {
  if (a.at !== b.at) return a.at < b.at ? 1 : -1;
  if (a.item.type !== b.item.type) return a.item.type === 'quote' ? -1 : 1;
  return b.item.id - a.item.id;
}

function quoteItem(row: OwnQuoteRow): Listed {
  return {
    at: row.at,
    item: {
      type: 'quote',
      id: row.id,
      createdAt: new Date(row.created_at).toISOString(),
      kind: row.kind,
      product: quotedProduct(row),
      quantity: row.quantity,
      lines: [],
      notes: userNotesOf(row.kind, row.notes),
      status: row.status,
      history: [],
      quotation: null,
    },
  };
}

function messageItem(row: OwnMessageRow): Listed {
  return { at: row.at, item: { type: 'message', id: row.id, createdAt: new Date(row.created_at).toISOString(), subject: row.subject, status: row.status, history: [] } };
}

const quoteStatuses: ReadonlySet<string> = new Set(QUOTE_STATUSES);
const messageStatuses: ReadonlySet<string> = new Set(MESSAGE_STATUSES);

/** Each request's status changes, by `type:id`, from the audit log: the new status and when, nothing else. */
export async function statusHistory(db: Database, ids: { quotes: number[]; messages: number[] }): Promise<Map<string, StatusChange<QuoteStatus | MessageStatus>[]>> {
  const history = new Map<string, StatusChange<QuoteStatus | MessageStatus>[]>();
  for (const change of await selectStatusChanges(db, ids)) {
    const known = change.entity_type === 'quote' ? quoteStatuses : messageStatuses;
    if (!change.status || !known.has(change.status)) continue;
    const key = `${change.entity_type}:${change.entity_id}`;
    history.set(key, [...(history.get(key) ?? []), { status: change.status as QuoteStatus | MessageStatus, at: new Date(change.created_at).toISOString() }]);
  }
  return history;
}

/** Each quote's current quotation as the buyer sees it: the latest version that was sent (drafts and superseded versions are the shop's). */
async function currentQuotations(db: Database, page: Listed[]) {
  const ids = page.flatMap(({ item }) => (item.type === 'quote' && item.status !== 'pending' ? [item.id] : []));
  const current = new Map<number, Quotation>();
  for (const quotation of await quotationsOf(db, ids)) {
    if (quotation.status === 'draft' || quotation.status === 'superseded' || current.has(quotation.quoteId)) continue;
    current.set(quotation.quoteId, quotation);
  }
  return current;
}

function historyOf(db: Database, page: Listed[]) {
  const ids = { quotes: [] as number[], messages: [] as number[] };
  for (const { item } of page) (item.type === 'quote' ? ids.quotes : ids.messages).push(item.id);
  return statusHistory(db, ids);
}
