import { z } from 'zod';
import { SKU_PATTERN } from '../catalogue.ts';
import { typeError } from '../validation/common.ts';

/**
 * The audit log of admin writes: every kind of entity an admin changes and every action, listed
 * once. A row is written in the same transaction as the change it describes. A buyer's own changes
 * to their account are logged the same way, under their registration (issue 21).
 */
export const AUDIT_ENTITIES = ['product', 'category', 'registration', 'quote', 'message', 'settings', 'administrator', 'email'] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_ACTIONS = [
  'product.create',
  'product.update',
  'product.delete',
  'product.hide',
  'product.show',
  // Spreadsheet imports and bulk actions (issue 24): one entry per import or action, with its counts.
  'product.import',
  'product.bulk',
  'category.create',
  'category.rename',
  'category.delete',
  'registration.status',
  'registration.role',
  'registration.unlock',
  'registration.delete',
  // The buyer's own changes to their account (issue 21): the actor is the buyer.
  'registration.profile',
  'registration.closure',
  'registration.claim',
  'registration.password',
  // Two-step sign-in (issue 21, ADR 0028): turned on, off, a recovery code spent at sign-in.
  'registration.totp_enable',
  'registration.totp_disable',
  'registration.totp_recovery',
  'registration.verify',
  'registration.erase',
  'quote.status',
  // Quotations (issue 22): the admin's drafts and sends; the buyer's answers (the buyer as actor); the reminder (the system).
  'quotation.draft',
  'quotation.send',
  'quotation.accept',
  'quotation.decline',
  'quotation.change',
  'message.status',
  'settings.update',
  'settings.company',
  'administrator.invite',
  'administrator.link',
  'administrator.activate',
  'administrator.remove',
  'administrator.password',
  'administrator.totp_enable',
  'administrator.totp_recovery',
  'email.retry',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_PAGE_SIZE = 25;

/** GET /api/admin/activity?kind=&sku=&page= */
export const auditQuerySchema = z.strictObject({
  kind: z.enum(['all', ...AUDIT_ENTITIES], { error: 'invalid_value' }).default('all'),
  sku: z.union([z.literal(''), z.string({ error: typeError }).trim().regex(SKU_PATTERN, { error: 'invalid_sku' })]).default(''),
  page: z.coerce.number({ error: 'invalid_page' }).int({ error: 'invalid_page' }).min(1, { error: 'invalid_page' }).max(1_000_000, { error: 'invalid_page' }).default(1),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export interface AuditEntry {
  id: string;
  createdAt: string;
  actorEmail: string;
  action: AuditAction;
  entity: AuditEntity;
  entityId: string;
  sku: string | null;
  before: unknown;
  after: unknown;
}

export interface AuditPage {
  items: AuditEntry[];
  /** The names of the categories this page's entries refer to by id (`categoryIds`), so the log shows names. */
  categoryNames: Record<string, { nameEn: string; nameAr: string }>;
  page: number;
  pageSize: number;
  total: number;
}
