import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetEnv } from '#server/env';
import { submitMessage } from '#server/messages/service';
import { drainOutbox } from '#server/email/sender';
import { nudgesSettled } from '#server/email/nudge';
import { smtpTransport } from '#server/email/smtp';
import { mailboxDir } from '#server/email/transports';
import { readMailbox } from '#server/email/dev-mailbox';
import { enqueueEmail } from '#server/email/outbox';
import { MAX_ATTEMPTS, LEASE_MS } from '#server/email/retry';
import { api } from '../support/api.ts';
import { useTestDatabase } from '../support/database.ts';
import { deliveriesById, startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';

/**
 * The e-mail outbox (ADR 0020) as a buyer and the shop observe it: an event's e-mail is queued with
 * the event and goes out after the commit; a crash before sending, an SMTP server that refuses for
 * hours, two senders at once and a crash between sending and marking lose nothing and double
 * nothing but the documented case (a resend with the same Message-ID).
 */
const db = useTestDatabase();
let n = 0;
const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Omar Haddad',
  company: 'Haddad Elevators',
  email: `omar${++n}@example.com`,
  phone: '+966 50 123 4567',
  subject: `Door motor ${n}`,
  message: 'Hello,\nDo you have the KM601?',
  ...overrides,
});
const queueMessages = async (count: number) => {
  for (let i = 0; i < count; i++) await submitMessage(db(), message(), { ip: `198.51.100.${(i % 200) + 1}` });
};
const outbox = () => db().selectFrom('email_outbox').selectAll().orderBy('id').execute();
const clear = async () => {
  await db().deleteFrom('email_outbox').execute();
  await db().deleteFrom('rate_limit_events').execute();
};

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await nudgesSettled();
  await sink.close();
});
beforeEach(async () => {
  await nudgesSettled();
  await clear();
  sink.received.length = 0;
  sink.answer = () => null;
  sink.delayMs = 0;
});

describe('an event queues its e-mail in its own transaction', () => {
  it('a contact message queues one e-mail to the sales address, sent to the development mailbox after the answer; a replay queues none', async () => {
    const key = crypto.randomUUID();
    const body = message({ subject: 'Rollers for three lifts' });
    const first = await api('/api/contact', { method: 'POST', body, headers: { 'Idempotency-Key': key }, ip: '192.0.2.70' });
    expect(first.status).toBe(201);
    const replay = await api('/api/contact', { method: 'POST', body, headers: { 'Idempotency-Key': key }, ip: '192.0.2.70' });
    expect(replay.status).toBe(201);
    await nudgesSettled();

    const rows = await outbox();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ template: 'new_message', recipient: 'sales@liftparts.example', reply_to: body.email, locale: 'en', subject: 'New message: Rollers for three lifts', status: 'sent', attempts: 1 });
    expect(rows[0]!.message_id).toMatch(/^<[0-9a-f-]{36}@localhost>$/);

    const delivered = (await readMailbox(mailboxDir())).find((entry) => entry.messageId === rows[0]!.message_id);
    expect(delivered).toMatchObject({ to: 'sales@liftparts.example', subject: 'New message: Rollers for three lifts', deliveries: 1 });
    const eml = await readFile(join(mailboxDir(), delivered!.file), 'utf8');
    expect(eml).toContain(`Message-ID: ${rows[0]!.message_id}`);
    expect(eml).toContain(`Reply-To: ${body.email}`);
    expect(eml).toMatch(/Content-Type: text\/plain/);
    expect(eml).toMatch(/Content-Type: text\/html/);
  });

  it('a registration and a quote request each queue their e-mail; a refused one queues none', async () => {
    const registration = {
      companyName: 'Najd Lifts',
      contactPerson: 'Sara',
      email: 'sara@najd.example',
      phoneCountryCode: '+966',
      phone: '512345678',
      password: 'Register#2025x',
      confirmPassword: 'Register#2025x',
      city: 'Riyadh',
      country: 'Saudi Arabia',
      crNumber: '1010123456',
    };
    expect((await api('/api/auth/register', { method: 'POST', body: registration, ip: '192.0.2.71' })).status).toBe(201);
    expect((await api('/api/auth/register', { method: 'POST', body: registration, ip: '192.0.2.72' })).status).toBe(409);
    const quote = { kind: 'custom', company: 'Najd Lifts', name: 'Sara', email: 'sara@najd.example', phoneCountryCode: '+966', phone: '512345678', quantity: 2, locale: 'ar', notes: 'Two ropes' };
    expect((await api('/api/quotes', { method: 'POST', body: quote, ip: '192.0.2.73' })).status).toBe(201);
    await nudgesSettled();
    const rows = await outbox();
    expect(rows.map((r) => [r.template, r.subject, r.status])).toEqual([
      ['new_registration', 'New registration: Najd Lifts', 'sent'],
      // The buyer's link to confirm the address, from the same transaction (issue 21).
      ['email_verification', 'Confirm your e-mail address', 'sent'],
      ['new_quote', expect.stringMatching(/^New quote request #\d+: Custom request$/), 'sent'],
    ]);
  });
});

describe('delivery', () => {
  it('a crash after the event and before sending: the next sender sends the message', async () => {
    // The event committed, and its process died before any nudge: nothing but the row remains.
    await queueMessages(3);
    expect((await outbox()).map((r) => r.status)).toEqual(['queued', 'queued', 'queued']);
    const result = await drainOutbox(db(), { transport: smtpTransport(sink.url) });
    expect(result).toEqual({ sent: 3, retried: 0, dead: 0, leaseLost: 0, deferred: 0 });
    const rows = await outbox();
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
    expect(sink.received.map((m) => m.messageId).sort()).toEqual(rows.map((r) => r.message_id).sort());
    expect(sink.received[0]!.to).toEqual(['sales@liftparts.example']);
  });

  it('an SMTP server that refuses: retried with growing, jittered delays, dead after the last attempt, then sent once the admin retries it', async () => {
    await queueMessages(1);
    sink.answer = () => 451;
    let clock = Date.now();
    const now = () => new Date(clock);
    const delays: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const before = await outbox();
      // Not due yet: a drain a second before the next attempt claims nothing.
      if (attempt > 1) {
        clock = before[0]!.next_attempt_at.getTime() - 1000;
        expect(await drainOutbox(db(), { transport: smtpTransport(sink.url), now })).toEqual({ sent: 0, retried: 0, dead: 0, leaseLost: 0, deferred: 0 });
        clock += 1000;
      }
      const result = await drainOutbox(db(), { transport: smtpTransport(sink.url), now });
      const [row] = await outbox();
      expect(row).toMatchObject({ attempts: attempt, last_error: 'smtp_temporary' });
      if (attempt < MAX_ATTEMPTS) {
        expect(result.retried).toBe(1);
        expect(row!.status).toBe('queued');
        delays.push(row!.next_attempt_at.getTime() - clock);
      } else {
        expect(result.dead).toBe(1);
        expect(row!.status).toBe('dead');
      }
    }
    // 1 minute doubled each time up to an hour, each between half and all of its step.
    delays.forEach((delay, i) => {
      const step = Math.min(60, 2 ** i) * 60_000;
      expect(delay).toBeGreaterThanOrEqual(step / 2);
      expect(delay).toBeLessThanOrEqual(step);
    });
    expect(sink.received).toHaveLength(0);

    // Nothing was lost: the admin sees it dead and queues it again.
    sink.answer = () => null;
    const [dead] = await outbox();
    const { sessionFor } = await import('../support/sessions.ts');
    const admin = (await sessionFor(db(), { role: 'admin' })).cookie;
    process.env.SMTP_URL = sink.url;
    resetEnv();
    try {
      const retried = await api(`/api/admin/outbox/${dead!.id}/retry`, { method: 'POST', body: {}, headers: { cookie: admin, 'Idempotency-Key': crypto.randomUUID() } });
      expect(retried.status).toBe(200);
      await nudgesSettled();
    } finally {
      delete process.env.SMTP_URL;
      resetEnv();
    }
    const [sent] = await outbox();
    expect(sent).toMatchObject({ status: 'sent', attempts: 1 });
    expect(sink.received.map((m) => m.messageId)).toEqual([dead!.message_id]);
  });

  it('a recipient the server refuses for good (550) is dead at once', async () => {
    await queueMessages(1);
    sink.answer = () => 550;
    expect(await drainOutbox(db(), { transport: smtpTransport(sink.url) })).toMatchObject({ dead: 1 });
    expect(await outbox()).toMatchObject([{ status: 'dead', attempts: 1, last_error: 'message_rejected' }]);
  });

  it('two senders at once: every message is sent exactly once', async () => {
    await queueMessages(40);
    sink.delayMs = 15;
    const [a, b] = await Promise.all([
      drainOutbox(db(), { transport: smtpTransport(sink.url), batchSize: 5 }),
      drainOutbox(db(), { transport: smtpTransport(sink.url), batchSize: 5 }),
    ]);
    expect(a.sent + b.sent).toBe(40);
    expect(a.leaseLost + b.leaseLost).toBe(0);
    const counts = deliveriesById(sink);
    expect(counts.size).toBe(40);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    expect((await outbox()).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('a crash between sending and marking: once the lease runs out the message is sent again, with the same Message-ID', async () => {
    await queueMessages(1);
    let clock = Date.now();
    const now = () => new Date(clock);
    // The first sender hands the message over and dies before marking it (its drain never returns).
    let sentBeforeCrash!: () => void;
    const crashed = new Promise<void>((resolve) => (sentBeforeCrash = resolve));
    void drainOutbox(db(), { transport: smtpTransport(sink.url), now, afterSend: () => (sentBeforeCrash(), new Promise<void>(() => {})) });
    await crashed;
    expect(await outbox()).toMatchObject([{ status: 'sending', attempts: 1 }]);

    // While the lease holds, no other sender touches it.
    expect(await drainOutbox(db(), { transport: smtpTransport(sink.url), now })).toMatchObject({ sent: 0 });
    clock += LEASE_MS + 1000;
    expect(await drainOutbox(db(), { transport: smtpTransport(sink.url), now })).toMatchObject({ sent: 1 });

    const [row] = await outbox();
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(sink.received.map((m) => m.messageId)).toEqual([row!.message_id, row!.message_id]);
  });

  it('a sender starts no message late in its lease: it hands it back untried, so no other sender can meet it mid-send', async () => {
    await queueMessages(3);
    // A slow sender: 40 s pass between each look at the clock (a message may start within the first half of the lease).
    let clock = Date.now();
    const slow = () => new Date((clock += 40_000));
    expect(await drainOutbox(db(), { transport: smtpTransport(sink.url), now: slow, maxBatches: 1 })).toMatchObject({ sent: 1, deferred: 2 });
    expect((await outbox()).map((r) => [r.status, r.attempts])).toEqual([
      ['sent', 1],
      ['queued', 0],
      ['queued', 0],
    ]);
    expect(await drainOutbox(db(), { transport: smtpTransport(sink.url), now: () => new Date((clock += 1000)) })).toMatchObject({ sent: 2, deferred: 0 });
    expect(deliveriesById(sink).size).toBe(3);
  });

  it('a message whose sender died on its last attempt is dead, not sent forever', async () => {
    await queueMessages(1);
    await db().updateTable('email_outbox').set({ status: 'sending', attempts: MAX_ATTEMPTS, lease_token: crypto.randomUUID(), lease_expires_at: new Date(Date.now() - 1000) }).execute();
    expect(await drainOutbox(db(), { transport: smtpTransport(sink.url) })).toMatchObject({ dead: 1, sent: 0 });
    expect(await outbox()).toMatchObject([{ status: 'dead', last_error: 'lease_expired' }]);
  });

  it('a message that cannot be rendered is dead at once, and the others still go', async () => {
    await queueMessages(2);
    const [first] = await outbox();
    await db().updateTable('email_outbox').set({ template: 'no_such_template' }).where('id', '=', first!.id).execute();
    expect(await drainOutbox(db(), { transport: smtpTransport(sink.url) })).toMatchObject({ sent: 1, dead: 1 });
    expect((await outbox()).map((r) => [r.status, r.last_error])).toEqual([
      ['dead', 'render_failed'],
      ['sent', null],
    ]);
  });

  it('attachments travel with the message, through SMTP and into the development mailbox', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.4 quotation');
    const queued = await db()
      .transaction()
      .execute((tx) =>
        enqueueEmail(tx, {
          template: 'account_rejected',
          to: 'buyer@example.com',
          locale: 'ar',
          data: { contactPerson: 'سارة', companyName: 'مصاعد نجد', reason: 'السجل التجاري غير واضح' },
          attachments: [{ filename: 'quotation-1042.pdf', contentType: 'application/pdf', content: pdf }],
        }),
      );
    expect(await drainOutbox(db(), { transport: smtpTransport(sink.url) })).toMatchObject({ sent: 1 });
    expect(sink.received[0]!.raw).toMatch(/Content-Type: application\/pdf; name=quotation-1042\.pdf/);
    expect(sink.received[0]!.raw).toContain(Buffer.from(pdf).toString('base64'));

    await db().updateTable('email_outbox').set({ status: 'queued', attempts: 0 }).execute();
    expect(await drainOutbox(db())).toMatchObject({ sent: 1 });
    const entry = (await readMailbox(mailboxDir())).find((e) => e.messageId === queued.messageId);
    expect(entry).toMatchObject({ locale: 'ar', template: 'account_rejected', attachments: [{ filename: 'quotation-1042.pdf', contentType: 'application/pdf', size: pdf.length }] });
  });
});
