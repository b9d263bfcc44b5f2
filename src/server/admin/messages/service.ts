import { INBOX_PAGE_SIZE, type AdminMessage, type MessageStatus, type Page } from '#lib/inbox/types';
import type { InboxQuery } from '#lib/inbox/query';
import { canChangeMessage } from '#lib/inbox/transitions';
import type { Database } from '../../db/index.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { AuditActor } from '../audit.ts';
import { adminWrite } from '../write.ts';
import { countMessages, lockMessageStatus, selectMessagePage, updateMessageStatus, type MessagePageRow } from './repository.ts';

/** The admin's message inbox (contact-form messages are taken in by src/server/messages/service.ts). */

/** One page of what the search and filters keep, newest first, with the total for the pager. */
export async function listMessages(db: Database, { page, ...filter }: InboxQuery<MessageStatus>): Promise<Page<AdminMessage>> {
  const [rows, total] = await Promise.all([
    selectMessagePage(db, filter, { limit: INBOX_PAGE_SIZE, offset: (page - 1) * INBOX_PAGE_SIZE }),
    countMessages(db, filter),
  ]);
  return { items: rows.map(toAdminMessage), page, pageSize: INBOX_PAGE_SIZE, total };
}

function toAdminMessage({ created_at, ...row }: MessagePageRow): AdminMessage {
  return { ...row, createdAt: new Date(created_at).toISOString() };
}

/**
 * Only the moves SPEC §4 allows (unread → read → archived, unread → archived); anything else is a
 * 409, except a repeat of the same keyed request, which answers like the first.
 */
export async function changeMessageStatus(db: Database, id: number, to: MessageStatus, actor: AuditActor, idempotencyKey: string | null = null): Promise<void> {
  await adminWrite(db, actor, {
    key: idempotencyKey,
    content: { message: id, status: to },
    replayed: async () => {},
    change: async (trx) => {
      const current = await lockMessageStatus(trx, id);
      if (!current) throw notFound();
      if (!canChangeMessage(current.status, to)) throw conflict('invalid_transition');
      await updateMessageStatus(trx, id, to);
      return { result: undefined, audit: { action: 'message.status', entity: 'message', entityId: id, before: { status: current.status }, after: { status: to } } };
    },
  });
}
