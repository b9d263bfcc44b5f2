import type { EmailTemplate } from '#lib/admin/outbox';
import type { Locale } from '#i18n/locales';
import type { QuoteKind } from '#lib/quote-kinds';
import type { RequestedLine } from '#lib/quote-list';
import type { CustomerClass } from '#lib/roles';

/**
 * What each e-mail is made from: plain JSON stored in the outbox row when it is queued, so the
 * message can be rendered (and rendered again, for the admin's Outbox) from the row alone. Dates
 * are ISO strings, money decimal strings (src/lib/money.ts). A `link` is a path of the site (`/verify-email?token=…`,
 * no language prefix): the template puts it in the recipient's language and makes it absolute.
 * The fields named in a template's `secrets` (its links with tokens) are blanked in the outbox once
 * the message has gone out through SMTP (ADR 0020).
 */

/** To the shop: a company registered (src/server/accounts/registration.ts). */
export interface NewRegistrationData {
  companyName: string;
  contactPerson: string;
  email: string;
  /** As the buyer gave it, with its country code ("+966 512345678"). */
  phone: string;
  city: string;
  country: string;
  registeredAt: string;
}

/** To the shop: a quote request came in (src/server/quotes/submit-quote.ts). */
export interface NewQuoteData {
  quoteId: number;
  kind: QuoteKind;
  company: string;
  name: string;
  email: string;
  phone: string;
  quantity: number;
  product: { sku: string; nameEn: string; nameAr: string } | null;
  /** A list request's lines (issue 23); absent from messages queued before lists existed. */
  lines?: RequestedLine[];
  notes: string;
  photoCount: number;
  /** The language the buyer wrote in. */
  requestLocale: Locale;
  submittedAt: string;
}

/** To the shop: a contact-form message (src/server/messages/service.ts). */
export interface NewMessageData {
  messageId: number;
  name: string;
  company: string | null;
  email: string;
  phone: string;
  subject: string;
  message: string;
  receivedAt: string;
}

/** To a buyer who registered: confirm the address (single-use link). */
export interface EmailVerificationData {
  contactPerson: string | null;
  email: string;
  link: string;
  validHours: number;
}

/** To a buyer: the administrator approved the account with a customer class. */
export interface AccountApprovedData {
  contactPerson: string | null;
  companyName: string;
  customerClass: CustomerClass;
}

/** To a buyer: the registration was rejected, with the administrator's reason if one was given. */
export interface AccountRejectedData {
  contactPerson: string | null;
  companyName: string;
  reason: string | null;
}

/** To anyone who asked: a single-use link to choose a new password. */
export interface PasswordResetData {
  contactPerson: string | null;
  link: string;
  validMinutes: number;
}

/** To the account's owner: the password was changed (with a way back if it was not them). */
export interface PasswordChangedData {
  contactPerson: string | null;
  changedAt: string;
}

/** To a future administrator: a single-use link to accept the invitation. */
export interface AdminInvitationData {
  inviter: string;
  link: string;
  validHours: number;
}

/** To the buyer: a quotation (or a revision of one) was sent, its PDF attached (issue 22). */
export interface QuotationSentData {
  quoteId: number;
  number: string;
  version: number;
  name: string;
  company: string;
  totalHalalas: number;
  /** The last valid day, YYYY-MM-DD (Riyadh). */
  validUntil: string;
  revision: boolean;
}

/** To the shop: the buyer accepted, declined or asked for a change. */
export interface QuotationResponseData {
  quoteId: number;
  number: string;
  version: number;
  action: 'accept' | 'decline' | 'change';
  company: string;
  name: string;
  email: string;
  note: string;
  totalHalalas: number;
  respondedAt: string;
}

/** To the buyer: an unanswered quotation runs out in three days. */
export interface QuotationExpiringData {
  quoteId: number;
  number: string;
  name: string;
  totalHalalas: number;
  validUntil: string;
}

export interface TemplateData {
  new_registration: NewRegistrationData;
  new_quote: NewQuoteData;
  new_message: NewMessageData;
  email_verification: EmailVerificationData;
  account_approved: AccountApprovedData;
  account_rejected: AccountRejectedData;
  password_reset: PasswordResetData;
  password_changed: PasswordChangedData;
  admin_invitation: AdminInvitationData;
  quotation_sent: QuotationSentData;
  quotation_response: QuotationResponseData;
  quotation_expiring: QuotationExpiringData;
}

// Every template of the list has data, and nothing else does.
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const TEMPLATE_DATA_MATCHES_LIST: Exact<keyof TemplateData, EmailTemplate> = true;
