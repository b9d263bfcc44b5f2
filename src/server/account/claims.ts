import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';
import { recordAudit } from '../admin/audit.ts';

/**
 * Requests sent before registering join the account only as ADR 0023 says: once the buyer has
 * proved the address theirs (e-mail verification, issue 21 step two, calls this from the
 * transaction that marks the address verified), only rows sent from the same address (normalised:
 * trimmed, lower case, as every form stores it) that have no owner yet, all in that one
 * transaction, with an audit entry saying how many joined. A request already owned by an account
 * never moves; running it again finds nothing left to join.
 */
export async function claimRequestsFor(tx: Transaction<DB>, account: { userId: string; email: string }, now = new Date()): Promise<{ quotes: number; messages: number }> {
  const email = account.email.trim().toLowerCase();
  const claim = async (table: 'quotes' | 'messages') =>
    (
      await tx
        .updateTable(table)
        .set({ user_id: account.userId })
        .where('user_id', 'is', null)
        .where(sql<boolean>`lower(btrim(email)) = ${email}`)
        .returning('id')
        .execute()
    ).length;
  const quotes = await claim('quotes');
  const messages = await claim('messages');
  if (quotes + messages > 0) {
    await recordAudit(
      tx,
      account,
      { action: 'registration.claim', entity: 'registration', entityId: account.userId, before: { email, claimedQuotes: 0, claimedMessages: 0 }, after: { email, claimedQuotes: quotes, claimedMessages: messages } },
      now,
    );
  }
  return { quotes, messages };
}
