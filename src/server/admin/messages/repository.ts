import type { InboxQuery } from '#lib/inbox/query';
import type { MessageStatus } from '#lib/inbox/types';
import type { Database } from '../../db/index.ts';
import { countRows, inboxConditions, inboxSearchPattern } from '../inbox/filters.ts';

/** SQL for the admin's message inbox: plain functions over a database handle or a transaction. */

export type MessageFilter = Omit<InboxQuery<MessageStatus>, 'page'>;

/** The messages a filter keeps; the search matches company, name and e-mail (messages.search_text, trigram-indexed). */
function filteredMessages(db: Database, filter: MessageFilter) {
  let query = db.selectFrom('messages');
  for (const condition of inboxConditions(filter, { status: 'messages.status', created: 'messages.created_at' })) query = query.where(condition);
  const pattern = inboxSearchPattern(filter.q);
  if (pattern) query = query.where('messages.search_text', 'like', pattern);
  return query;
}

export async function selectMessagePage(db: Database, filter: MessageFilter, { limit, offset }: { limit: number; offset: number }) {
  return filteredMessages(db, filter)
    .select(['id', 'created_at', 'name', 'company', 'email', 'phone', 'subject', 'message', 'status'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export type MessagePageRow = Awaited<ReturnType<typeof selectMessagePage>>[number];

export const countMessages = (db: Database, filter: MessageFilter): Promise<number> => countRows(filteredMessages(db, filter));

/** The message's status, row-locked so concurrent changes are decided one at a time. */
export async function lockMessageStatus(db: Database, id: number) {
  return db.selectFrom('messages').select(['status']).where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function updateMessageStatus(db: Database, id: number, status: MessageStatus): Promise<void> {
  await db.updateTable('messages').set({ status }).where('id', '=', id).execute();
}
