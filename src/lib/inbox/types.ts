/**
 * What the admin inboxes exchange with the server (GET /api/admin/quotes, /api/admin/messages):
 * camelCase domain types shared by the services that build them and the islands that show them.
 */
import type { QuoteKind } from '../quote-kinds.ts';
import type { RequestedLine } from '../quote-list.ts';

/**
 * A request's status (issue 22): pending (no quotation sent, or the buyer asked for a change),
 * quoted, accepted, declined, and finished (closed by the admin). "Expired" is not stored: a quoted
 * request whose current quotation is past its validity is expired at read time (QUOTE_FILTER_STATUSES).
 */
export const QUOTE_STATUSES = ['pending', 'quoted', 'accepted', 'declined', 'finished'] as const;
/** What the inbox filters by: the stored statuses and the derived one. */
export const QUOTE_FILTER_STATUSES = [...QUOTE_STATUSES, 'expired'] as const;
export type QuoteFilterStatus = (typeof QUOTE_FILTER_STATUSES)[number];
export const MESSAGE_STATUSES = ['unread', 'read', 'archived'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** Admin tables show this many rows per page (SPEC §9 "Admin table"). */
export const INBOX_PAGE_SIZE = 25;

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

export interface QuoteProductInfo {
  /** Null when the product was deleted after the quote was made (the SKU is kept). */
  id: number | null;
  sku: string | null;
  partNumber: string | null;
  nameEn: string | null;
  nameAr: string | null;
}

export interface AdminQuote {
  id: number;
  createdAt: string;
  kind: QuoteKind;
  product: QuoteProductInfo | null;
  company: string;
  name: string;
  email: string;
  phoneCountryCode: string;
  phone: string;
  /** A list request's units in all; each line has its own. */
  quantity: number;
  /** A list request's lines (issue 23); empty for every other kind. */
  lines: RequestedLine[];
  notes: string;
  /** How many photos the quote has; each is served to admins by GET /api/admin/quotes/:id/images/:index. */
  imageCount: number;
  status: QuoteStatus;
  /** The quotation currently sent (number, version, validity, total), when there is one. */
  quotation: { id: number; number: string | null; version: number; validUntil: string; totalHalalas: number; expired: boolean } | null;
}

export interface AdminMessage {
  id: number;
  createdAt: string;
  name: string;
  company: string | null;
  email: string;
  phone: string;
  subject: string;
  message: string;
  status: MessageStatus;
}

export const quoteImageUrl = (quoteId: number, index: number): string => `/api/admin/quotes/${quoteId}/images/${index}`;
