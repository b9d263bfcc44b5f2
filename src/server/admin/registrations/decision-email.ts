import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { enqueueEmail } from '../../email/outbox.ts';
import { localeOf } from '../../accounts/user-locale.ts';
import { isCustomerClass } from '#lib/roles';
import type { RegistrationRow } from './repository.ts';

/**
 * The buyer's e-mail about an administrator's decision (issue 21): approved (with the class) or
 * rejected (with the reason, when one was given), in the language the buyer registered in, queued
 * in the transaction that makes the decision (ADR 0020): no decision without its e-mail, no e-mail
 * for a decision rolled back. Moving back to pending tells nobody anything.
 */
export async function tellBuyerOfDecision(tx: Transaction<DB>, row: RegistrationRow, now = new Date()): Promise<void> {
  const locale = localeOf(row.locale);
  if (row.status === 'approved' && isCustomerClass(row.role)) {
    await enqueueEmail(tx, { template: 'account_approved', to: row.email, locale, data: { contactPerson: row.contact_person, companyName: row.company_name, customerClass: row.role } }, now);
  } else if (row.status === 'rejected') {
    await enqueueEmail(tx, { template: 'account_rejected', to: row.email, locale, data: { contactPerson: row.contact_person, companyName: row.company_name, reason: row.rejection_reason } }, now);
  }
}
