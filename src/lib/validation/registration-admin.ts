import { z } from 'zod';
import { text, typeError } from './common.ts';
import { CUSTOMER_CLASSES, PROFILE_STATUSES, type ProfileStatus, type Role } from '../roles.ts';
import { inboxQuerySchema, type InboxQuery } from '../inbox/query.ts';
import type { Page } from '../inbox/types.ts';

/** The most a rejection reason holds: a sentence or two the applicant reads when signing in. */
export const REJECTION_REASON_MAX = 500;

/**
 * PATCH /api/admin/registrations/:userId. Approving names the class (any customer class, new
 * customer included; admin is never granted through the dashboard); pending and rejected carry
 * no role; a role alone re-classes an approved customer. Rejecting may give a reason (sanitised
 * like every text), which the applicant reads when signing in; an empty one is no reason.
 */
export const registrationChangeSchema = z
  .strictObject(
    {
      status: z.enum(PROFILE_STATUSES, { error: 'invalid_status' }).optional(),
      role: z.enum(CUSTOMER_CLASSES, { error: 'invalid_role' }).optional(),
      reason: text(REJECTION_REASON_MAX, { required: false }).optional(),
    },
    { error: typeError },
  )
  .check((ctx) => {
    const { status, role, reason } = ctx.value;
    if (!status && !role) ctx.issues.push({ code: 'custom', message: 'required', path: ['status'], input: ctx.value });
    if (status === 'approved' && !role) ctx.issues.push({ code: 'custom', message: 'required', path: ['role'], input: ctx.value });
    if (status && status !== 'approved' && role) ctx.issues.push({ code: 'custom', message: 'role_requires_approval', path: ['role'], input: ctx.value });
    if (reason && status !== 'rejected') ctx.issues.push({ code: 'custom', message: 'reason_requires_rejection', path: ['reason'], input: ctx.value });
  });

export type RegistrationChange = z.input<typeof registrationChangeSchema>;
export type ParsedRegistrationChange = z.output<typeof registrationChangeSchema>;

/** Admin tables show this many rows per page (SPEC §9 "Admin table"). */
export const REGISTRATIONS_PAGE_SIZE = 25;
export const REGISTRATION_STATUS_FILTERS = ['all', ...PROFILE_STATUSES] as const;
export type RegistrationStatusFilter = (typeof REGISTRATION_STATUS_FILTERS)[number];
/**
 * GET /api/admin/registrations?q=&status=&from=&to=&page=, and the registrations screen's URL: the
 * admin inboxes' one query (src/lib/inbox/query.ts) with the profile statuses: a search in company
 * names and e-mail addresses (contains, any case), a status, and the days of registration (from and
 * to inclusive, Riyadh days), 25 a page, newest first.
 */
export const registrationQuerySchema = inboxQuerySchema(PROFILE_STATUSES);
export type RegistrationQuery = InboxQuery<ProfileStatus>;

/** A registration as GET /api/admin/registrations lists it. */
export interface RegistrationRecord {
  userId: string;
  email: string;
  companyName: string;
  contactPerson: string;
  phoneCountryCode: string;
  phone: string;
  city: string;
  country: string;
  /** The Commercial Registration number (10 digits; "2025" for accounts made before it was asked). */
  crNumber: string;
  /** The VAT number (15 digits), when the buyer gave one. */
  vatNumber: string | null;
  status: ProfileStatus;
  /** Why it was rejected, as the applicant reads it when signing in (only while rejected). */
  rejectionReason: string | null;
  /** The stored class; it grants prices only while status is approved. */
  role: Role;
  createdAt: string;
  /**
   * Whether sign-in is now blocked for the account somewhere (an address locked after five
   * failures, or a flood under way); POST /api/admin/registrations/:userId/unlock clears it.
   */
  signInLocked: boolean;
  /** Whether the buyer proved the address with the verification link (issue 21). */
  emailVerified: boolean;
  /** When the buyer asked for the account to be closed (ISO); the administrator confirms it (erasure). */
  closureRequestedAt: string | null;
}

/** One page of registrations. */
export type RegistrationPage = Page<RegistrationRecord>;

/** Registrations that may be deleted as spam: never an approved customer (reject first). */
export const DELETABLE_STATUSES: readonly ProfileStatus[] = ['pending', 'rejected'];
