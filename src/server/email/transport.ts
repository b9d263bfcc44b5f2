import type { EmailFailureCode } from '#lib/admin/outbox';

/** A rendered message as the transports take it. */
export interface OutgoingEmail {
  /** `<uuid@host>`, the same on every attempt. */
  messageId: string;
  from: { name: string; address: string };
  to: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  locale: string;
  /** Recorded by the development mailbox beside the message. */
  template: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/** Where messages go: an SMTP server, or the development mailbox (files in DATA_DIR). */
export interface EmailTransport {
  readonly kind: 'smtp' | 'mailbox';
  /** Resolves once the message is accepted; throws a SendFailure otherwise. */
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

/** Why a send failed, as a code; `permanent` when sending the same message again cannot succeed. */
export class SendFailure extends Error {
  constructor(
    readonly code: EmailFailureCode,
    readonly permanent = false,
  ) {
    super(code);
  }
}

/** Headers every message carries: an automatic message (RFC 3834: no auto-replies to it) in its language. */
export function standardHeaders(email: OutgoingEmail): Record<string, string> {
  return { 'Auto-Submitted': 'auto-generated', 'Content-Language': email.locale };
}
