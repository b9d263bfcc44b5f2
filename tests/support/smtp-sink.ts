import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the sink received it. */
export interface ReceivedMail {
  messageId: string | null;
  to: string[];
  raw: string;
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  /** Decides the answer to each message (in order of arrival, 1-based): null accepts, a number refuses with that SMTP code. */
  answer: (n: number, mail: ReceivedMail) => number | null;
  /** Waits this long before answering each message (to make senders overlap). */
  delayMs: number;
  close: () => Promise<void>;
}

/**
 * A local SMTP server (the `smtp-server` package) on 127.0.0.1 and a free port, keeping what it
 * receives: the tests' stand-in for a mail provider. No TLS and no sign-in, like a relay on a
 * private network; a test may make it refuse messages with any SMTP code, or answer slowly.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  let arrived = 0;
  const sink: SmtpSink = {
    url: '',
    received: [],
    answer: () => null,
    delayMs: 0,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    // Closing waits this long for the connections still open (a pooled transport a test did not
    // close, a sender "crashed" mid-send) before ending them; the default, 30 s, was most of the
    // files' run time.
    closeTimeout: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: ReceivedMail = { messageId: /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? null, to: session.envelope.rcptTo.map((r) => r.address), raw };
        const refusal = sink.answer(++arrived, mail);
        setTimeout(() => {
          if (refusal === null) {
            sink.received.push(mail);
            return callback();
          }
          callback(Object.assign(new Error(`refused with ${refusal}`), { responseCode: refusal }));
        }, sink.delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  sink.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return sink;
}

/** How many times each Message-ID arrived. */
export function deliveriesById(sink: SmtpSink): Map<string, number> {
  const counts = new Map<string, number>();
  for (const mail of sink.received) counts.set(mail.messageId ?? '?', (counts.get(mail.messageId ?? '?') ?? 0) + 1);
  return counts;
}
