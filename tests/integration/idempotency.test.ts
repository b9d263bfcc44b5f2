import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { useTestDatabase } from '../support/database.ts';
import { customQuoteForm, fileOf, pngImage, quoteContact, storedQuoteImageCount, useOwnDataDir } from '../support/quotes.ts';
import { sessionFor } from '../support/sessions.ts';

/**
 * Issue 13: every write a buyer sends carries an Idempotency-Key; a retry or a double click with
 * the same key gets the first answer and never writes twice, and is not counted twice by the
 * rate limits. The same key with other content is refused.
 */
const db = useTestDatabase();
const dataDir = useOwnDataDir();

let n = 0;
const fresh = () => `${++n}-${randomUUID().slice(0, 8)}`;

interface Write {
  name: string;
  path: string;
  table: 'quotes' | 'messages' | 'users';
  body: () => Record<string, unknown>;
  /** The same request with one field changed. */
  altered: (body: Record<string, unknown>) => Record<string, unknown>;
  /** What the first answer is (201 and this body shape). */
  answer: Record<string, unknown>;
  /** Answer to an unkeyed repeat of the same body. */
  unkeyedRepeat: number;
}

const WRITES: Write[] = [
  {
    name: 'quote request',
    path: '/api/quotes',
    table: 'quotes',
    body: () => ({ kind: 'home_lift', ...quoteContact(), notes: '3 stops', locale: 'en' }),
    altered: (body) => ({ ...body, quantity: 9 }),
    answer: { id: expect.any(Number) },
    unkeyedRepeat: 201,
  },
  {
    name: 'contact message',
    path: '/api/contact',
    table: 'messages',
    body: () => ({ name: 'Omar Haddad', email: `omar${fresh()}@example.com`, phone: '+966 50 123 4567', subject: 'Door motor', message: 'Do you have the KM601?' }),
    altered: (body) => ({ ...body, message: 'Something else' }),
    answer: { id: expect.any(Number) },
    unkeyedRepeat: 201,
  },
  {
    name: 'registration',
    path: '/api/auth/register',
    table: 'users',
    body: () => ({
      companyName: 'Tabuk Lifts',
      contactPerson: 'Faisal',
      email: `reg${fresh()}@example.com`,
      phoneCountryCode: '+966',
      phone: '512345678',
      password: 'Tabuk#Lifts2025',
      confirmPassword: 'Tabuk#Lifts2025',
      city: 'Tabuk',
      country: 'Saudi Arabia',
      crNumber: '3550123456',
    }),
    altered: (body) => ({ ...body, city: 'Riyadh' }),
    answer: { status: 'pending' },
    unkeyedRepeat: 409,
  },
];

/** Each call from its own address, so the per-IP limits never decide these tests. */
const post = (path: string, body: unknown, key?: string, ip = `198.51.100.${(n % 250) + 1}`) =>
  api(path, { method: 'POST', body, ip, headers: key ? { 'Idempotency-Key': key } : {} });

async function answerOf(response: Response) {
  return { status: response.status, body: await response.json() };
}

async function rowsFor(table: Write['table'], email: string) {
  return db().selectFrom(table).select(['id', 'idempotency_key']).where('email', '=', email).execute();
}

describe.each(WRITES)('$name with an Idempotency-Key', (write) => {
  it('answers a sequential repeat with the first answer and stores one row, with its key', async () => {
    const key = randomUUID();
    const body = write.body();
    const first = await answerOf(await post(write.path, body, key));
    expect(first).toEqual({ status: 201, body: write.answer });
    const again = await answerOf(await post(write.path, body, key));
    expect(again).toEqual(first);
    const rows = await rowsFor(write.table, String(body.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.idempotency_key).toBe(key);
  });

  it('answers a concurrent double submit once: both get the same answer, one row is stored', async () => {
    const key = randomUUID();
    const body = write.body();
    const [a, b] = await Promise.all([post(write.path, body, key), post(write.path, body, key)]);
    const answers = [await answerOf(a), await answerOf(b)];
    expect(answers[0]).toEqual({ status: 201, body: write.answer });
    expect(answers[1]).toEqual(answers[0]);
    expect(await rowsFor(write.table, String(body.email))).toHaveLength(1);
  });

  it('refuses the same key with other content (422 idempotency_key_reused), writing nothing more', async () => {
    const key = randomUUID();
    const body = write.body();
    expect((await post(write.path, body, key)).status).toBe(201);
    const reused = await post(write.path, write.altered(body), key);
    expect(await answerOf(reused)).toEqual({ status: 422, body: { error: { code: 'idempotency_key_reused' } } });
    expect(await rowsFor(write.table, String(body.email))).toHaveLength(1);
  });

  it('still takes requests without a key (API clients), without that protection', async () => {
    const body = write.body();
    expect((await post(write.path, body)).status).toBe(201);
    expect((await post(write.path, body)).status).toBe(write.unkeyedRepeat);
    const rows = await rowsFor(write.table, String(body.email));
    expect(rows).toHaveLength(write.unkeyedRepeat === 201 ? 2 : 1);
    expect(rows.every((row) => row.idempotency_key === null)).toBe(true);
  });

  it.each(['not-a-uuid', '', '123e4567-e89b-12d3-a456-42661417400'])('refuses a malformed key %j with 400, writing nothing', async (key) => {
    const body = write.body();
    const response = await api(write.path, { method: 'POST', body, headers: { 'Idempotency-Key': key } });
    expect(await answerOf(response)).toEqual({ status: 400, body: { error: { code: 'invalid_idempotency_key' } } });
    expect(await rowsFor(write.table, String(body.email))).toHaveLength(0);
  });
});

describe('replays and rate limits', () => {
  it('does not count a replayed quote against the limit of five an hour per e-mail', async () => {
    const key = randomUUID();
    const body = WRITES[0]!.body();
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push(await answerOf(await post('/api/quotes', body, key)));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]!.status).toBe(201);
    const events = await db().selectFrom('rate_limit_events').select('id').where('bucket', '=', 'quote:email').where('key', '=', String(body.email)).execute();
    expect(events).toHaveLength(1);
  });

  it('answers a double click on the fifth quote of the hour with 201 twice, not 201 and 429', async () => {
    const contact = quoteContact();
    for (let i = 0; i < 4; i++) expect((await post('/api/quotes', { kind: 'home_lift', ...contact, notes: `n${i}`, locale: 'en' })).status).toBe(201);
    const key = randomUUID();
    const fifth = { kind: 'home_lift', ...contact, notes: 'fifth', locale: 'en' };
    const [a, b] = await Promise.all([post('/api/quotes', fifth, key), post('/api/quotes', fifth, key)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(await b.json()).toEqual(await a.json());
  });
});

describe('a custom quote with photos, repeated', () => {
  it('is one quote with one set of photos, whatever the multipart framing of each attempt', async () => {
    const key = randomUUID();
    const fields = { kind: 'custom', ...quoteContact(), notes: 'Like the photo', locale: 'en' };
    const photo = await pngImage();
    const before = storedQuoteImageCount(dataDir());
    const send = () => api('/api/quotes', { method: 'POST', body: customQuoteForm(fields, [fileOf(photo, 'a.png', 'image/png')]), headers: { 'Idempotency-Key': key } });
    const first = await answerOf(await send());
    expect(first.status).toBe(201);
    expect(await answerOf(await send())).toEqual(first);
    expect(storedQuoteImageCount(dataDir())).toBe(before + 1);
    const otherPhoto = customQuoteForm(fields, [fileOf(await pngImage(64, 48, { r: 0, g: 0, b: 255 }), 'a.png', 'image/png')]);
    const reused = await api('/api/quotes', { method: 'POST', body: otherPhoto, headers: { 'Idempotency-Key': key } });
    expect(reused.status).toBe(422);
    expect(storedQuoteImageCount(dataDir())).toBe(before + 1);
  });
});

describe('admin writes with an Idempotency-Key', () => {
  async function unreadMessage() {
    const response = await post('/api/contact', WRITES[1]!.body());
    return ((await response.json()) as { id: number }).id;
  }
  const auditEntries = (entityId: number | string) => db().selectFrom('audit_log').select(['id', 'idempotency_key']).where('entity_id', '=', String(entityId)).execute();

  it('applies a retried status change once and answers it like the first time; without the key the repeat is a 409', async () => {
    const { cookie } = await sessionFor(db(), { role: 'admin' });
    const id = await unreadMessage();
    const patch = (status: string, key?: string) =>
      api(`/api/admin/messages/${id}`, { method: 'PATCH', body: { status }, headers: { cookie, ...(key ? { 'Idempotency-Key': key } : {}) } });
    const key = randomUUID();
    const first = await answerOf(await patch('read', key));
    expect(first).toEqual({ status: 200, body: { id, status: 'read' } });
    expect(await answerOf(await patch('read', key))).toEqual(first);
    expect(await auditEntries(id)).toEqual([{ id: expect.anything(), idempotency_key: key }]);
    expect((await patch('read')).status).toBe(409);
    expect((await patch('archived', key)).status).toBe(422);
  });

  it('logs one settings change for a double-clicked save', async () => {
    const { cookie } = await sessionFor(db(), { role: 'admin' });
    const key = randomUUID();
    const save = () =>
      api('/api/admin/site-settings', { method: 'PUT', body: { maintenanceMode: false, maintenanceMessage: `Back soon ${key}` }, headers: { cookie, 'Idempotency-Key': key } });
    const [a, b] = await Promise.all([save(), save()]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await b.json()).toEqual(await a.json());
    const entries = await db().selectFrom('audit_log').select('id').where('action', '=', 'settings.update').where('idempotency_key', '=', key).execute();
    expect(entries).toHaveLength(1);
  });
});
