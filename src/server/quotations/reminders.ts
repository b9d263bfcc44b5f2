import { EXPIRY_REMINDER_DAYS } from '#lib/quotations/types';
import type { Database } from '../db/index.ts';
import { inTransaction } from '../db/transaction.ts';
import { enqueueEmail } from '../email/outbox.ts';
import { validityDay } from './validity.ts';

const DAY_MS = 86_400_000;

/**
 * Queues "your quotation expires in 3 days" for every sent, unanswered quotation whose validity
 * ends within EXPIRY_REMINDER_DAYS and that has not been reminded, once each (issue 22). Run by the
 * scheduled e-mail sender every minute (netlify/functions/email-sender.mts) and the local sender:
 * the partial index on (valid_until) where unreminded keeps it one cheap read. Rows are claimed with
 * SKIP LOCKED, so two runs at once never queue the same reminder twice.
 */
export async function queueExpiryReminders(db: Database, now = new Date(), limit = 50): Promise<number> {
  return inTransaction(db, async (tx) => {
    const due = await tx
      .selectFrom('quotations')
      .innerJoin('quotes', 'quotes.id', 'quotations.quote_id')
      .select(['quotations.id', 'quotations.quote_id', 'quotations.number', 'quotations.locale', 'quotations.valid_until', 'quotations.total_halalas', 'quotes.email', 'quotes.name'])
      .where('quotations.status', '=', 'sent')
      .where('quotations.reminder_queued_at', 'is', null)
      .where('quotations.valid_until', '>', now)
      .where('quotations.valid_until', '<=', new Date(now.getTime() + EXPIRY_REMINDER_DAYS * DAY_MS))
      .orderBy('quotations.valid_until')
      .limit(limit)
      .forUpdate('quotations')
      .skipLocked()
      .execute();
    for (const row of due) {
      await enqueueEmail(tx, { template: 'quotation_expiring', to: row.email, locale: row.locale, data: { quoteId: row.quote_id, number: row.number!, name: row.name, totalHalalas: Number(row.total_halalas), validUntil: validityDay(row.valid_until) } }, now);
      await tx.updateTable('quotations').set({ reminder_queued_at: now }).where('id', '=', row.id).execute();
    }
    return due.length;
  });
}
