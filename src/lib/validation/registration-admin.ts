import { z } from 'zod';
import { typeError } from './common.ts';
import { CUSTOMER_CLASSES, PROFILE_STATUSES, type ProfileStatus, type Role } from '../roles.ts';

/**
 * PATCH /api/admin/registrations/:userId. Approving names the class (any customer class, new
 * customer included; admin is never granted through the dashboard); pending and rejected carry
 * no role; a role alone re-classes an approved customer.
 */
export const registrationChangeSchema = z
  .strictObject(
    {
      status: z.enum(PROFILE_STATUSES, { error: 'invalid_status' }).optional(),
      role: z.enum(CUSTOMER_CLASSES, { error: 'invalid_role' }).optional(),
    },
    { error: typeError },
  )
  .check((ctx) => {
    const { status, role } = ctx.value;
    if (!status && !role) ctx.issues.push({ code: 'custom', message: 'required', path: ['status'], input: ctx.value });
    if (status === 'approved' && !role) ctx.issues.push({ code: 'custom', message: 'required', path: ['role'], input: ctx.value });
    if (status && status !== 'approved' && role) ctx.issues.push({ code: 'custom', message: 'role_requires_approval', path: ['role'], input: ctx.value });
  });

export type RegistrationChange = z.infer<typeof registrationChangeSchema>;

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
  registrationNumber: string;
  status: ProfileStatus;
  /** The stored class; it grants prices only while status is approved. */
  role: Role;
  createdAt: string;
  /**
   * Whether sign-in is now blocked for the account somewhere (an address locked after five
   * failures, or a flood under way); POST /api/admin/registrations/:userId/unlock clears it.
   */
  signInLocked: boolean;
}
