import type { EmailStatus } from '#lib/admin/outbox';
import type { Database } from '../../db/index.ts';

/** SQL for the admin's Outbox: plain functions over a database handle or a transaction. */

const LISTED = ['id', 'message_id', 'template', 'locale', 'recipient', 'subject', 'status', 'attempts', 'last_error', 'created_at', 'next_attempt_at', 'sent_at'] as const;

export async function selectOutboxPage(db: Database, { status, limit, offset }: { status: EmailStatus | null; limit: number; offset: number }) {
  let query = db.selectFrom('email_outbox').select([...LISTED]);
  if (status) query = query.where('status', '=', status);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
}

export type OutboxListRow = Awaited<ReturnType<typeof selectOutboxPage>>[number];

/** How many messages each status holds. */
export async function countByStatus(db: Database): Promise<Partial<Record<EmailStatus, number>>> {
  const rows = await db
    .selectFrom('email_outbox')
    .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
}

export async function findOutboxRow(db: Database, id: number) {
  return db
    .selectFrom('email_outbox')
    .select([...LISTED, 'reply_to', 'data'])
    .where('id', '=', String(id))
    .executeTakeFirst();
}

export async function selectAttachmentInfo(db: Database, id: number) {
  return db
    .selectFrom('email_attachments')
    .select(['position', 'filename', 'content_type', (eb) => eb.fn<number>('octet_length', ['content']).as('size')])
    .where('email_id', '=', String(id))
    .orderBy('position')
    .execute();
}

export async function findAttachment(db: Database, id: number, position: number) {
  return db
    .selectFrom('email_attachments')
    .select(['filename', 'content_type', 'content'])
    .where('email_id', '=', String(id))
    .where('position', '=', position)
    .executeTakeFirst();
}

/** The message's status and what the audit entry names, row-locked so a retry is decided once. */
export async function lockOutboxRow(db: Database, id: number) {
  return db.selectFrom('email_outbox').select(['status', 'attempts', 'last_error', 'recipient', 'template']).where('id', '=', String(id)).forUpdate().executeTakeFirst();
}

/** A dead message queued again: a fresh count of attempts, due now. */
export async function requeue(db: Database, id: number, now: Date): Promise<void> {
  await db
    .updateTable('email_outbox')
    .set({ status: 'queued', attempts: 0, next_attempt_at: now, lease_token: null, lease_expires_at: null, updated_at: now })
    .where('id', '=', String(id))
    .execute();
}
