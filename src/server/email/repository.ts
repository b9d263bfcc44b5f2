import type { Insertable, Kysely, Transaction } from 'kysely';
import type { EmailFailureCode } from '#lib/admin/outbox';
import type { DB, EmailOutboxTable } from '../db/schema.ts';

/** SQL of the e-mail outbox (ADR 0020): plain functions over a database handle or a transaction. */
type Executor = Kysely<DB> | Transaction<DB>;

export async function insertOutboxRow(tx: Transaction<DB>, values: Insertable<EmailOutboxTable>): Promise<number> {
  const row = await tx.insertInto('email_outbox').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function insertAttachments(tx: Transaction<DB>, emailId: number, attachments: readonly { filename: string; contentType: string; content: Uint8Array }[]): Promise<void> {
  if (attachments.length === 0) return;
  await tx
    .insertInto('email_attachments')
    .values(attachments.map((a, position) => ({ email_id: String(emailId), position, filename: a.filename, content_type: a.contentType, content: a.content })))
    .execute();
}

const CLAIMED_COLUMNS = ['id', 'message_id', 'template', 'locale', 'recipient', 'reply_to', 'subject', 'data', 'attempts'] as const;
export type ClaimedRow = Awaited<ReturnType<typeof claimDue>>[number];

/**
 * Leases up to `limit` messages that are due (queued and past their next attempt) or whose lease ran
 * out (their sender died), in one statement: the inner SELECT … FOR UPDATE SKIP LOCKED passes over
 * rows another sender is claiming this very moment, and the UPDATE gives each row this claim's token
 * and a new expiry, so two senders never hold one message. The attempt is counted here, when it
 * starts: a sender that dies mid-send has used it.
 */
export async function claimDue(db: Executor, { token, now, leaseMs, limit, maxAttempts }: { token: string; now: Date; leaseMs: number; limit: number; maxAttempts: number }) {
  return db
    .updateTable('email_outbox')
    .set((eb) => ({
      status: 'sending',
      lease_token: token,
      lease_expires_at: new Date(now.getTime() + leaseMs),
      attempts: eb('attempts', '+', 1),
      updated_at: now,
    }))
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('email_outbox')
        .select('id')
        .where((w) =>
          w.or([
            w.and([w('status', '=', 'queued'), w('next_attempt_at', '<=', now)]),
            w.and([w('status', '=', 'sending'), w('lease_expires_at', '<=', now), w('attempts', '<', maxAttempts)]),
          ]),
        )
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning([...CLAIMED_COLUMNS])
    .execute();
}

/** Leases that ran out on a message's last attempt: it is dead (its sender died with it, every time). */
export async function buryExpiredLeases(db: Executor, { now, maxAttempts }: { now: Date; maxAttempts: number }): Promise<number> {
  const rows = await db
    .updateTable('email_outbox')
    .set({ status: 'dead', lease_token: null, lease_expires_at: null, last_error: 'lease_expired' satisfies EmailFailureCode, updated_at: now })
    .where('status', '=', 'sending')
    .where('lease_expires_at', '<=', now)
    .where('attempts', '>=', maxAttempts)
    .returning('id')
    .execute();
  return rows.length;
}

/**
 * Marks a message sent, if this claim still holds it (false: the lease ran out and another sender
 * took it over). `data` replaces the stored data (its secrets blanked) when given.
 */
export async function markSent(db: Executor, { id, token, now, data }: { id: number; token: string; now: Date; data?: unknown }): Promise<boolean> {
  const result = await db
    .updateTable('email_outbox')
    .set({ status: 'sent', sent_at: now, lease_token: null, lease_expires_at: null, updated_at: now, ...(data === undefined ? {} : { data: JSON.stringify(data) }) })
    .where('id', '=', String(id))
    .where('lease_token', '=', token)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A failed attempt: queued again for `retryAt`, or dead when `retryAt` is null. */
export async function markFailed(db: Executor, { id, token, now, code, retryAt }: { id: number; token: string; now: Date; code: EmailFailureCode; retryAt: Date | null }): Promise<boolean> {
  const result = await db
    .updateTable('email_outbox')
    .set({
      status: retryAt ? 'queued' : 'dead',
      next_attempt_at: retryAt ?? now,
      lease_token: null,
      lease_expires_at: null,
      last_error: code,
      updated_at: now,
    })
    .where('id', '=', String(id))
    .where('lease_token', '=', token)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A claimed message handed back untried: queued and due again, its attempt not counted. */
export async function releaseClaim(db: Executor, { id, token, now }: { id: number; token: string; now: Date }): Promise<boolean> {
  const result = await db
    .updateTable('email_outbox')
    .set((eb) => ({ status: 'queued', attempts: eb('attempts', '-', 1), next_attempt_at: now, lease_token: null, lease_expires_at: null, updated_at: now }))
    .where('id', '=', String(id))
    .where('lease_token', '=', token)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function selectAttachments(db: Executor, emailIds: readonly number[]) {
  if (emailIds.length === 0) return [];
  return db
    .selectFrom('email_attachments')
    .select(['email_id', 'position', 'filename', 'content_type', 'content'])
    .where('email_id', 'in', emailIds.map(String))
    .orderBy('email_id')
    .orderBy('position')
    .execute();
}

