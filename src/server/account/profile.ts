import type { AccountProfile, ProfileUpdate } from '#lib/account/profile';
import { isCustomerClass } from '#lib/roles';
import type { Database } from '../db/index.ts';
import { inTransaction } from '../db/transaction.ts';
import { conflict, notFound } from '../http/errors.ts';
import { recordAudit } from '../admin/audit.ts';
import type { Customer } from './guard.ts';
import { lockAccount, selectAccount, updateContactDetails, type AccountRow } from './repository.ts';

export function toProfile(row: AccountRow): AccountProfile {
  return {
    email: row.email,
    companyName: row.company_name,
    contactPerson: row.contact_person,
    phoneCountryCode: row.phone_country_code,
    phone: row.phone,
    city: row.city,
    country: row.country,
    status: row.status,
    customerClass: row.status === 'approved' && isCustomerClass(row.role) ? row.role : null,
    createdAt: new Date(row.created_at).toISOString(),
    closureRequestedAt: row.closure_requested_at ? new Date(row.closure_requested_at).toISOString() : null,
    emailVerified: row.email_verified_at !== null,
    version: row.version,
  };
}

export async function readProfile(db: Database, userId: string): Promise<AccountProfile> {
  const row = await selectAccount(db, userId);
  if (!row) throw notFound();
  return toProfile(row);
}

const EDITABLE = ['contactPerson', 'phoneCountryCode', 'phone', 'city'] as const;

/**
 * The buyer's edit of their contact person, phone and city, at the version they loaded (a stale
 * one is a 409 `version_conflict`: another tab or device saved first). The change and its audit
 * entry (the buyer as actor, under their registration) are one transaction; an edit that changes
 * nothing writes nothing.
 */
export async function updateProfile(db: Database, customer: Customer, input: ProfileUpdate, now = new Date()): Promise<AccountProfile> {
  return inTransaction(db, async (tx) => {
    const current = await lockAccount(tx, customer.userId);
    if (!current) throw notFound();
    if (current.version !== input.version) throw conflict('version_conflict');
    const before = toProfile(current);
    const next: AccountProfile = { ...before, contactPerson: input.contactPerson, phoneCountryCode: input.phoneCountryCode, phone: input.phone, city: input.city };
    if (EDITABLE.every((field) => before[field] === next[field])) return before;
    await updateContactDetails(tx, customer.userId, next, now);
    // The company and e-mail name the entry in the activity log (equal on both sides, so not listed as changes).
    const logged = ({ companyName, email, contactPerson, phoneCountryCode, phone, city }: AccountProfile) => ({ companyName, email, contactPerson, phoneCountryCode, phone, city });
    await recordAudit(tx, customer, { action: 'registration.profile', entity: 'registration', entityId: customer.userId, before: logged(before), after: logged(next) }, now);
    return { ...next, version: before.version + 1 };
  });
}
