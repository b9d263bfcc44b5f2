import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OUTBOX_PAGE_SIZE, type OutboxMessage, type OutboxPage } from '#lib/admin/outbox';
import { enqueueEmail, type EmailRequest } from '#server/email/outbox';
import { drainOutbox } from '#server/email/sender';
import { nudgesSettled } from '#server/email/nudge';
import { smtpTransport } from '#server/email/smtp';
import { FRAMED_DOCUMENT_CSP } from '#server/http/security-headers';
import { api } from '../support/api.ts';
import { useTestDatabase } from '../support/database.ts';
import { sessionFor } from '../support/sessions.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';

/**
 * The admin's Outbox (ADR 0020) through its API: the list with its status filter and counts, one
 * e-mail as its recipient reads it (the framed HTML with its own policy, the plain text, the
 * attachments), "send again" for a dead one (audited, once per key, 409 otherwise), and bad input.
 * Who may call these is the authorization sweep's (admin-authorization.test.ts).
 */
const db = useTestDatabase();
let admin = '';
let sink: SmtpSink;

const queue = (request: EmailRequest) => db().transaction().execute((tx) => enqueueEmail(tx, request));
const notification = (n: number, overrides: Partial<Extract<EmailRequest, { template: 'new_message' }>['data']> = {}): EmailRequest => ({
  template: 'new_message',
  to: 'sales@liftparts.example',
  locale: 'en',
  replyTo: `buyer${n}@example.com`,
  data: { messageId: n, name: 'Lina', company: null, email: `buyer${n}@example.com`, phone: '+966 50 123 4567', subject: `Rollers ${n}`, message: 'Line one\nLine two', receivedAt: new Date().toISOString(), ...overrides },
});
const get = (path: string) => api(path, { headers: { cookie: admin } });
const retry = (id: number | string, key: string | null = crypto.randomUUID(), body: unknown = {}) =>
  api(`/api/admin/outbox/${id}/retry`, { method: 'POST', body, headers: { cookie: admin, ...(key ? { 'Idempotency-Key': key } : {}) } });

beforeAll(async () => {
  admin = (await sessionFor(db(), { role: 'admin' })).cookie;
  sink = await startSmtpSink();
});
afterAll(async () => {
  await nudgesSettled();
  await sink.close();
});
beforeEach(async () => {
  await nudgesSettled();
  await db().deleteFrom('email_outbox').execute();
});

describe('the Outbox list', () => {
  it('lists every e-mail newest first, 25 a page, with the count of each status, and filters by status', async () => {
    for (let n = 1; n <= 27; n++) await queue(notification(n));
    await db().updateTable('email_outbox').set({ status: 'dead', attempts: 10, last_error: 'smtp_timeout' }).where('subject', 'in', ['New message: Rollers 1', 'New message: Rollers 2']).execute();

    const first = (await (await get('/api/admin/outbox')).json()) as OutboxPage;
    expect(first).toMatchObject({ page: 1, pageSize: OUTBOX_PAGE_SIZE, total: 27, delivery: 'mailbox', counts: { queued: 25, sending: 0, sent: 0, dead: 2 } });
    expect(first.items).toHaveLength(25);
    expect(first.items[0]).toMatchObject({ subject: 'New message: Rollers 27', template: 'new_message', to: 'sales@liftparts.example', status: 'queued', attempts: 0, lastError: null, sentAt: null });
    expect(first.items[0]!.messageId).toMatch(/^<[0-9a-f-]{36}@localhost>$/);

    const second = (await (await get('/api/admin/outbox?page=2')).json()) as OutboxPage;
    expect(second.items.map((i) => i.subject)).toEqual(['New message: Rollers 2', 'New message: Rollers 1']);

    const dead = (await (await get('/api/admin/outbox?status=dead')).json()) as OutboxPage;
    expect(dead).toMatchObject({ total: 2, items: [{ status: 'dead', attempts: 10, lastError: 'smtp_timeout' }, { status: 'dead' }] });
  });

  it('refuses a bad filter, page or parameter with 400 and field codes', async () => {
    const cases: [string, Record<string, string>][] = [
      ['?status=lost', { status: 'invalid_value' }],
      ['?page=0', { page: 'invalid_page' }],
      ['?page=abc', { page: 'invalid_page' }],
      ['?sort=subject', { sort: 'unknown_field' }],
    ];
    for (const [search, fields] of cases) {
      const response = await get(`/api/admin/outbox${search}`);
      expect(response.status, search).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'invalid_input', fields } });
    }
  });
});

describe('one e-mail as its recipient reads it', () => {
  it('gives the details, the plain text and the attachments; the HTML comes framed-only, with its own policy and nothing that runs', async () => {
    const { id } = await queue({
      template: 'account_rejected',
      to: 'buyer@example.com',
      locale: 'ar',
      data: { contactPerson: 'سارة', companyName: 'مصاعد نجد', reason: 'السجل التجاري <script>alert(1)</script> غير واضح' },
      attachments: [{ filename: 'عرض سعر 1042.pdf', contentType: 'application/pdf', content: new TextEncoder().encode('%PDF-1.4 test') }],
    });
    const detail = (await (await get(`/api/admin/outbox/${id}`)).json()) as OutboxMessage;
    expect(detail).toMatchObject({ id, to: 'buyer@example.com', locale: 'ar', template: 'account_rejected', status: 'queued', replyTo: null, linksRemoved: false, previewUrl: `/api/admin/outbox/${id}/preview` });
    expect(detail.subject).toBe('بخصوص تسجيلك لدى قطع مصاعد الخليج');
    expect(detail.text).toContain('مرحبًا سارة،');
    expect(detail.text).toContain('السجل التجاري <script>alert(1)</script> غير واضح');
    expect(detail.attachments).toEqual([{ index: 0, filename: 'عرض سعر 1042.pdf', contentType: 'application/pdf', size: 13 }]);

    const preview = await get(detail.previewUrl);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('text/html; charset=utf-8');
    // Exactly its own policy (the site's frame-ancestors 'none' is not added), framable by this site only.
    expect(preview.headers.get('content-security-policy')).toBe(FRAMED_DOCUMENT_CSP);
    expect(preview.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(preview.headers.get('cache-control')).toBe('no-store');
    const html = await preview.text();
    expect(html).toMatch(/<html dir="rtl" lang="ar"/);
    expect(html).toContain('<base target="_blank">');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');

    const file = await get(`/api/admin/outbox/${id}/attachments/0`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/octet-stream');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('عرض سعر 1042.pdf')}`);
    expect(await file.text()).toBe('%PDF-1.4 test');
  });

  it('answers 404 for an e-mail or an attachment that does not exist', async () => {
    const { id } = await queue(notification(1));
    for (const path of [`/api/admin/outbox/${id + 1000}`, `/api/admin/outbox/abc`, `/api/admin/outbox/${id + 1000}/preview`, `/api/admin/outbox/${id}/attachments/0`, `/api/admin/outbox/${id}/attachments/x`, `/api/admin/outbox/${id}/attachments/-1`]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
    }
  });

  it('once a verification e-mail went out through SMTP its link is removed from the outbox, and the Outbox says so', async () => {
    const { id } = await queue({ template: 'email_verification', to: 'new@example.com', locale: 'en', data: { contactPerson: 'Sara', email: 'new@example.com', link: '/verify-email?token=secret-token-123', validHours: 48 } });
    expect(await drainOutbox(db(), { transport: smtpTransport(sink.url) })).toMatchObject({ sent: 1 });
    expect(sink.received.at(-1)!.raw).toContain('secret-token-123');

    const row = await db().selectFrom('email_outbox').select('data').where('id', '=', String(id)).executeTakeFirstOrThrow();
    expect(row.data).toMatchObject({ link: null, email: 'new@example.com' });
    const detail = (await (await get(`/api/admin/outbox/${id}`)).json()) as OutboxMessage;
    expect(detail).toMatchObject({ status: 'sent', linksRemoved: true });
    expect(detail.text).not.toContain('secret-token');
    expect(await (await get(detail.previewUrl)).text()).not.toContain('secret-token');
  });
});

describe('sending a dead e-mail again', () => {
  const deadOne = async () => {
    const { id } = await queue(notification(7));
    await db().updateTable('email_outbox').set({ status: 'dead', attempts: 10, last_error: 'smtp_connection' }).where('id', '=', String(id)).execute();
    return id;
  };

  it('queues it afresh and records it in the activity log; a repeat with the same key changes nothing more', async () => {
    const id = await deadOne();
    const key = crypto.randomUUID();
    const first = await retry(id, key);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ id, status: expect.stringMatching(/^(queued|sending|sent)$/) });
    await nudgesSettled();
    const replay = await retry(id, key);
    expect(replay.status).toBe(200);

    const audit = await db().selectFrom('audit_log').selectAll().where('action', '=', 'email.retry').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ entity_type: 'email', entity_id: String(id), before: { status: 'dead', attempts: 10, lastError: 'smtp_connection', email: 'sales@liftparts.example', template: 'new_message' }, after: { status: 'queued', attempts: 0 } });
    // The nudge sent it at once (to the development mailbox here).
    expect(await db().selectFrom('email_outbox').select(['status', 'attempts']).where('id', '=', String(id)).executeTakeFirstOrThrow()).toEqual({ status: 'sent', attempts: 1 });
  });

  it('refuses an e-mail that is not dead (409), bad input (400) and an unknown one (404), writing nothing', async () => {
    const id = await deadOne();
    const { id: queued } = await queue(notification(8));
    const before = await db().selectFrom('email_outbox').select(['id', 'status', 'attempts']).orderBy('id').execute();

    const notDead = await retry(queued);
    expect(notDead.status).toBe(409);
    expect(await notDead.json()).toEqual({ error: { code: 'invalid_transition' } });
    const withBody = await retry(id, crypto.randomUUID(), { force: true });
    expect(withBody.status).toBe(400);
    const badKey = await api(`/api/admin/outbox/${id}/retry`, { method: 'POST', body: {}, headers: { cookie: admin, 'Idempotency-Key': 'not-a-uuid' } });
    expect(badKey.status).toBe(400);
    expect(await badKey.json()).toEqual({ error: { code: 'invalid_idempotency_key' } });
    expect((await retry(id + 1000)).status).toBe(404);
    expect((await retry('abc')).status).toBe(404);

    expect(await db().selectFrom('email_outbox').select(['id', 'status', 'attempts']).orderBy('id').execute()).toEqual(before);
    expect(await db().selectFrom('audit_log').selectAll().where('action', '=', 'email.retry').where('entity_id', '=', String(id)).execute()).toHaveLength(0);
  });
});
