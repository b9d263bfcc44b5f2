import { randomUUID } from 'node:crypto';
import { isLocale } from '#i18n/locales';
import { useTranslations } from '#i18n/t';
import type { SiteCompany } from '#lib/company';
import type { EmailFailureCode } from '#lib/admin/outbox';
import type { Database } from '../db/index.ts';
import { companyForEmail } from './company.ts';
import { renderEmail } from './render.ts';
import { buryExpiredLeases, claimDue, markFailed, markSent, releaseClaim, selectAttachments, type ClaimedRow } from './repository.ts';
import { LEASE_MS, MAX_ATTEMPTS, retryDelayMs } from './retry.ts';
import { withoutSecrets, withSecretsShown } from './secrets.ts';
import { SendFailure, type EmailTransport, type OutgoingEmail } from './transport.ts';
import { fromAddress, transportFromEnv } from './transports.ts';

export interface DrainOptions {
  /** Default: from the environment (SMTP_URL, else the development mailbox); one made here is closed after. */
  transport?: EmailTransport | null;
  /** The clock (tests move it). */
  now?: () => Date;
  /** Messages per claim; also how many are sent at once. */
  batchSize?: number;
  /** No new claim after this long (a scheduled function has 30 s; a nudge less). */
  budgetMs?: number;
  /** At most this many claims (a nudge takes one). */
  maxBatches?: number;
  random?: () => number;
  /** Tests only: runs after a message was accepted and before it is marked sent (a crash there). */
  afterSend?: (row: ClaimedRow) => Promise<void>;
}

export interface DrainResult {
  sent: number;
  retried: number;
  dead: number;
  /** Sent, but the lease had run out and another sender owned the message (it may go twice, same Message-ID). */
  leaseLost: number;
  /** Claimed but not tried: too little of the lease was left to start it (queued again as it was). */
  deferred: number;
}

/**
 * The sender (ADR 0020): claims due messages with a lease, renders each, sends it, and marks it
 * sent; a failure schedules the next attempt with backoff and jitter (retry.ts), or makes the
 * message dead after its last attempt or a final refusal. Runs until nothing is due, the budget is
 * spent or `maxBatches` claims were made. Every outcome is logged by code and count only.
 *
 * Delivery is at least once: a sender that dies after the server accepted a message and before
 * marking it leaves its lease to run out, and the next sender sends it again with the same
 * Message-ID. Nothing committed is ever dropped.
 */
export async function drainOutbox(db: Database, options: DrainOptions = {}): Promise<DrainResult> {
  const { now = () => new Date(), batchSize = 10, budgetMs = 20_000, maxBatches = Infinity, random = Math.random, afterSend } = options;
  const result: DrainResult = { sent: 0, retried: 0, dead: 0, leaseLost: 0, deferred: 0 };
  const ownTransport = options.transport === undefined;
  const transport = ownTransport ? transportFromEnv() : options.transport;
  if (!transport) {
    console.warn('email_transport_missing: SMTP_URL is not set; e-mails stay queued');
    return result;
  }
  const started = Date.now();
  let company: SiteCompany | null = null;
  try {
    result.dead += await buryExpiredLeases(db, { now: now(), maxAttempts: MAX_ATTEMPTS });
    for (let batch = 0; batch < maxBatches && Date.now() - started < budgetMs; batch++) {
      const token = randomUUID();
      const claimedAt = now().getTime();
      const claimed = await claimDue(db, { token, now: new Date(claimedAt), leaseMs: LEASE_MS, limit: batchSize, maxAttempts: MAX_ATTEMPTS });
      if (claimed.length === 0) break;
      company ??= await companyForEmail(db);
      const attachments = await selectAttachments(db, claimed.map((row) => Number(row.id)));
      const context = { company, now, random, afterSend, startBy: claimedAt + SEND_START_WINDOW_MS };
      // As many at once as the transport has connections; each send starts only while enough of
      // the lease is left for it to finish inside it (SEND_START_WINDOW_MS + SEND_LIMIT_MS < LEASE_MS).
      // Oldest first (RETURNING keeps no order).
      const queue = [...claimed].sort((a, b) => Number(a.id) - Number(b.id));
      const outcomes = (
        await Promise.all(
          Array.from({ length: Math.min(SEND_CONCURRENCY, claimed.length) }, async () => {
            const settled: PromiseSettledResult<Outcome>[] = [];
            for (let row = queue.shift(); row; row = queue.shift()) {
              const mine = attachments.filter((a) => a.email_id === row!.id);
              settled.push(await deliver(db, transport, row, token, { ...context, attachments: mine }).then((value) => ({ status: 'fulfilled' as const, value }), (reason: unknown) => ({ status: 'rejected' as const, reason })));
            }
            return settled;
          }),
        )
      ).flat();
      for (const outcome of outcomes) if (outcome.status === 'fulfilled') result[outcome.value] += 1;
      // A message whose outcome could not be recorded (the database went away) keeps its lease and
      // is sent again once it runs out; the caller logs the failure.
      const failed = outcomes.find((outcome) => outcome.status === 'rejected');
      if (failed) throw failed.reason;
      if (claimed.length < batchSize) break;
    }
  } finally {
    if (ownTransport) transport.close();
  }
  return result;
}

type Outcome = keyof DrainResult;

/** Messages of one claim sent at once (the SMTP pool's connections). */
const SEND_CONCURRENCY = 4;
/** A claimed message is started only within this much of its lease… */
const SEND_START_WINDOW_MS = LEASE_MS / 2;
/** …and a send that has not finished after this long counts as a time-out (the lease still holds then). */
export const SEND_LIMIT_MS = 45_000;

async function deliver(
  db: Database,
  transport: EmailTransport,
  row: ClaimedRow,
  token: string,
  context: { company: SiteCompany; now: () => Date; random: () => number; afterSend?: DrainOptions['afterSend']; startBy: number; attachments: Awaited<ReturnType<typeof selectAttachments>> },
): Promise<Outcome> {
  const id = Number(row.id);
  // Too late in the lease to start: back to the queue untried, before another sender may take it.
  const startAt = context.now();
  if (startAt.getTime() > context.startBy) {
    await releaseClaim(db, { id, token, now: startAt });
    return 'deferred';
  }
  let email: OutgoingEmail;
  try {
    const rendered = await renderEmail({ ...row, data: withSecretsShown(row.template, row.data) }, context.company);
    email = {
      messageId: row.message_id,
      from: { name: shopName(row.locale), address: fromAddress() },
      to: row.recipient,
      replyTo: row.reply_to,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      locale: row.locale,
      template: row.template,
      attachments: context.attachments.map((a) => ({ filename: a.filename, contentType: a.content_type, content: Buffer.from(a.content) })),
    };
  } catch {
    // An unknown template or language, or a template that throws: sending again cannot help.
    return fail(db, row, token, context, new SendFailure('render_failed', true));
  }
  try {
    await withinLimit(transport.send(email), SEND_LIMIT_MS);
  } catch (error) {
    return fail(db, row, token, context, error instanceof SendFailure ? error : new SendFailure('send_failed'));
  }
  await context.afterSend?.(row);
  const marked = await markSent(db, { id, token, now: context.now(), data: transport.kind === 'smtp' ? withoutSecrets(row.template, row.data) : undefined });
  if (!marked) {
    console.warn(`email_lease_lost ${id}`);
    return 'leaseLost';
  }
  return 'sent';
}

async function fail(db: Database, row: ClaimedRow, token: string, context: { now: () => Date; random: () => number }, failure: SendFailure): Promise<Outcome> {
  const id = Number(row.id);
  const final = failure.permanent || row.attempts >= MAX_ATTEMPTS;
  const now = context.now();
  const retryAt = final ? null : new Date(now.getTime() + retryDelayMs(row.attempts, context.random));
  await markFailed(db, { id, token, now, code: failure.code satisfies EmailFailureCode, retryAt });
  console.warn(`email_${final ? 'dead' : 'retry'} ${id} ${failure.code} attempt ${row.attempts}`);
  return final ? 'dead' : 'retried';
}

/** The send, or a time-out failure once `ms` have passed (the transport's own time-outs reset on every reply). */
function withinLimit(send: Promise<void>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendFailure('smtp_timeout')), ms);
  });
  return Promise.race([send, limit]).finally(() => clearTimeout(timer));
}

const shopName = (locale: string) => useTranslations(isLocale(locale) ? locale : 'en')('site.name');
