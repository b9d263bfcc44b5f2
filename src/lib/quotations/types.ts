/**
 * Quotations (issue 22): the shop's priced answer to a quote request. A request (quotes row) has
 * versions of one quotation; a sent version is never edited, a revision is a new version that
 * supersedes it. What the admin screens, the buyer's account and the server exchange.
 */
import type { Locale } from '../../i18n/locales.ts';

/** A version's own state. Only one draft per request; sending supersedes the earlier sent version. */
export const QUOTATION_VERSION_STATUSES = ['draft', 'sent', 'superseded', 'accepted', 'declined', 'change_requested'] as const;
export type QuotationVersionStatus = (typeof QUOTATION_VERSION_STATUSES)[number];

/** Days a quotation is valid unless the admin says otherwise. */
export const DEFAULT_VALIDITY_DAYS = 30;
/** The buyer is reminded this many days before the validity ends. */
export const EXPIRY_REMINDER_DAYS = 3;
export const MAX_QUOTATION_LINES = 100;
export const QUOTATION_TEXT_LIMITS = { description: 300, leadTime: 60, deliveryTerms: 1000, notes: 2000, responseNote: 1000, sku: 40 } as const;

/**
 * A quotation is valid through a calendar day in Riyadh (UTC+3 all year): it ends at the instant
 * the next day begins there, so "expired" is `now >= end` on the server and in the browser alike.
 */
export const validityEnd = (day: string): Date => new Date(Date.parse(`${day}T00:00:00+03:00`) + 86_400_000);

/** Sequential per year, never reused: Q-2026-000123. */
export const formatQuotationNumber = (year: number, sequence: number): string => `Q-${year}-${String(sequence).padStart(6, '0')}`;

/** A sent quotation's PDF file name, as downloaded and as attached to its e-mail: Q-2026-000001.pdf, Q-2026-000001-R2.pdf. */
export const quotationPdfFilename = (number: string, version: number): string => `${number}${version > 1 ? `-R${version}` : ''}.pdf`;

export interface QuotationLine {
  productId: number | null;
  sku: string;
  partNumber: string;
  description: string;
  unitPriceHalalas: number;
  quantity: number;
  discountBp: number;
  leadTime: string;
  lineTotalHalalas: number;
}

export interface Quotation {
  id: number;
  quoteId: number;
  version: number;
  /** Given when first sent; revisions keep it. Null for a draft never sent. */
  number: string | null;
  status: QuotationVersionStatus;
  locale: Locale;
  validUntil: string;
  deliveryTerms: string;
  notes: string;
  lines: QuotationLine[];
  subtotalHalalas: number;
  vatHalalas: number;
  totalHalalas: number;
  createdAt: string;
  sentAt: string | null;
  respondedAt: string | null;
  responseNote: string | null;
  /** True once the version is sent and past its validity without an answer. */
  expired: boolean;
}

/** The editor's starting point: the request, the buyer's class prices for its product, and its versions. */
export interface QuotationWorkspace {
  quoteId: number;
  requestStatus: string;
  locale: Locale;
  buyer: { company: string; name: string; email: string; crNumber: string | null; vatNumber: string | null };
  /** Prefilled lines for a new quotation: each requested product at the buyer's class price, a list's unknown numbers as empty lines. */
  suggestedLines: Omit<QuotationLine, 'lineTotalHalalas'>[];
  versions: Quotation[];
  /** Today plus DEFAULT_VALIDITY_DAYS (Riyadh), YYYY-MM-DD. */
  defaultValidUntil: string;
}

/** A product found by SKU or part number, priced for the request's buyer. */
export interface QuotationProductHit {
  productId: number;
  sku: string;
  partNumber: string;
  nameEn: string;
  nameAr: string;
  unitPriceHalalas: number | null;
}

export const quotationPdfUrl = (quotationId: number, audience: 'admin' | 'account'): string =>
  audience === 'admin' ? `/api/admin/quotations/${quotationId}/pdf` : `/api/account/quotations/${quotationId}/pdf`;
