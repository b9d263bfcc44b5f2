import { describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { useTestDatabase } from '../support/database.ts';
import { sessionFor } from '../support/sessions.ts';
import { quoteContact } from '../support/quotes.ts';

/**
 * Closing an account (Saudi PDPL, issue 21): the buyer asks, an administrator confirms; the
 * personal fields are erased, the requests kept without them; both steps in the activity log.
 */
const db = useTestDatabase();

describe('closing an account', () => {
  it('erases the buyer once an administrator confirms their request, keeping their requests without the person', async () => {
    const admin = await sessionFor(db(), { role: 'admin' });
    const buyer = await sessionFor(db(), { role: 'retail' });
    const other = await sessionFor(db(), { role: 'retail' });
    const asBuyer = { cookie: buyer.cookie };
    const quote = (await (await api('/api/quotes', { method: 'POST', body: { kind: 'home_lift', ...quoteContact({ email: buyer.email, notes: 'Two cars' }) }, headers: asBuyer })).json()) as { id: number };
    const message = (await (
      await api('/api/contact', { method: 'POST', body: { name: 'Omar', email: buyer.email, phone: '+966 50 123 4567', subject: 'Doors', message: 'Stock?' }, headers: asBuyer })
    ).json()) as { id: number };
    const erase = (userId: string, cookie = admin.cookie) => api(`/api/admin/registrations/${userId}/erase`, { method: 'POST', headers: { cookie } });

    // Not before the buyer asks.
    const early = await erase(buyer.userId);
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ error: { code: 'closure_not_requested' } });

    expect((await api('/api/account/closure', { method: 'POST', headers: asBuyer })).status).toBe(200);
    const listed = (await (await api(`/api/admin/registrations?q=${encodeURIComponent(buyer.email)}`, { headers: { cookie: admin.cookie } })).json()) as { items: { closureRequestedAt: string | null }[] };
    expect(listed.items[0]!.closureRequestedAt).toBeTruthy();

    // Bad input and other callers.
    expect((await api(`/api/admin/registrations/${buyer.userId}/erase`, { method: 'POST', body: { now: true }, headers: { cookie: admin.cookie } })).status).toBe(400);
    expect((await erase(buyer.userId, other.cookie)).status).toBe(403);
    expect((await erase('not-a-uuid')).status).toBe(404);

    expect((await erase(buyer.userId)).status).toBe(200);
    expect(await db().selectFrom('users').select('id').where('id', '=', buyer.userId).executeTakeFirst()).toBeUndefined();
    expect(await db().selectFrom('company_profiles').select('user_id').where('user_id', '=', buyer.userId).executeTakeFirst()).toBeUndefined();
    expect((await api('/api/account/profile', { headers: asBuyer })).status).toBe(401);

    const keptQuote = await db().selectFrom('quotes').selectAll().where('id', '=', quote.id).executeTakeFirstOrThrow();
    expect(keptQuote).toMatchObject({ user_id: null, name: '—', company: '', email: '', phone: '000000000', kind: 'home_lift', notes: expect.stringContaining('Two cars') });
    const keptMessage = await db().selectFrom('messages').selectAll().where('id', '=', message.id).executeTakeFirstOrThrow();
    expect(keptMessage).toMatchObject({ user_id: null, name: '—', company: null, email: '', subject: 'Doors' });

    const log = await db().selectFrom('audit_log').select(['action', 'actor_email', 'before', 'after']).where('entity_id', '=', buyer.userId).orderBy('id').execute();
    expect(log.map((entry) => entry.action)).toEqual(['registration.closure', 'registration.erase']);
    expect(JSON.stringify(log)).not.toContain(buyer.email);
    expect(log[1]).toMatchObject({ actor_email: admin.email, after: { erased: true, keptQuotes: 1, keptMessages: 1 } });

    // Gone: a second confirmation names nothing.
    expect((await erase(buyer.userId)).status).toBe(404);
    // The other buyer is untouched.
    expect((await api('/api/account/profile', { headers: { cookie: other.cookie } })).status).toBe(200);
  });
});
