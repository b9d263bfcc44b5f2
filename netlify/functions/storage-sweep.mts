import type { Config } from '@netlify/functions';
import { sweepStorage } from '#server/admin/photos/sweep';
import { db } from '#server/db/index';

/**
 * Hourly: deletes personal data past the privacy policy's periods, expires product photos no save
 * claimed within a day and deletes the files queued in the file-deletion outbox (retrying what a
 * drain after commit did not finish). Logs counts only.
 */
export default async (): Promise<Response> => {
  const result = await sweepStorage(await db());
  console.log(`storage sweep: ${JSON.stringify(result)}`);
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: '@hourly' };
