// npx tsx bench/email/run.ts [--pglite] [--messages 1000] [--renders 200] [--batch 10]
//
// The e-mail outbox (ADR 0020), printed, not asserted:
// 1. drain throughput: `messages` new-message notifications queued in a scratch database (see
//    ../support.ts), drained by the sender (`drainOutbox`, the function the scheduled sender and the
//    nudges run) to a local SMTP sink (smtp-server on 127.0.0.1), one sender, then two at once;
// 2. render time: one message rendered (React → e-mail HTML → plain text) in each language, p50/p95.
import { parseArgs } from 'node:util';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { firstCompanyDetails, siteCompany } from '#server/company/service';
import type { Database } from '#server/db/index';
import { enqueueEmail } from '#server/email/outbox';
import { renderEmail } from '#server/email/render';
import { subjectFor } from '#server/email/subject';
import { drainOutbox } from '#server/email/sender';
import { smtpTransport } from '#server/email/smtp';
import type { NewMessageData } from '#server/email/templates/data';
import { LOCALES } from '#i18n/locales';
import { measure, ms, printTable, scratchDatabase } from '../support.ts';

const { values: args } = parseArgs({
  options: { pglite: { type: 'boolean', default: false }, messages: { type: 'string', default: '1000' }, renders: { type: 'string', default: '200' }, batch: { type: 'string', default: '10' } },
});
const count = Number(args.messages);
const batchSize = Number(args.batch);

const data = (n: number): NewMessageData => ({
  messageId: n,
  name: 'Lina Haddad',
  company: 'Haddad Elevators',
  email: `lina${n}@example.com`,
  phone: '+966 50 123 4567',
  subject: `Door rollers for three lifts (${n})`,
  message: 'Hello,\nWe need door rollers for three Kone lifts in Riyadh.\nThanks',
  receivedAt: new Date().toISOString(),
});

/** A sink that accepts everything and counts what it received. */
async function startSink(): Promise<{ url: string; received: () => number; close: () => Promise<void> }> {
  let received = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        received++;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`, received: () => received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function queue(db: Database, n: number): Promise<void> {
  for (let i = 0; i < n; i += 100) {
    await db.transaction().execute(async (tx) => {
      for (let j = i; j < Math.min(n, i + 100); j++) await enqueueEmail(tx, { template: 'new_message', to: 'sales@liftparts.example', locale: 'en', data: data(j) });
    });
  }
}

async function drainAll(db: Database, url: string, senders: number): Promise<{ seconds: number; sent: number }> {
  const started = performance.now();
  const results = await Promise.all(Array.from({ length: senders }, () => drainOutbox(db, { transport: smtpTransport(url), batchSize, budgetMs: 10 * 60_000 })));
  return { seconds: (performance.now() - started) / 1000, sent: results.reduce((sum, r) => sum + r.sent, 0) };
}

const scratch = await scratchDatabase({ pglite: args.pglite });
const sink = await startSink();
try {
  console.log(`${scratch.label}; SMTP sink ${sink.url}; ${count.toLocaleString('en')} messages, batches of ${batchSize}\n`);
  const rows = [['drain', 'sent', 'time', 'messages/s']];
  for (const senders of [1, 2]) {
    await scratch.db.deleteFrom('email_outbox').execute();
    const queuing = performance.now();
    await queue(scratch.db, count);
    const queued = (performance.now() - queuing) / 1000;
    const before = sink.received();
    const { seconds, sent } = await drainAll(scratch.db, sink.url, senders);
    if (sink.received() - before !== count || sent !== count) throw new Error(`expected ${count} deliveries, got ${sink.received() - before} (${sent} marked sent)`);
    if (senders === 1) rows.push([`queue ${count} (100 per transaction)`, '', `${queued.toFixed(1)} s`, (count / queued).toFixed(0)]);
    rows.push([`${senders} sender${senders > 1 ? 's' : ''} at once`, String(sent), `${seconds.toFixed(1)} s`, (sent / seconds).toFixed(0)]);
  }
  printTable(rows);

  console.log(`\nRender one message (React → HTML → plain text), ${args.renders} runs after warm-up\n`);
  const company = siteCompany(firstCompanyDetails());
  const renderRows = [['language', 'p50', 'p95', 'HTML bytes', 'text bytes']];
  for (const locale of LOCALES) {
    const row = { template: 'new_message', locale, subject: subjectFor('new_message', locale, data(1)), data: data(1) };
    const { p50, p95, result } = await measure(Number(args.renders), () => renderEmail(row, company));
    renderRows.push([locale, ms(p50), ms(p95), result.html.length.toLocaleString('en'), result.text.length.toLocaleString('en')]);
  }
  printTable(renderRows);
} finally {
  await sink.close();
  await scratch.drop();
}
