import { EMAIL_STATUSES, OUTBOX_PAGE_SIZE, outboxPreviewUrl, type EmailFailureCode, type EmailStatus, type EmailTemplate, type OutboxItem, type OutboxMessage, type OutboxPage, type OutboxQuery } from '#lib/admin/outbox';
import type { Database } from '../../db/index.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { companyForEmail } from '../../email/company.ts';
import { renderEmail, type RenderedEmail } from '../../email/render.ts';
import { secretsRemoved, withSecretsShown } from '../../email/secrets.ts';
import { emailDelivery } from '../../email/transports.ts';
import type { AuditActor } from '../audit.ts';
import { adminWrite } from '../write.ts';
import { countByStatus, findAttachment, findOutboxRow, lockOutboxRow, requeue, selectAttachmentInfo, selectOutboxPage, type OutboxListRow } from './repository.ts';

/** The admin's Outbox (ADR 0020): every e-mail the shop queued, as its recipient reads it, and "retry" for dead ones. */

export async function listOutbox(db: Database, query: OutboxQuery): Promise<OutboxPage> {
  const status = query.status === 'all' ? null : query.status;
  const [rows, counts] = await Promise.all([selectOutboxPage(db, { status, limit: OUTBOX_PAGE_SIZE, offset: (query.page - 1) * OUTBOX_PAGE_SIZE }), countByStatus(db)]);
  const full = Object.fromEntries(EMAIL_STATUSES.map((s) => [s, counts[s] ?? 0])) as Record<EmailStatus, number>;
  const total = status ? full[status] : Object.values(full).reduce((a, b) => a + b, 0);
  return { items: rows.map(toItem), delivery: emailDelivery(), counts: full, page: query.page, pageSize: OUTBOX_PAGE_SIZE, total };
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

function toItem(row: OutboxListRow): OutboxItem {
  return {
    id: Number(row.id),
    messageId: row.message_id,
    template: row.template as EmailTemplate,
    locale: row.locale,
    to: row.recipient,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error as EmailFailureCode | null,
    createdAt: iso(row.created_at)!,
    nextAttemptAt: row.status === 'queued' ? iso(row.next_attempt_at) : null,
    sentAt: iso(row.sent_at),
  };
}

async function rendered(db: Database, row: NonNullable<Awaited<ReturnType<typeof findOutboxRow>>>): Promise<RenderedEmail | null> {
  try {
    return await renderEmail({ ...row, data: withSecretsShown(row.template, row.data) }, await companyForEmail(db));
  } catch {
    // A row no template can render (the sender marked it dead for that): shown without a body.
    return null;
  }
}

/** One e-mail: its details, its plain text, where its HTML is shown, its attachments. */
export async function outboxMessage(db: Database, id: number): Promise<OutboxMessage> {
  const row = await findOutboxRow(db, id);
  if (!row) throw notFound();
  const [email, attachments] = await Promise.all([rendered(db, row), selectAttachmentInfo(db, id)]);
  return {
    ...toItem(row),
    replyTo: row.reply_to,
    text: email?.text ?? '',
    previewUrl: outboxPreviewUrl(id),
    linksRemoved: secretsRemoved(row.template, row.data),
    attachments: attachments.map((a) => ({ index: a.position, filename: a.filename, contentType: a.content_type, size: Number(a.size) })),
  };
}

/** The e-mail's HTML as its recipient's mail program shows it (framed by the Outbox page). */
export async function outboxPreviewHtml(db: Database, id: number): Promise<string> {
  const row = await findOutboxRow(db, id);
  if (!row) throw notFound();
  const email = await rendered(db, row);
  if (!email) throw notFound();
  return email.html;
}

export async function outboxAttachment(db: Database, id: number, index: number) {
  const file = await findAttachment(db, id, index);
  if (!file) throw notFound();
  return { filename: file.filename, contentType: file.content_type, content: file.content };
}

/**
 * Queues a dead e-mail again (attempts counted afresh, due now), audited; any other status is a
 * 409. A repeat of the same keyed request answers like the first. The caller nudges the sender.
 */
export async function retryEmail(db: Database, id: number, actor: AuditActor, idempotencyKey: string | null, now = new Date()): Promise<OutboxItem> {
  await adminWrite<void>(db, actor, {
    key: idempotencyKey,
    content: { email: id, retry: true },
    replayed: async () => {},
    now,
    change: async (tx) => {
      const current = await lockOutboxRow(tx, id);
      if (!current) throw notFound();
      if (current.status !== 'dead') throw conflict('invalid_transition');
      await requeue(tx, id, now);
      return {
        result: undefined,
        audit: {
          action: 'email.retry',
          entity: 'email',
          entityId: id,
          before: { status: 'dead', attempts: current.attempts, lastError: current.last_error, email: current.recipient, template: current.template },
          after: { status: 'queued', attempts: 0 },
        },
      };
    },
  });
  return currentItem(db, id);
}

async function currentItem(db: Database, id: number): Promise<OutboxItem> {
  const row = await findOutboxRow(db, id);
  if (!row) throw notFound();
  return toItem(row);
}
