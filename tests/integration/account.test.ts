import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccountDevice } from '#lib/account/devices';
import type { AccountProfile } from '#lib/account/profile';
import type { AccountRequest, AccountRequestsPage } from '#lib/account/requests';
import type { AuditPage } from '#lib/admin/audit';
import { claimRequestsFor } from '#server/account/claims';
import { api, cookiesFrom, type ApiInit } from '../support/api.ts';
import { useTestDatabase } from '../support/database.ts';
import { createAccount, sessionFor, TEST_PASSWORD } from '../support/sessions.ts';
import { insertProduct, quoteContact } from '../support/quotes.ts';

/**
 * The buyer's own account (issue 21): requests belong to the buyer who sent them, "My requests",
 * the profile, the devices signed in, the data download and the closure request — each answered
 * only for the account asking. Who may call these at all is the sweep's
 * (account-authorization.test.ts); bad input is account-bad-input.test.ts's.
 */
const db = useTestDatabase();

const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let admin = '';
let adminEmail = '';
beforeAll(async () => {
  ({ cookie: admin, email: adminEmail } = await sessionFor(db(), { role: 'admin' }));
});

const as = (cookie: string) => (path: string, init: ApiInit = {}) => api(path, { ...init, headers: { ...init.headers, cookie } });
const json = async <T>(response: Response | Promise<Response>): Promise<T> => (await (await response).json()) as T;

const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sara Al-Qahtani',
  email: `sara-${Math.random().toString(36).slice(2)}@example.com`,
  phone: '+966 50 123 4567',
  subject: 'Door operator for a 630 kg car',
  message: 'Do you stock it?',
  ...overrides,
});

/** Signs in through the real endpoint with a User-Agent, as a browser on that device would. */
async function signIn(email: string, userAgent: string): Promise<string> {
  const response = await api('/api/auth/login', { method: 'POST', body: { email, password: TEST_PASSWORD }, headers: { 'user-agent': userAgent } });
  expect(response.status).toBe(200);
  return cookiesFrom(response);
}

describe('requests belong to the buyer who sent them', () => {
  it('a signed-in buyer’s quote and message are theirs, by the session; a visitor’s and an administrator’s are nobody’s', async () => {
    const buyer = await sessionFor(db(), { role: 'retail' });
    const product = await insertProduct(db());
    const quote = await json<{ id: number }>(as(buyer.cookie)('/api/quotes', { method: 'POST', body: { kind: 'standard', productId: product.id, ...quoteContact() } }));
    const sent = await json<{ id: number }>(as(buyer.cookie)('/api/contact', { method: 'POST', body: message() }));
    const visitorQuote = await json<{ id: number }>(api('/api/quotes', { method: 'POST', body: { kind: 'home_lift', ...quoteContact() } }));
    const adminMessage = await json<{ id: number }>(as(admin)('/api/contact', { method: 'POST', body: message() }));

    const owner = async (table: 'quotes' | 'messages', id: number) => (await db().selectFrom(table).select('user_id').where('id', '=', id).executeTakeFirstOrThrow()).user_id;
    expect(await owner('quotes', quote.id)).toBe(buyer.userId);
    expect(await owner('messages', sent.id)).toBe(buyer.userId);
    expect(await owner('quotes', visitorQuote.id)).toBeNull();
    expect(await owner('messages', adminMessage.id)).toBeNull();
  });

  it('no body can name an owner', async () => {
    const victim = await createAccount(db());
    for (const field of ['userId', 'user_id']) {
      const quote = await api('/api/quotes', { method: 'POST', body: { kind: 'home_lift', ...quoteContact(), [field]: victim.userId } });
      expect(quote.status).toBe(400);
      expect((await quote.json()).error.fields).toEqual({ [field]: 'unknown_field' });
      const sent = await api('/api/contact', { method: 'POST', body: { ...message(), [field]: victim.userId } });
      expect(sent.status).toBe(400);
    }
    expect(await db().selectFrom('quotes').select('id').where('user_id', '=', victim.userId).execute()).toEqual([]);
  });

  it('a deleted user’s requests stay, without their owner', async () => {
    const buyer = await sessionFor(db(), { role: 'retail' });
    const sent = await json<{ id: number }>(as(buyer.cookie)('/api/contact', { method: 'POST', body: message() }));
    await db().deleteFrom('users').where('id', '=', buyer.userId).execute();
    expect(await db().selectFrom('messages').select('user_id').where('id', '=', sent.id).executeTakeFirstOrThrow()).toEqual({ user_id: null });
  });
});

describe('My requests', () => {
  it('lists the buyer’s quotes and messages newest first, with product, quantity, status and each one’s history of status changes', async () => {
    const buyer = await sessionFor(db(), { role: 'small_company' });
    const ask = as(buyer.cookie);
    const product = await insertProduct(db(), { nameEn: 'Door motor 250 W', nameAr: 'محرك باب 250 واط' });
    const standard = await json<{ id: number }>(ask('/api/quotes', { method: 'POST', body: { kind: 'wholesale', productId: product.id, ...quoteContact({ quantity: 12, notes: 'Deliver to Jeddah\n\nBefore Ramadan' }) } }));
    const custom = await json<{ id: number }>(ask('/api/quotes', { method: 'POST', body: { kind: 'custom', ...quoteContact({ notes: 'A rope of 10 mm, 200 m' }) } }));
    const sent = await json<{ id: number }>(ask('/api/contact', { method: 'POST', body: message({ subject: 'Opening hours in Ramadan' }) }));

    // The shop works on them.
    expect((await as(admin)(`/api/admin/quotes/${standard.id}`, { method: 'PATCH', body: { status: 'finished' } })).status).toBe(200);
    expect((await as(admin)(`/api/admin/messages/${sent.id}`, { method: 'PATCH', body: { status: 'read' } })).status).toBe(200);
    expect((await as(admin)(`/api/admin/messages/${sent.id}`, { method: 'PATCH', body: { status: 'archived' } })).status).toBe(200);

    const response = await ask('/api/account/requests');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    // Who in the shop changed a status is not the buyer's to read.
    expect(text).not.toContain(adminEmail);
    const page = JSON.parse(text) as AccountRequestsPage;
    expect(page.total).toBe(3);
    expect(page.next).toBeNull();
    expect(page.items.map((item) => `${item.type}:${item.id}`)).toEqual([`message:${sent.id}`, `quote:${custom.id}`, `quote:${standard.id}`]);
    const [first, second, third] = page.items as [AccountRequest, AccountRequest, AccountRequest];
    expect(first).toMatchObject({ type: 'message', subject: 'Opening hours in Ramadan', status: 'archived' });
    expect(first.history.map((change) => change.status)).toEqual(['read', 'archived']);
    expect(second).toMatchObject({ type: 'quote', kind: 'custom', product: null, quantity: 2, notes: 'A rope of 10 mm, 200 m', status: 'pending', history: [] });
    expect(third).toMatchObject({
      type: 'quote',
      kind: 'wholesale',
      quantity: 12,
      // The buyer's own notes, without the title line the shop adds ("Request again" prefills them).
      notes: 'Deliver to Jeddah\n\nBefore Ramadan',
      status: 'finished',
      product: { id: product.id, sku: product.sku, partNumber: product.part_number, nameEn: 'Door motor 250 W', nameAr: 'محرك باب 250 واط' },
    });
    expect(third.history).toEqual([{ status: 'finished', at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) }]);
    expect(Object.keys(third.history[0]!)).toEqual(['status', 'at']);

    // A product deleted since keeps its name and SKU on the buyer's list.
    expect((await as(admin)(`/api/admin/products/${product.id}`, { method: 'DELETE' })).status).toBe(204);
    const after = await json<AccountRequestsPage>(ask('/api/account/requests'));
    expect(after.items[2]).toMatchObject({ product: { id: null, sku: product.sku, nameEn: 'Door motor 250 W' } });
  });

  it('"Request again" sends a listed request through POST /api/quotes: a new request with the same product, quantity and notes, the title line not doubled', async () => {
    const buyer = await sessionFor(db(), { role: 'small_company' });
    const ask = as(buyer.cookie);
    const product = await insertProduct(db(), { nameEn: 'Landing door lock', nameAr: 'قفل باب الطابق' });
    const contact = quoteContact({ quantity: 4, notes: 'Same as last year' });
    const first = await json<{ id: number }>(ask('/api/quotes', { method: 'POST', body: { kind: 'standard', productId: product.id, ...contact, locale: 'ar' } }));
    expect((await as(admin)(`/api/admin/quotes/${first.id}`, { method: 'PATCH', body: { status: 'finished' } })).status).toBe(200);

    const listed = (await json<AccountRequestsPage>(ask('/api/account/requests'))).items[0]!;
    expect(listed).toMatchObject({ type: 'quote', id: first.id, status: 'finished', quantity: 4, notes: 'Same as last year' });
    if (listed.type !== 'quote') throw new Error('a quote');
    const again = await json<{ id: number }>(
      ask('/api/quotes', { method: 'POST', headers: { 'idempotency-key': randomUUID() }, body: { kind: listed.kind, productId: listed.product!.id, ...contact, quantity: listed.quantity, notes: listed.notes } }),
    );
    expect(again.id).not.toBe(first.id);
    const [newest, older] = (await json<AccountRequestsPage>(ask('/api/account/requests'))).items;
    expect(newest).toMatchObject({ id: again.id, kind: 'standard', status: 'pending', quantity: 4, notes: 'Same as last year', product: { id: product.id } });
    expect(older).toMatchObject({ id: first.id, status: 'finished' });
    const stored = await db().selectFrom('quotes').select(['notes', 'user_id']).where('id', '=', again.id).executeTakeFirstOrThrow();
    expect(stored.user_id).toBe(buyer.userId);
    expect(stored.notes.match(/Same as last year/g)).toHaveLength(1);
  });

  it('pages by keyset through requests made in the same instant, each once and in order', async () => {
    const buyer = await createAccount(db(), { role: 'retail' });
    const { cookie } = await sessionOf(buyer.userId);
    const instants = ['2026-03-01T10:00:00.000001Z', '2026-03-01T10:00:00.000002Z', '2026-03-01T10:00:00.000002Z', '2026-03-01T09:59:59Z'];
    // 48 requests over four instants (two of them a microsecond apart), quotes and messages mixed.
    for (let i = 0; i < 24; i++) {
      const at = instants[i % instants.length]!;
      await db().insertInto('quotes').values({ ...quoteRow(`Q${i}`), created_at: at, user_id: buyer.userId }).execute();
      await db().insertInto('messages').values({ ...messageRow(`M${i}`), created_at: at, user_id: buyer.userId }).execute();
    }
    const seen: string[] = [];
    let next: string | null = null;
    let pages = 0;
    do {
      const page: AccountRequestsPage = await json(as(cookie)(`/api/account/requests${next ? `?before=${encodeURIComponent(next)}` : ''}`));
      expect(page.total).toBe(48);
      expect(page.items.length).toBeLessThanOrEqual(20);
      seen.push(...page.items.map((item) => `${item.type}:${item.id}`));
      next = page.next;
      pages += 1;
    } while (next && pages < 10);
    expect(pages).toBe(3);
    const expected = await db()
      .selectFrom((eb) =>
        eb
          .selectFrom('quotes')
          .select(['id', 'created_at', eb.val(0).as('rank'), eb.val('quote').as('type')])
          .where('user_id', '=', buyer.userId)
          .unionAll(eb.selectFrom('messages').select(['id', 'created_at', eb.val(1).as('rank'), eb.val('message').as('type')]).where('user_id', '=', buyer.userId))
          .as('r'),
      )
      .select(['type', 'id'])
      .orderBy('created_at', 'desc')
      .orderBy('rank')
      .orderBy('id', 'desc')
      .execute();
    expect(seen).toEqual(expected.map((row) => `${row.type}:${row.id}`));
  });

  it('never shows another buyer’s requests, whatever the cursor or parameters', async () => {
    const alice = await sessionFor(db(), { role: 'retail' });
    const bob = await sessionFor(db(), { role: 'retail' });
    const alicesQuote = await json<{ id: number }>(as(alice.cookie)('/api/quotes', { method: 'POST', body: { kind: 'home_lift', ...quoteContact() } }));
    await as(alice.cookie)('/api/contact', { method: 'POST', body: message() });

    const bobs = await json<AccountRequestsPage>(as(bob.cookie)('/api/account/requests'));
    expect(bobs).toEqual({ items: [], total: 0, next: null });
    // A cursor is a position in one's own list, not a way into someone else's.
    const alices = await json<AccountRequestsPage>(as(alice.cookie)('/api/account/requests'));
    const cursor = `${new Date(Date.now() + 60_000).toISOString().slice(0, 23)}000Z_q_${alicesQuote.id + 1}`;
    expect(alices.items).toHaveLength(2);
    expect(await json<AccountRequestsPage>(as(bob.cookie)(`/api/account/requests?before=${encodeURIComponent(cursor)}`))).toEqual({ items: [], total: 0, next: null });
    // Nor can an id be slipped in beside it.
    expect((await as(bob.cookie)(`/api/account/requests?id=${alicesQuote.id}`)).status).toBe(400);
  });
});

/** A live session of an existing user, without signing in through the form (createAccount's password is slow to check). */
async function sessionOf(userId: string) {
  const { randomUUID } = await import('node:crypto');
  const { ACCESS_COOKIE, signAccessToken } = await import('#server/auth/session');
  const familyId = randomUUID();
  await db()
    .insertInto('refresh_tokens')
    .values({ user_id: userId, family_id: familyId, token_hash: `test-${familyId}`, expires_at: new Date(Date.now() + 86_400_000) })
    .execute();
  return { familyId, cookie: `${ACCESS_COOKIE}=${await signAccessToken({ userId, familyId })}` };
}

const quoteRow = (name: string) => ({ kind: 'custom' as const, name, email: 'q@example.com', phone_country_code: '+966', phone: '512345678', company: 'C', quantity: 1, notes: 'n' });
const messageRow = (subject: string) => ({ name: 'N', email: 'm@example.com', phone: '0501234567', subject, message: 'M' });

describe('profile', () => {
  it('shows the account and edits contact person, phone and city at a version, audited with the buyer as actor', async () => {
    const buyer = await sessionFor(db(), { role: 'large_company' });
    const ask = as(buyer.cookie);
    const profile = await json<AccountProfile>(ask('/api/account/profile'));
    expect(profile).toMatchObject({
      email: buyer.email,
      companyName: 'Test Lifts Co',
      contactPerson: 'Test Person',
      phoneCountryCode: '+966',
      phone: '512345678',
      city: 'Riyadh',
      status: 'approved',
      customerClass: 'large_company',
      closureRequestedAt: null,
      version: 1,
    });

    const saved = await ask('/api/account/profile', {
      method: 'PATCH',
      body: { contactPerson: '  Noura Al-Harbi ', phoneCountryCode: '+966', phone: '+971 50 123 4567', city: 'جدة', version: 1 },
    });
    expect(saved.status).toBe(200);
    // The registration form's rules: trimmed, and a number written with its code moves to that code.
    expect(await saved.json()).toMatchObject({ contactPerson: 'Noura Al-Harbi', phoneCountryCode: '+971', phone: '501234567', city: 'جدة', version: 2, companyName: 'Test Lifts Co' });

    // Another tab still holding version 1 is told, and changes nothing.
    const stale = await ask('/api/account/profile', { method: 'PATCH', body: { contactPerson: 'Old tab', phone: '512345678', city: 'Riyadh', version: 1 } });
    expect(stale.status).toBe(409);
    expect((await stale.json()).error.code).toBe('version_conflict');
    expect(await json<AccountProfile>(ask('/api/account/profile'))).toMatchObject({ contactPerson: 'Noura Al-Harbi', version: 2 });

    const log = await json<AuditPage>(as(admin)('/api/admin/activity?kind=registration'));
    expect(log.items[0]).toMatchObject({
      actorEmail: buyer.email,
      action: 'registration.profile',
      entityId: buyer.userId,
      before: { contactPerson: 'Test Person', phoneCountryCode: '+966', city: 'Riyadh' },
      after: { contactPerson: 'Noura Al-Harbi', phoneCountryCode: '+971', phone: '501234567', city: 'جدة' },
    });

    // Saving what is already there writes nothing.
    const entries = log.total;
    expect((await ask('/api/account/profile', { method: 'PATCH', body: { contactPerson: 'Noura Al-Harbi', phoneCountryCode: '+971', phone: '501234567', city: 'جدة', version: 2 } })).status).toBe(200);
    expect((await json<AuditPage>(as(admin)('/api/admin/activity?kind=registration'))).total).toBe(entries);
  });

  it('shows a class only once approved', async () => {
    const pending = await sessionFor(db(), { role: 'new_customer', status: 'pending' });
    expect(await json<AccountProfile>(as(pending.cookie)('/api/account/profile'))).toMatchObject({ status: 'pending', customerClass: null });
    const rejected = await sessionFor(db(), { role: 'retail', status: 'rejected' });
    expect(await json<AccountProfile>(as(rejected.cookie)('/api/account/profile'))).toMatchObject({ status: 'rejected', customerClass: null });
  });
});

describe('devices signed in', () => {
  it('lists each sign-in with its device, marks this one, and signs another out at once', async () => {
    const buyer = await createAccount(db(), { role: 'retail' });
    const laptop = await signIn(buyer.email, CHROME_ON_WINDOWS);
    const phone = await signIn(buyer.email, SAFARI_ON_IPHONE);

    const { devices } = await json<{ devices: AccountDevice[] }>(as(laptop)('/api/account/sessions'));
    expect(devices).toHaveLength(2);
    expect(devices.map((d) => [d.device, d.current])).toEqual([
      [{ browser: 'safari', os: 'ios' }, false],
      [{ browser: 'chrome', os: 'windows' }, true],
    ]);
    for (const d of devices) expect(Date.parse(d.lastActiveAt)).toBeGreaterThanOrEqual(Date.parse(d.startedAt));
    // Nothing but the label is kept of the User-Agent.
    const rows = await db().selectFrom('refresh_tokens').selectAll().where('user_id', '=', buyer.userId).execute();
    expect(JSON.stringify(rows)).not.toContain('Mozilla');

    const phoneId = devices.find((d) => !d.current)!.id;
    const out = await as(laptop)(`/api/account/sessions/${phoneId}`, { method: 'DELETE' });
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie()).toEqual([]);
    expect((await as(phone)('/api/account/profile')).status).toBe(401);
    expect((await as(laptop)('/api/account/profile')).status).toBe(200);
    // The phone's refresh token is dead too.
    expect((await as(phone)('/api/auth/refresh', { method: 'POST' })).status).toBe(401);
    expect((await as(laptop)(`/api/account/sessions/${phoneId}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('"sign out everywhere" ends every other device and keeps this one', async () => {
    const buyer = await createAccount(db(), { role: 'retail' });
    const here = await sessionOf(buyer.userId);
    const others = [await sessionOf(buyer.userId), await sessionOf(buyer.userId)];
    const response = await as(here.cookie)('/api/account/sessions', { method: 'DELETE' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ signedOut: 2 });
    for (const other of others) expect((await as(other.cookie)('/api/account/profile')).status).toBe(401);
    const { devices } = await json<{ devices: AccountDevice[] }>(as(here.cookie)('/api/account/sessions'));
    expect(devices).toEqual([expect.objectContaining({ id: here.familyId, current: true, device: null })]);
  });

  it('signing out this device from the list clears its cookies', async () => {
    const buyer = await createAccount(db(), { role: 'retail' });
    const here = await sessionOf(buyer.userId);
    const response = await as(here.cookie)(`/api/account/sessions/${here.familyId}`, { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie().join('\n')).toMatch(/lp_access=;.*Max-Age=0/);
    expect((await as(here.cookie)('/api/account/profile')).status).toBe(401);
  });

  it('cannot see or sign out another buyer’s devices', async () => {
    const alice = await createAccount(db(), { role: 'retail' });
    const bob = await createAccount(db(), { role: 'retail' });
    const alices = await sessionOf(alice.userId);
    const bobs = await sessionOf(bob.userId);
    const { devices } = await json<{ devices: AccountDevice[] }>(as(bobs.cookie)('/api/account/sessions'));
    expect(devices.map((d) => d.id)).toEqual([bobs.familyId]);
    for (const id of [alices.familyId, 'not-a-uuid', '1']) {
      expect((await as(bobs.cookie)(`/api/account/sessions/${id}`, { method: 'DELETE' })).status).toBe(404);
    }
    expect((await as(alices.cookie)('/api/account/profile')).status).toBe(200);
  });
});

describe('your data', () => {
  it('downloads everything the shop holds about the buyer as a JSON file, and nothing about anyone else', async () => {
    const buyer = await createAccount(db(), { role: 'retail' });
    const here = await signIn(buyer.email, CHROME_ON_WINDOWS);
    const other = await sessionFor(db(), { role: 'retail' });
    const quote = await json<{ id: number }>(as(here)('/api/quotes', { method: 'POST', body: { kind: 'custom', ...quoteContact({ notes: 'Gearless machine' }) } }));
    await as(here)('/api/contact', { method: 'POST', body: message({ subject: 'Delivery to Dammam' }) });
    await as(other.cookie)('/api/contact', { method: 'POST', body: message({ subject: 'Someone else’s message' }) });
    await as(admin)(`/api/admin/quotes/${quote.id}`, { method: 'PATCH', body: { status: 'finished' } });
    await as(here)('/api/account/profile', { method: 'PATCH', body: { contactPerson: 'Faisal', phone: '512345678', city: 'Riyadh', version: 1 } });

    const response = await as(here)('/api/account/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="gulf-lift-parts-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(text).not.toContain(adminEmail);
    expect(text).not.toContain('Someone else’s message');
    const data = JSON.parse(text);
    expect(data).toMatchObject({
      format: 'gulf-lift-parts/account-data@1',
      account: { email: buyer.email, closureRequestedAt: null },
      companyProfile: { companyName: 'Test Lifts Co', contactPerson: 'Faisal', status: 'approved', customerClass: 'retail' },
      quoteRequests: [{ id: quote.id, kind: 'custom', notes: 'Gearless machine', status: 'finished', sentFromAddress: '203.0.113.10', statusHistory: [{ status: 'finished' }] }],
      messages: [{ subject: 'Delivery to Dammam', status: 'unread', statusHistory: [] }],
      devicesSignedIn: [{ browser: 'chrome', operatingSystem: 'windows', thisDevice: true }],
      accountHistory: [{ action: 'registration.profile', by: 'you', after: { contactPerson: 'Faisal' } }],
    });
  });

  it('records a request to close the account once, audited, and shows it', async () => {
    const buyer = await sessionFor(db(), { role: 'retail' });
    const ask = as(buyer.cookie);
    const first = await ask('/api/account/closure', { method: 'POST' });
    expect(first.status).toBe(200);
    const { closureRequestedAt } = await first.json();
    expect(Date.parse(closureRequestedAt)).toBeGreaterThan(Date.now() - 60_000);
    // Asking again (a double click, a retry) changes nothing.
    expect(await json(ask('/api/account/closure', { method: 'POST', body: {} }))).toEqual({ closureRequestedAt });
    expect(await json<AccountProfile>(ask('/api/account/profile'))).toMatchObject({ closureRequestedAt });
    // The account stays usable until an administrator confirms it.
    expect((await ask('/api/account/requests')).status).toBe(200);
    const entries = await db().selectFrom('audit_log').select(['action', 'actor_id', 'after']).where('entity_id', '=', buyer.userId).execute();
    expect(entries).toEqual([{ action: 'registration.closure', actor_id: buyer.userId, after: expect.objectContaining({ closureRequested: true }) }]);
  });
});

describe('claiming requests sent before registering (ADR 0023; called by e-mail verification in step two)', () => {
  it('joins only unowned requests from the same address, once, audited', async () => {
    const buyer = await createAccount(db(), { role: 'retail', email: 'early.bird@example.com' });
    const someoneElse = await createAccount(db(), { role: 'retail' });
    const mine = await db().insertInto('quotes').values({ ...quoteRow('Mine'), email: 'early.bird@example.com' }).returning('id').executeTakeFirstOrThrow();
    const shouting = await db().insertInto('messages').values({ ...messageRow('Caps'), email: ' Early.Bird@Example.com' }).returning('id').executeTakeFirstOrThrow();
    const owned = await db().insertInto('quotes').values({ ...quoteRow('Owned'), email: 'early.bird@example.com', user_id: someoneElse.userId }).returning('id').executeTakeFirstOrThrow();
    const lookalike = await db().insertInto('quotes').values({ ...quoteRow('Other'), email: 'early.bird@example.co' }).returning('id').executeTakeFirstOrThrow();

    const claimed = await db().transaction().execute((tx) => claimRequestsFor(tx, buyer));
    expect(claimed).toEqual({ quotes: 1, messages: 1 });
    const ownerOf = async (table: 'quotes' | 'messages', id: number) => (await db().selectFrom(table).select('user_id').where('id', '=', id).executeTakeFirstOrThrow()).user_id;
    expect(await ownerOf('quotes', mine.id)).toBe(buyer.userId);
    expect(await ownerOf('messages', shouting.id)).toBe(buyer.userId);
    expect(await ownerOf('quotes', owned.id)).toBe(someoneElse.userId);
    expect(await ownerOf('quotes', lookalike.id)).toBeNull();
    expect(await db().transaction().execute((tx) => claimRequestsFor(tx, buyer))).toEqual({ quotes: 0, messages: 0 });
    const entries = await db().selectFrom('audit_log').select(['action', 'after']).where('entity_id', '=', buyer.userId).execute();
    expect(entries).toEqual([{ action: 'registration.claim', after: { email: 'early.bird@example.com', claimedQuotes: 1, claimedMessages: 1 } }]);
  });
});
