import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { nodemailerMessage } from './smtp.ts';
import { SendFailure, type EmailTransport } from './transport.ts';

/**
 * The development mailbox: without SMTP_URL (a newcomer's machine, the tests) every message is
 * composed exactly as SMTP would carry it and written to DATA_DIR/mailbox as `<message-id>.eml`
 * (open it in any mail program), with a `<message-id>.json` beside it for scripts and tests. A
 * resend of the same message (after a crash between sending and marking) replaces its files and
 * counts the delivery. The admin's Outbox page shows the same messages from the database.
 */
export interface MailboxEntry {
  messageId: string;
  to: string;
  replyTo: string | null;
  subject: string;
  template: string;
  locale: string;
  /** When it was (last) delivered, ISO. */
  deliveredAt: string;
  deliveries: number;
  attachments: { filename: string; contentType: string; size: number }[];
  /** The .eml file's name in the mailbox folder. */
  file: string;
}

/** A Message-ID as a file name: `<3f…@shop.sa>` → `3f…@shop.sa`. */
export const mailboxFileName = (messageId: string): string => messageId.replace(/^<|>$/g, '').replace(/[^A-Za-z0-9._@-]/g, '_');

export function devMailbox(dir: string): EmailTransport {
  // nodemailer composes the .eml file; loaded by the first message, as smtp.ts does.
  const compose = async () => (await import('nodemailer')).createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let composer: ReturnType<typeof compose> | undefined;
  return {
    kind: 'mailbox',
    async send(email) {
      try {
        const { message } = await (await (composer ??= compose())).sendMail(nodemailerMessage(email));
        await mkdir(dir, { recursive: true });
        const base = join(dir, mailboxFileName(email.messageId));
        const previous = await readEntry(`${base}.json`);
        const entry: MailboxEntry = {
          messageId: email.messageId,
          to: email.to,
          replyTo: email.replyTo,
          subject: email.subject,
          template: email.template,
          locale: email.locale,
          deliveredAt: new Date().toISOString(),
          deliveries: (previous?.deliveries ?? 0) + 1,
          attachments: email.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, size: a.content.length })),
          file: `${mailboxFileName(email.messageId)}.eml`,
        };
        // Written aside and renamed: a reader never sees half a message.
        await writeAtomically(`${base}.eml`, message as Buffer);
        await writeAtomically(`${base}.json`, JSON.stringify(entry, null, 2));
      } catch {
        throw new SendFailure('mailbox_write_failed');
      }
    },
    close: () => {},
  };
}

async function writeAtomically(file: string, content: Buffer | string): Promise<void> {
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
}

async function readEntry(file: string): Promise<MailboxEntry | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as MailboxEntry;
  } catch {
    return null;
  }
}

/** Every message in the mailbox, newest first (for scripts and tests; the admin reads the Outbox page). */
export async function readMailbox(dir: string): Promise<MailboxEntry[]> {
  let files: string[];
  try {
    files = (await readdir(dir)).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  const entries = (await Promise.all(files.map((f) => readEntry(join(dir, f))))).filter((e): e is MailboxEntry => e !== null);
  return entries.sort((a, b) => b.deliveredAt.localeCompare(a.deliveredAt));
}
