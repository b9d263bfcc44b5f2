import type { Database } from '../../db/index.ts';
import type { MessageStatus } from '../../db/schema.ts';

/** SQL for the admin's message inbox: plain functions over a database handle or a transaction. */

export async function selectMessagePage(db: Database, { limit, offset }: { limit: number; offset: number }) {
  return db
    .selectFrom('messages')
    .select(['id', 'created_at', 'name', 'company', 'email', 'phone', 'subject', 'message', 'status'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export type MessagePageRow = Awaited<ReturnType<typeof selectMessagePage>>[number];

export async function countMessages(db: Database): Promise<number> {
  const row = await db.selectFrom('messages').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The message's status, row-locked so concurrent changes are decided one at a time. */
export async function lockMessageStatus(db: Database, id: number) {
  return db.selectFrom('messages').select(['status']).where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function updateMessageStatus(db: Database, id: number, status: MessageStatus): Promise<void> {
  await db.updateTable('messages').set({ status }).where('id', '=', id).execute();
}
