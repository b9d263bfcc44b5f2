import type { Config } from '@netlify/functions';
import { db } from '#server/db/index';
import { drainOutbox } from '#server/email/sender';

/**
 * Every minute: sends the e-mails the outbox holds (ADR 0020): new ones a nudge did not send,
 * retries that are due, and messages whose sender died mid-send. Stops claiming after 20 s (a
 * scheduled function has 30). Logs counts only.
 */
export default async (): Promise<Response> => {
  const result = await drainOutbox(await db(), { budgetMs: 20_000 });
  if (Object.values(result).some((count) => count > 0)) console.log(`email sender: ${JSON.stringify(result)}`);
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: '* * * * *' };
