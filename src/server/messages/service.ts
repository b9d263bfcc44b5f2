import type { ContactMessageInput } from '#lib/validation/contact';
import type { Database } from '../db/index.ts';
import { consumeRateLimits } from '../rate-limit-guard.ts';
import { MESSAGE_LIMIT_PER_EMAIL, messageLimitPerIp } from './rate-limits.ts';
import { insertMessage } from './repository.ts';

/** A contact-form message, counted against the sender's limits in the same transaction. */
export async function submitMessage(db: Database, input: ContactMessageInput, { ip, now = new Date() }: { ip: string | null; now?: Date }) {
  const id = await db.transaction().execute(async (trx) => {
    await consumeRateLimits(
      trx,
      [
        [MESSAGE_LIMIT_PER_EMAIL, input.email],
        [messageLimitPerIp(), ip],
      ],
      now,
    );
    return insertMessage(trx, { ...input, company: input.company || null, ip_address: ip, created_at: now });
  });
  return { id };
}
