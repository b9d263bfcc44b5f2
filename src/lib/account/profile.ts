import { z } from 'zod';
import type { FieldCode } from '../errors.ts';
import type { CustomerClass, ProfileStatus } from '../roles.ts';
import { databaseId } from '../admin/products.ts';
import { DEFAULT_PHONE_COUNTRY_CODE, phoneCountryCode, phoneNumber, text, TEXT_LIMITS, typeError, withNationalPhone } from '../validation/common.ts';

/**
 * The buyer's own details (issue 21, /account "Profile"). Contact person, phone and city are the
 * buyer's to change, with the registration form's rules (the same field validators and limits);
 * the company, the e-mail, the class and the status are the shop's record and shown only.
 */

/** The field codes the profile form can show. */
export const PROFILE_FIELD_CODES = ['required', 'too_long', 'invalid_characters', 'invalid_type', 'phone_digits', 'invalid_country_code', 'invalid_id'] as const satisfies readonly FieldCode[];

/** PATCH /api/account/profile: the editable fields and the version they were read at (409 `version_conflict` when stale). */
export const profileUpdateSchema = z
  .strictObject(
    {
      contactPerson: text(TEXT_LIMITS.contactPerson),
      phoneCountryCode: phoneCountryCode.default(DEFAULT_PHONE_COUNTRY_CODE),
      phone: phoneNumber,
      city: text(TEXT_LIMITS.city),
      version: databaseId,
    },
    { error: typeError },
  )
  .transform(withNationalPhone);

export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** What the form edits, as typed. */
export type ProfileFormValues = { contactPerson: string; phoneCountryCode: string; phone: string; city: string };

/** The account as its owner sees it (GET /api/account/profile and the page). */
export interface AccountProfile {
  email: string;
  companyName: string;
  contactPerson: string;
  phoneCountryCode: string;
  phone: string;
  city: string;
  country: string;
  status: ProfileStatus;
  /** The buyer's price class; shown only once the account is approved (null before). */
  customerClass: CustomerClass | null;
  /** When the account was registered (ISO). */
  createdAt: string;
  /** When the buyer asked for the account to be closed (ISO), until an administrator confirms it. */
  closureRequestedAt: string | null;
  /** Whether the address was proven by the verification link (issue 21). */
  emailVerified: boolean;
  version: number;
}
