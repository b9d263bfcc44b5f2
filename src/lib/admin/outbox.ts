import { z } from 'zod';
import { typeError } from '../validation/common.ts';

/**
 * The e-mail outbox (ADR 0020): every e-mail the shop sends is a row queued in the transaction of
 * the event it tells about, then sent by the sender. The lists below are the one source of the
 * statuses, templates and failure codes: the table's check, the admin Outbox screen, its filters
 * and its words derive from them.
 */

/** queued → sending (leased by one sender) → sent; after the last failed attempt, dead (the admin may queue it again). */
export const EMAIL_STATUSES = ['queued', 'sending', 'sent', 'dead'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** Every kind of e-mail; each has a React template in src/server/email/templates and words under `email.<template>.`. */
export const EMAIL_TEMPLATES = [
  'new_registration',
  'new_quote',
  'new_message',
  'email_verification',
  'account_approved',
  'account_rejected',
  'password_reset',
  'password_changed',
  'admin_invitation',
  'quotation_sent',
  'quotation_response',
  'quotation_expiring',
] as const;
export type EmailTemplate = (typeof EMAIL_TEMPLATES)[number];

/**
 * Why the last attempt failed, as a code (never the server's reply, which may quote an address).
 * `recipient_rejected`, `message_rejected` and `render_failed` are final at once (sending the same
 * message again cannot succeed); the rest are retried.
 */
export const EMAIL_FAILURE_CODES = [
  'smtp_connection',
  'smtp_timeout',
  'smtp_auth',
  'smtp_temporary',
  'recipient_rejected',
  'message_rejected',
  'render_failed',
  'mailbox_write_failed',
  'lease_expired',
  'send_failed',
] as const;
export type EmailFailureCode = (typeof EMAIL_FAILURE_CODES)[number];

export const OUTBOX_PAGE_SIZE = 25;
export const OUTBOX_FILTERS = ['all', ...EMAIL_STATUSES] as const;
export type OutboxFilter = (typeof OUTBOX_FILTERS)[number];

/** GET /api/admin/outbox?status=&page= */
export const outboxQuerySchema = z.strictObject({
  status: z.enum(OUTBOX_FILTERS, { error: 'invalid_value' }).default('all'),
  page: z.coerce.number({ error: 'invalid_page' }).int({ error: 'invalid_page' }).min(1, { error: 'invalid_page' }).max(1_000_000, { error: 'invalid_page' }).default(1),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

/** The `:index` of GET /api/admin/outbox/:id/attachments/:index. */
export const attachmentIndexSchema = z.coerce.number({ error: typeError }).int({ error: 'invalid' }).min(0, { error: 'invalid' }).max(99, { error: 'invalid' });

export interface OutboxItem {
  id: number;
  /** The Message-ID header, made when the e-mail was queued and kept through every resend. */
  messageId: string;
  template: EmailTemplate;
  locale: string;
  to: string;
  subject: string;
  status: EmailStatus;
  attempts: number;
  lastError: EmailFailureCode | null;
  createdAt: string;
  /** When the sender may next try it (queued), or null. */
  nextAttemptAt: string | null;
  sentAt: string | null;
}

/** Where this server's e-mails go: an SMTP server, the development mailbox, or nowhere yet (production without SMTP_URL). */
export type EmailDelivery = 'smtp' | 'mailbox' | 'none';

export interface OutboxPage {
  items: OutboxItem[];
  delivery: EmailDelivery;
  /** How many e-mails each status holds, for the filter's labels. */
  counts: Record<EmailStatus, number>;
  page: number;
  pageSize: number;
  total: number;
}

export interface OutboxAttachmentInfo {
  index: number;
  filename: string;
  contentType: string;
  size: number;
}

/** One e-mail as its recipient reads it: the plain text here, the HTML framed from `previewUrl`. */
export interface OutboxMessage extends OutboxItem {
  replyTo: string | null;
  text: string;
  previewUrl: string;
  /** The message's links with a token were blanked once it was sent (ADR 0020): the preview shows the home page instead. */
  linksRemoved: boolean;
  attachments: OutboxAttachmentInfo[];
}

export const outboxPreviewUrl = (id: number): string => `/api/admin/outbox/${id}/preview`;
export const outboxAttachmentUrl = (id: number, index: number): string => `/api/admin/outbox/${id}/attachments/${index}`;
