import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { EmailTemplate } from '#lib/admin/outbox';
import type { Locale } from '#i18n/locales';
import type { DB } from '../db/schema.ts';
import { env } from '../env.ts';
import { subjectFor } from './subject.ts';
import { insertAttachments, insertOutboxRow } from './repository.ts';
import type { TemplateData } from './templates/data.ts';

export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

/** One e-mail to queue: a template with its typed data, for one recipient in one language. */
export type EmailRequest = {
  [T in EmailTemplate]: {
    template: T;
    to: string;
    locale: Locale;
    data: TemplateData[T];
    /** Where a reply goes (the buyer, for the shop's notifications). */
    replyTo?: string | null;
    attachments?: readonly EmailAttachment[];
  };
}[EmailTemplate];

export interface QueuedEmail {
  id: number;
  messageId: string;
}

/** A new Message-ID, `<uuid@site-host>`: made once, when the message is queued (RFC 5322 §3.6.4). */
export function newMessageId(host = new URL(env().SITE_URL).hostname): string {
  return `<${randomUUID()}@${host}>`;
}

/**
 * Queues an e-mail in the caller's transaction, the one that writes the event it tells about: it
 * exists exactly when the event does (a rolled-back registration sends nothing, a committed one
 * cannot lose its e-mail), and a replayed request (same Idempotency-Key) never reaches this call.
 * The sender sends it after the commit (ADR 0020). The subject is decided now and stored.
 */
export async function enqueueEmail(tx: Transaction<DB>, request: EmailRequest, now = new Date()): Promise<QueuedEmail> {
  const messageId = newMessageId();
  const id = await insertOutboxRow(tx, {
    message_id: messageId,
    template: request.template,
    locale: request.locale,
    recipient: request.to,
    reply_to: request.replyTo ?? null,
    subject: subjectFor(request.template, request.locale, request.data as never),
    data: JSON.stringify(request.data),
    status: 'queued',
    next_attempt_at: now,
    created_at: now,
    updated_at: now,
  });
  await insertAttachments(tx, id, request.attachments ?? []);
  return { id, messageId };
}
