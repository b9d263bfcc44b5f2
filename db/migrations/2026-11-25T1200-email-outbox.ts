import { type Kysely, sql } from 'kysely';

/**
 * Issue 21, ADR 0020: the e-mail outbox. An e-mail is a row written in the transaction of the event
 * it tells about (a registration, a quote request, a message), so it exists exactly when the event
 * does; a sender leases due rows (FOR UPDATE SKIP LOCKED, a lease that expires if the sender dies),
 * sends them and marks them sent, or schedules the next attempt, or gives up (dead) after the last.
 * The Message-ID is made here, once, so a resend after a crash is recognisably the same message.
 * Attachments are rows of their own, written in the same transaction.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('email_outbox')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('message_id', 'text', (c) => c.notNull().unique())
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('reply_to', 'text')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued').check(sql`status in ('queued', 'sending', 'sent', 'dead')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0).check(sql`attempts >= 0`))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('lease_token', 'uuid')
    .addColumn('lease_expires_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // A leased row always has its lease; no other row has one.
    .addCheckConstraint('email_outbox_lease_check', sql`(status = 'sending') = (lease_token is not null and lease_expires_at is not null)`)
    .execute();
  // What the sender looks for: due queued rows, and leases that ran out.
  await sql`create index email_outbox_due_idx on email_outbox (next_attempt_at) where status = 'queued'`.execute(db);
  await sql`create index email_outbox_leased_idx on email_outbox (lease_expires_at) where status = 'sending'`.execute(db);
  // The admin's Outbox: newest first, all or one status.
  await sql`create index email_outbox_list_idx on email_outbox (created_at desc, id desc)`.execute(db);
  await sql`create index email_outbox_status_list_idx on email_outbox (status, created_at desc, id desc)`.execute(db);

  await db.schema
    .createTable('email_attachments')
    .addColumn('email_id', 'bigint', (c) => c.notNull().references('email_outbox.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('content', 'bytea', (c) => c.notNull())
    .addPrimaryKeyConstraint('email_attachments_pkey', ['email_id', 'position'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('email_attachments').ifExists().execute();
  await db.schema.dropTable('email_outbox').ifExists().execute();
}
