import { INBOX_PAGE_SIZE, type AdminMessage, type MessageStatus, type Page } from '#lib/inbox/types';
import { canChangeMessage } from '#lib/inbox/transitions';
import type { ContactMessageInput } from '#lib/validation/contact';
import type { Database } from '../db/index.ts';
import { conflict, notFound } from '../http/errors.ts';
import { consumeRateLimits } from '../rate-limit-guard.ts';
import { MESSAGE_LIMIT_PER_EMAIL, messageLimitPerIp } from './rate-limits.ts';
import { countMessages, insertMessage, lockMessageStatus, selectMessagePage, updateMessageStatus, type MessagePageRow } from './repository.ts';

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

export async function listMessages(db: Database, page: number): Promise<Page<AdminMessage>> {
  const [rows, total] = await Promise.all([
    selectMessagePage(db, { limit: INBOX_PAGE_SIZE, offset: (page - 1) * INBOX_PAGE_SIZE }),
    countMessages(db),
  ]);
  return { items: rows.map(toAdminMessage), page, pageSize: INBOX_PAGE_SIZE, total };
}

function toAdminMessage({ created_at, ...row }: MessagePageRow): AdminMessage {
  return { ...row, createdAt: new Date(created_at).toISOString() };
}

/** Only the moves SPEC §4 allows (unread → read → archived, unread → archived); anything else is a 409. */
export async function changeMessageStatus(db: Database, id: number, to: MessageStatus): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await lockMessageStatus(trx, id);
    if (!current) throw notFound();
    if (!canChangeMessage(current.status, to)) throw conflict('invalid_transition');
    await updateMessageStatus(trx, id, to);
  });
}
