import type { ContactMessageInput } from '#lib/validation/contact';
import type { Database } from '../db/index.ts';
import { inTransaction } from '../db/transaction.ts';
import { once } from '../idempotency/once.ts';
import { earlierKeyedWrite } from '../idempotency/repository.ts';
import { keyColumns, keyedRequest, type KeyedRequest } from '../idempotency/request.ts';
import { clientLimitKey, consumeRateLimits } from '../rate-limit-guard.ts';
import { MESSAGE_LIMIT_PER_EMAIL, messageLimitPerIp } from './rate-limits.ts';
import { notifyShop } from '../email/shop-notifications.ts';
import { insertMessage } from './repository.ts';

interface MessageOptions {
  ip: string | null;
  /** The signed-in buyer sending it (from the session), or null for a visitor. */
  userId?: string | null;
  now?: Date;
}

/** submitMessage at most once per idempotency key: a repeat gets the first answer, nothing written or counted. */
export async function submitMessageOnce(db: Database, input: ContactMessageInput, { idempotencyKey, ...options }: MessageOptions & { idempotencyKey: string | null }) {
  const request = keyedRequest(idempotencyKey, input);
  return once(request, {
    find: earlierKeyedWrite(db, 'messages', (id) => ({ id: Number(id) })),
    write: () => submitMessage(db, input, { ...options, idempotency: request }),
  });
}

/** A contact-form message, counted against the sender's limits in the same transaction. */
export async function submitMessage(
  db: Database,
  input: ContactMessageInput,
  { ip, userId = null, now = new Date(), idempotency = null }: MessageOptions & { idempotency?: KeyedRequest | null },
): Promise<{ id: number }> {
  const id = await inTransaction(
    db,
    async (trx) => {
      await consumeRateLimits(
        trx,
        [
          [MESSAGE_LIMIT_PER_EMAIL, input.email],
          [messageLimitPerIp(), clientLimitKey(ip)],
        ],
        now,
      );
      const messageId = await insertMessage(trx, { ...input, company: input.company || null, ip_address: ip, user_id: userId, created_at: now, ...keyColumns(idempotency) });
      // The shop hears of it from the same transaction (ADR 0020); a reply goes to the sender.
      await notifyShop(
        trx,
        'new_message',
        { messageId, name: input.name, company: input.company || null, email: input.email, phone: input.phone, subject: input.subject, message: input.message, receivedAt: now.toISOString() },
        { replyTo: input.email, now },
      );
      return messageId;
    },
    { idempotent: idempotency !== null },
  );
  return { id };
}
