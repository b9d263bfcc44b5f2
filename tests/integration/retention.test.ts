import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { purgeExpiredRecords } from '#server/retention/purge';
import { useTestDatabase } from '../support/database.ts';
import { createAccount } from '../support/sessions.ts';

/**
 * The privacy policy's periods are kept (privacy.retention.*): what is past them is deleted by the
 * hourly sweep, what is not stays, and a quote request's photos go with it.
 */
const db = useTestDatabase();
const DAY = 24 * 60 * 60 * 1000;
const now = new Date();
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

async function insertQuote(createdAt: Date, overrides: { userId?: string; images?: string[] } = {}) {
  const row = await db()
    .insertInto('quotes')
    .values({
      created_at: createdAt,
      kind: 'custom',
      name: 'Omar',
      email: `q-${randomUUID()}@example.com`,
      phone_country_code: '+966',
      phone: '512345678',
      company: 'Riyadh Lifts',
      quantity: 1,
      images: JSON.stringify(overrides.images ?? []),
      ip_address: '203.0.113.9',
      user_id: overrides.userId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function insertMessage(createdAt: Date) {
  const row = await db()
    .insertInto('messages')
    .values({ created_at: createdAt, name: 'Omar', email: `m-${randomUUID()}@example.com`, phone: '512345678', subject: 'Rollers', message: 'Price?', ip_address: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function insertEmail(status: 'queued' | 'sent' | 'dead', createdAt: Date) {
  const row = await db()
    .insertInto('email_outbox')
    .values({
      message_id: `<${randomUUID()}@test>`,
      template: 'shop-new-message',
      locale: 'en',
      recipient: 'buyer@example.com',
      reply_to: null,
      subject: 'S',
      data: '{}',
      status,
      next_attempt_at: createdAt,
      lease_token: null,
      lease_expires_at: null,
      last_error: null,
      created_at: createdAt,
      sent_at: status === 'sent' ? createdAt : null,
      updated_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const exists = async (table: 'quotes' | 'messages', id: number) => (await db().selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

describe('the retention sweep', () => {
  it('deletes what is past the policy’s periods, keeps the rest, and finds nothing more the second time', async () => {
    // Security records: 90 days.
    await db()
      .insertInto('rate_limit_events')
      .values([
        { bucket: 'retention-test', key: 'old', created_at: daysAgo(91) },
        { bucket: 'retention-test', key: 'recent', created_at: daysAgo(89) },
      ])
      .execute();
    await db()
      .insertInto('sign_in_failures')
      .values([
        { email: 'old@example.com', ip: '203.0.113.1', updated_at: daysAgo(91) },
        { email: 'recent@example.com', ip: '203.0.113.1', updated_at: daysAgo(5) },
      ])
      .execute();
    const buyer = await createAccount(db());
    await db()
      .insertInto('refresh_tokens')
      .values([
        { user_id: buyer.userId, family_id: randomUUID(), token_hash: 'old', created_at: daysAgo(121), expires_at: daysAgo(91) },
        { user_id: buyer.userId, family_id: randomUUID(), token_hash: 'live', created_at: daysAgo(1), expires_at: daysAgo(-29) },
      ])
      .execute();
    await db()
      .insertInto('user_tokens')
      .values([
        { user_id: buyer.userId, purpose: 'password_reset', token_hash: 'old', created_at: daysAgo(92), expires_at: daysAgo(91) },
        { user_id: buyer.userId, purpose: 'email_verification', token_hash: 'recent', created_at: daysAgo(3), expires_at: daysAgo(1) },
      ])
      .execute();
    // E-mails: 90 days once sent or given up; a queued one is never deleted.
    const oldSent = await insertEmail('sent', daysAgo(91));
    const oldDead = await insertEmail('dead', daysAgo(91));
    const oldQueued = await insertEmail('queued', daysAgo(91));
    const recentSent = await insertEmail('sent', daysAgo(30));
    // Declined registrations: 12 months after the decision; the requests they sent stay, ownerless.
    const declinedLongAgo = await createAccount(db(), { status: 'rejected' });
    const declinedRecently = await createAccount(db(), { status: 'rejected' });
    const approvedLongAgo = await createAccount(db(), { status: 'approved' });
    for (const { userId } of [declinedLongAgo, approvedLongAgo]) {
      await db().updateTable('company_profiles').set({ updated_at: daysAgo(366) }).where('user_id', '=', userId).execute();
    }
    await db().updateTable('company_profiles').set({ updated_at: daysAgo(300) }).where('user_id', '=', declinedRecently.userId).execute();
    const declinedUsersQuote = await insertQuote(daysAgo(10), { userId: declinedLongAgo.userId });
    // Requests: 3 years after the last exchange (its creation or an administrator's change).
    const oldQuote = await insertQuote(daysAgo(3 * 365 + 1), { images: ['retention-photo-1', 'retention-photo-2'] });
    const oldQuoteChangedLastYear = await insertQuote(daysAgo(4 * 365));
    await db()
      .insertInto('audit_log')
      .values({ created_at: daysAgo(365), actor_id: null, actor_email: 'admin@example.com', action: 'quote.status', entity_type: 'quote', entity_id: String(oldQuoteChangedLastYear), sku: null, before: null, after: null })
      .execute();
    const recentQuote = await insertQuote(daysAgo(3 * 365 - 1));
    const oldMessage = await insertMessage(daysAgo(3 * 365 + 1));
    const recentMessage = await insertMessage(daysAgo(100));

    const result = await purgeExpiredRecords(db(), now);

    expect(result).toMatchObject({ signInFailures: 1, sessions: 1, links: 1, emails: 2, declinedRegistrations: 1, quotes: 1, messages: 1 });
    expect(result.rateLimitEvents).toBeGreaterThanOrEqual(1);
    const events = await db().selectFrom('rate_limit_events').select('key').where('bucket', '=', 'retention-test').execute();
    expect(events.map((e) => e.key)).toEqual(['recent']);
    expect((await db().selectFrom('sign_in_failures').select('email').execute()).map((r) => r.email)).toEqual(['recent@example.com']);
    expect((await db().selectFrom('refresh_tokens').select('token_hash').where('user_id', '=', buyer.userId).execute()).map((r) => r.token_hash)).toEqual(['live']);
    expect((await db().selectFrom('user_tokens').select('token_hash').where('user_id', '=', buyer.userId).execute()).map((r) => r.token_hash)).toEqual(['recent']);
    const emails = await db().selectFrom('email_outbox').select('id').where('id', 'in', [oldSent, oldDead, oldQueued, recentSent]).execute();
    expect(emails.map((e) => e.id).sort()).toEqual([oldQueued, recentSent].sort());
    const users = await db().selectFrom('users').select('id').where('id', 'in', [declinedLongAgo.userId, declinedRecently.userId, approvedLongAgo.userId]).execute();
    expect(users.map((u) => u.id).sort()).toEqual([declinedRecently.userId, approvedLongAgo.userId].sort());
    expect(await db().selectFrom('company_profiles').select('user_id').where('user_id', '=', declinedLongAgo.userId).executeTakeFirst()).toBeUndefined();
    expect(await db().selectFrom('quotes').select('user_id').where('id', '=', declinedUsersQuote).executeTakeFirstOrThrow()).toEqual({ user_id: null });
    expect(await exists('quotes', oldQuote)).toBe(false);
    expect(await exists('quotes', oldQuoteChangedLastYear)).toBe(true);
    expect(await exists('quotes', recentQuote)).toBe(true);
    expect(await exists('messages', oldMessage)).toBe(false);
    expect(await exists('messages', recentMessage)).toBe(true);
    // The deleted request's photos are queued for the file-deletion drain that follows in the sweep.
    const queued = await db().selectFrom('file_deletions').select(['store', 'key']).where('key', 'like', 'retention-photo-%').orderBy('key').execute();
    expect(queued).toEqual([
      { store: 'quote-attachments', key: 'retention-photo-1' },
      { store: 'quote-attachments', key: 'retention-photo-2' },
    ]);

    expect(Object.values(await purgeExpiredRecords(db(), now)).every((count) => count === 0)).toBe(true);
  });
});
