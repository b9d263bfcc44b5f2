import type { Config } from '@netlify/functions';
import { db } from '#server/db/index';
import { drainOutbox } from '#server/email/sender';
import { queueExpiryReminders } from '#server/quotations/reminders';

/**
 * Every minute: sends the e-mails the outbox holds (ADR 0020): new ones a nudge did not send,
 * retries that are due, and messages whose sender died mid-send. Stops claiming after 20 s (a
 * scheduled function has 30). First it queues the quotations' "expires in 3 days" reminders
 * (issue 22), so they leave in the same run. Logs counts only.
 */
export default async (): Promise<Response> => {
  const database = await db();
  const reminders = await queueExpiryReminders(database).catch(() => {
    console.warn('quotation_reminders_failed');
    return 0;
  });
  if (reminders > 0) console.log(`quotation reminders queued: ${reminders}`);
  const result = await drainOutbox(database, { budgetMs: 20_000 });
  if (Object.values(result).some((count) => count > 0)) console.log(`email sender: ${JSON.stringify(result)}`);
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: '* * * * *' };
