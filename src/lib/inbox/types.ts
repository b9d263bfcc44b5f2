/**
 * What the admin inboxes exchange with the server (GET /api/admin/quotes, /api/admin/messages):
 * camelCase domain types shared by the services that build them and the islands that show them.
 */
import type { QuoteKind } from '../quote-kinds.ts';

export const QUOTE_STATUSES = ['pending', 'finished'] as const;
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
  quantity: number;
  notes: string;
  /** How many photos the quote has; each is served to admins by GET /api/admin/quotes/:id/images/:index. */
  imageCount: number;
  status: QuoteStatus;
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
