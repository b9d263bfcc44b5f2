import { inspect } from 'node:util';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { api, type ApiInit } from '../support/api.ts';
import { expectConsoleError } from '../support/fail-on-console-error.ts';
import { useTestDatabase } from '../support/database.ts';
import { rowCounts } from '../support/quotes.ts';

const db = useTestDatabase();
let n = 0;
const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Omar Haddad',
  company: 'Haddad Elevators',
  email: `omar${++n}@example.com`,
  phone: '+966 50 123 4567',
  subject: 'Door motor for a Kone lift',
  message: 'Hello,\nDo you have the KM601?\nThanks',
  ...overrides,
});
const send = (body: unknown, ip = `198.51.100.${++n}`) => api('/api/contact', { method: 'POST', body, ip });

describe('contact messages', () => {
  it('saves the message unread, e-mail trimmed and lowercased, line breaks kept, with the caller IP', async () => {
    const response = await send(message({ email: '  Omar.H@Example.COM ' }), '192.0.2.44');
    expect(response.status).toBe(201);
    const row = await db().selectFrom('messages').selectAll().where('id', '=', (await response.json()).id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Omar Haddad',
      company: 'Haddad Elevators',
      email: 'omar.h@example.com',
      phone: '+966 50 123 4567',
      message: 'Hello,\nDo you have the KM601?\nThanks',
      ip_address: '192.0.2.44',
      status: 'unread',
    });
  });

  it('stores no company when none is given', async () => {
    const response = await send(message({ company: undefined }));
    const row = await db().selectFrom('messages').select('company').where('id', '=', (await response.json()).id).executeTakeFirstOrThrow();
    expect(row.company).toBeNull();
  });

  it('allows five messages an hour per e-mail, then 429 with nothing saved', async () => {
    const email = 'busy@example.com';
    for (let i = 0; i < 5; i++) expect((await send(message({ email }))).status).toBe(201);
    const before = await rowCounts(db());
    const refused = await send(message({ email: ' BUSY@example.com' }));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: { code: 'rate_limited' } });
    expect(await rowCounts(db())).toEqual(before);
  });

  it('allows twenty messages an hour per IP address', async () => {
    for (let i = 0; i < 20; i++) expect((await send(message(), '203.0.113.90')).status).toBe(201);
    expect((await send(message(), '203.0.113.90')).status).toBe(429);
  });

  it('counts an IPv6 client by its /64 network, whichever address of it each message comes from', async () => {
    for (let i = 0; i < 20; i++) expect((await send(message(), `2001:db8:77:1::${(i + 1).toString(16)}`)).status).toBe(201);
    expect((await send(message(), '2001:db8:77:1:a1b2:c3d4:e5f6:1')).status).toBe(429);
    // The stored sender address stays the full one; the next network is another client.
    expect((await send(message(), '2001:db8:77:2::1')).status).toBe(201);
    const stored = await db().selectFrom('messages').select('ip_address').where('ip_address', '=', '2001:db8:77:1::1').execute();
    expect(stored).toHaveLength(1);
  });

  it('refuses an address over its limit before reading a byte of the body', async () => {
    for (let i = 0; i < 20; i++) expect((await send(message(), '203.0.113.91')).status).toBe(201);
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new TextEncoder().encode(' '));
      },
    }, { highWaterMark: 0 });
    const refused = await api('/api/contact', { method: 'POST', body, ip: '203.0.113.91', headers: { 'content-type': 'application/json' }, duplex: 'half' } as ApiInit);
    expect(refused.status).toBe(429);
    expect(pulled).toBe(0);
  });

  it('logs a failed write with its request id and error code only, never what the sender typed', async () => {
    // A database refusal the schema does not foresee: the error carries the row's values.
    await sql`alter table messages add constraint refuse_for_test check (subject <> 'Refused by the database')`.execute(db());
    try {
      expectConsoleError();
      const sender = message({ name: 'Private Person', email: 'private.person@example.com', phone: '+966 55 999 8877', subject: 'Refused by the database' });
      const response = await send(sender);
      expect(response.status).toBe(500);
      const { error } = await response.json();
      expect(error).toEqual({ code: 'internal_error', requestId: expect.any(String) });
      const logged = vi.mocked(console.error).mock.calls.map((args) => args.map((a) => (typeof a === 'string' ? a : inspect(a, { depth: 10 }))).join(' '));
      expect(logged).toHaveLength(1);
      expect(logged[0]!.startsWith(`[${error.requestId}] POST /api/contact failed: `)).toBe(true);
      for (const personal of ['Private Person', 'private.person@example.com', '999 8877', 'Refused by the database', 'Door motor', 'KM601']) {
        expect(logged.join('\n')).not.toContain(personal);
      }
      expect(logged[0]).toContain('23514'); // PostgreSQL's check_violation: enough to find the cause
    } finally {
      await sql`alter table messages drop constraint refuse_for_test`.execute(db());
    }
  });

  it('takes the address the platform saw, never a forwarded header, and refuses to count without one', async () => {
    const forwarded = { 'x-forwarded-for': '192.0.2.250', 'x-nf-client-connection-ip': '192.0.2.251' };
    const counted = await api('/api/contact', { method: 'POST', body: message(), ip: '192.0.2.45', headers: forwarded });
    const row = await db().selectFrom('messages').select('ip_address').where('id', '=', (await counted.json()).id).executeTakeFirstOrThrow();
    expect(row.ip_address).toBe('192.0.2.45');

    const before = await rowCounts(db());
    const unknown = await api('/api/contact', { method: 'POST', body: message(), ip: '', headers: forwarded });
    expect(unknown.status).toBe(503);
    expect(await unknown.json()).toEqual({ error: { code: 'client_address_unknown' } });
    expect(await rowCounts(db())).toEqual(before);
  });

  it('refuses a cross-site post', async () => {
    const response = await api('/api/contact', { method: 'POST', body: message(), headers: { origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
  });
});
