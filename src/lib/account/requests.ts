import { z } from 'zod';
import type { MessageStatus, QuoteProductInfo, QuoteStatus } from '../inbox/types.ts';
import type { QuoteKind } from '../quote-kinds.ts';
import type { RequestedLine } from '../quote-list.ts';
import type { Quotation } from '../quotations/types.ts';
import { DATE_TIME_RANGE, typeError } from '../validation/common.ts';

/**
 * "My requests" (issue 21): every quote request and message a buyer sent, newest first, in pages
 * read by keyset (GET /api/account/requests?before=<cursor>), with each one's history of status
 * changes. Only status and date cross the wire, never who in the shop changed them.
 */
export const ACCOUNT_REQUESTS_PAGE_SIZE = 20;

export interface StatusChange<S extends string> {
  status: S;
  /** ISO date-time of the change. */
  at: string;
}

export interface AccountQuote {
  type: 'quote';
  id: number;
  createdAt: string;
  kind: QuoteKind;
  /** Null for a custom or home-lift request; a product quote whose product was deleted has `id` null. */
  product: QuoteProductInfo | null;
  quantity: number;
  /** A list request's lines (issue 23); empty for every other kind. */
  lines: RequestedLine[];
  /** The buyer's own notes (without the title line the shop adds), for "Request again". */
  notes: string;
  status: QuoteStatus;
  /** The status changes after it was sent, oldest first. */
  history: StatusChange<QuoteStatus>[];
  /** The shop's current quotation for it, once one was sent (issue 22); drafts are never shown. */
  quotation: Quotation | null;
}

export interface AccountMessage {
  type: 'message';
  id: number;
  createdAt: string;
  subject: string;
  status: MessageStatus;
  history: StatusChange<MessageStatus>[];
}

export type AccountRequest = AccountQuote | AccountMessage;

export interface AccountRequestsPage {
  items: AccountRequest[];
  /** Every request of the buyer, for "12 requests". */
  total: number;
  /** The cursor of the next page (pass it as `before`), or null on the last one. */
  next: string | null;
}

/**
 * A position in the list, after which the next page starts: the row's time to the microsecond
 * (PostgreSQL's precision: two requests in one millisecond must not swap or vanish between
 * pages), its type and its id. Newest first; at one instant quotes come before messages, then
 * higher ids first. Written `2026-11-25T10:00:00.123456Z_q_123`.
 */
export interface RequestCursor {
  at: string;
  type: AccountRequest['type'];
  id: number;
}

const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_([qm])_([1-9][0-9]{0,9})$/;
const INT4_MAX = 2_147_483_647;

export function formatCursor({ at, type, id }: RequestCursor): string {
  return `${at}_${type === 'quote' ? 'q' : 'm'}_${id}`;
}

export function parseCursor(value: string): RequestCursor | null {
  const match = CURSOR.exec(value);
  if (!match) return null;
  const [, at, type, id] = match as unknown as [string, string, 'q' | 'm', string];
  const instant = Date.parse(at.slice(0, 23) + 'Z');
  if (!(instant >= DATE_TIME_RANGE.from && instant < DATE_TIME_RANGE.to) || new Date(instant).toISOString().slice(0, 19) !== at.slice(0, 19)) return null;
  if (Number(id) > INT4_MAX) return null;
  return { at, type: type === 'q' ? 'quote' : 'message', id: Number(id) };
}

/** GET /api/account/requests?before=… */
export const accountRequestsQuerySchema = z.strictObject(
  {
    before: z
      .string({ error: typeError })
      .transform((value, ctx) => {
        const cursor = parseCursor(value);
        if (!cursor) ctx.issues.push({ code: 'custom', message: 'invalid_value', input: value });
        return cursor ?? z.NEVER;
      })
      .optional(),
  },
  { error: typeError },
);
