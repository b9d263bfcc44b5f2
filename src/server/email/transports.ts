import { join, resolve } from 'node:path';
import { env } from '../env.ts';
import { devMailbox } from './dev-mailbox.ts';
import { smtpTransport } from './smtp.ts';
import type { EmailDelivery } from '#lib/admin/outbox';
import type { EmailTransport } from './transport.ts';

/** The development mailbox's folder: DATA_DIR/mailbox. */
export const mailboxDir = (dataDir = env().DATA_DIR): string => join(resolve(dataDir), 'mailbox');

/**
 * SMTP when SMTP_URL is set; otherwise, outside production, the development mailbox (a newcomer's
 * machine, the tests). In production without SMTP_URL there is no transport: messages stay queued,
 * visible in the admin's Outbox, until one is configured (nothing is lost, nothing is dead-lettered).
 */
export function transportFromEnv(): EmailTransport | null {
  const e = env();
  const delivery = emailDelivery();
  if (delivery === 'smtp') return smtpTransport(e.SMTP_URL!);
  return delivery === 'mailbox' ? devMailbox(mailboxDir(e.DATA_DIR)) : null;
}

/** Which of the three this server does (the Outbox page says so). */
export function emailDelivery(): EmailDelivery {
  const e = env();
  if (e.SMTP_URL) return 'smtp';
  return e.NODE_ENV === 'production' ? 'none' : 'mailbox';
}

/** Every message's From: MAIL_FROM, or no-reply at the site's host; the name is the shop's in the message's language. */
export function fromAddress(): string {
  const e = env();
  return e.MAIL_FROM ?? `no-reply@${new URL(e.SITE_URL).hostname}`;
}
