import type { EmailFailureCode } from '#lib/admin/outbox';
import { SendFailure, standardHeaders, type EmailTransport, type OutgoingEmail } from './transport.ts';

/**
 * SMTP through nodemailer, with a small pool (one drain sends a batch over a few connections) and
 * time-outs well inside the sender's lease (LEASE_MS), so a hung server costs an attempt, not a lease.
 * nodemailer (50-100 ms to load) comes with the first message sent, not with every function that
 * queues one (ADR 0037); imported by name here, since esbuild hoists a static import to the bundle's top.
 */
export function smtpTransport(url: string): EmailTransport {
  const connect = async () => (await import('nodemailer')).createTransport({ url, pool: true, maxConnections: 4, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  let mailer: ReturnType<typeof connect> | undefined;
  return {
    kind: 'smtp',
    async send(email) {
      try {
        await (await (mailer ??= connect())).sendMail(nodemailerMessage(email));
      } catch (error) {
        throw classifySmtpError(error);
      }
    },
    close: () => {
      // A pool that never loaded has nothing to close; its failure was the send's.
      mailer?.then((pool) => pool.close()).catch(() => {});
    },
  };
}

/** The message as nodemailer composes it (the development mailbox composes it the same way). */
export function nodemailerMessage(email: OutgoingEmail) {
  return {
    messageId: email.messageId,
    from: email.from,
    to: email.to,
    replyTo: email.replyTo ?? undefined,
    subject: email.subject,
    html: email.html,
    text: email.text,
    headers: standardHeaders(email),
    attachments: email.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
  };
}

/**
 * A nodemailer error as a code, never its text (an SMTP reply may quote the recipient). A 5xx to
 * the recipient or to the message itself is final; a connection, a time-out, a 4xx or a refused
 * sign-in (a configuration the operator will fix) is retried.
 */
export function classifySmtpError(error: unknown): SendFailure {
  const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number };
  const permanentReply = typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
  const failure = (value: EmailFailureCode, permanent = false) => new SendFailure(value, permanent);
  if (code === 'EAUTH' || code === 'ENOAUTH') return failure('smtp_auth');
  if (code === 'EENVELOPE' && permanentReply) return failure('recipient_rejected', true);
  if (code === 'EMESSAGE' && permanentReply) return failure('message_rejected', true);
  if (code === 'ETIMEDOUT') return failure('smtp_timeout');
  if (typeof responseCode === 'number' && responseCode >= 400 && responseCode < 500) return failure('smtp_temporary');
  if (code && ['ECONNECTION', 'ESOCKET', 'EDNS', 'ETLS', 'ECONNREFUSED', 'ECONNRESET', 'EPROTOCOL'].includes(code)) return failure('smtp_connection');
  return failure('send_failed');
}
