import type { Database } from '../db/index.ts';
import { inTransaction } from '../db/transaction.ts';
import { notFound } from '../http/errors.ts';
import { recordAudit } from '../admin/audit.ts';
import type { Customer } from './guard.ts';
import { lockAccount, markClosureRequested } from './repository.ts';

/**
 * The buyer asks for the account to be closed (Saudi PDPL): the wish is recorded with its time and
 * audited in one transaction; an administrator confirms it and the personal fields are erased in a
 * later step (issue 21, step two). Asking again changes nothing and answers the first time, so a
 * retried request is harmless without an idempotency key.
 */
export async function requestClosure(db: Database, customer: Customer, now = new Date()): Promise<{ closureRequestedAt: string }> {
  return inTransaction(db, async (tx) => {
    const account = await lockAccount(tx, customer.userId);
    if (!account) throw notFound();
    if (account.closure_requested_at) return { closureRequestedAt: new Date(account.closure_requested_at).toISOString() };
    await markClosureRequested(tx, customer.userId, now);
    const named = { companyName: account.company_name, email: account.email };
    await recordAudit(
      tx,
      customer,
      { action: 'registration.closure', entity: 'registration', entityId: customer.userId, before: { ...named, closureRequested: false }, after: { ...named, closureRequested: true } },
      now,
    );
    return { closureRequestedAt: now.toISOString() };
    // Safe to run again after a COMMIT that got no answer: a second run finds the wish recorded.
  }, { idempotent: true });
}
