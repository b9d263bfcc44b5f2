import { sql } from 'kysely';
import type { Database } from '../db/index.ts';
import { queueFileDeletions } from '../storage/file-deletions.ts';
import { purgeSearchMisses } from '../search-misses/search-misses.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long personal data is kept: the periods the privacy policy states (`privacy.retention.*` in
 * src/i18n/<locale>/privacy.ts), in days. A change here is a change of that text, and back.
 */
export const RETENTION_DAYS = {
  /** Request-limit events (client addresses), failed sign-ins, ended sessions, used or expired links. */
  securityRecords: 90,
  /** Copies of the e-mails the shop sent (sent or given up). */
  emails: 90,
  /** A registration the shop did not approve, after the decision. */
  declinedRegistrations: 365,
  /** Quote requests (with their photos) and messages, after the last exchange about them. */
  requests: 3 * 365,
} as const;

export interface PurgeResult {
  rateLimitEvents: number;
  signInFailures: number;
  sessions: number;
  links: number;
  emails: number;
  declinedRegistrations: number;
  quotes: number;
  messages: number;
  /** Days of "what buyers could not find" past the dashboard's window (no personal data; ADR 0033). */
  searchMisses: number;
}

/** Rows deleted per statement, so that one sweep never holds a long lock or a huge transaction. */
const BATCH = 5_000;

/**
 * Deletes what the privacy policy says is no longer kept. Run by the hourly sweep (after it, the
 * file-deletion outbox removes the photos of deleted quote requests). A request's "last exchange"
 * is its creation or the latest change an administrator made to it (the audit log), whichever is
 * later. Idempotent: a sweep that stops half-way leaves the rest to the next one.
 */
export async function purgeExpiredRecords(db: Database, now = new Date()): Promise<PurgeResult> {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const security = before(RETENTION_DAYS.securityRecords);
  const requests = before(RETENTION_DAYS.requests);

  const rateLimitEvents = await inBatches(async () => {
    const rows = await db
      .deleteFrom('rate_limit_events')
      .where('id', 'in', (eb) => eb.selectFrom('rate_limit_events').select('id').where('created_at', '<', security).limit(BATCH))
      .executeTakeFirst();
    return Number(rows.numDeletedRows);
  });
  const signInFailures = deleted(await db.deleteFrom('sign_in_failures').where('updated_at', '<', security).executeTakeFirst());
  const sessions = deleted(await db.deleteFrom('refresh_tokens').where('expires_at', '<', security).executeTakeFirst());
  const links = deleted(await db.deleteFrom('user_tokens').where('expires_at', '<', security).executeTakeFirst());
  const emails = deleted(
    await db
      .deleteFrom('email_outbox')
      .where('status', 'in', ['sent', 'dead'])
      .where('created_at', '<', before(RETENTION_DAYS.emails))
      .executeTakeFirst(),
  );
  // The user row goes; its profile, sessions and links go with it (on delete cascade), and the
  // requests it sent stay the shop's, without their owner (on delete set null).
  const declinedRegistrations = deleted(
    await db
      .deleteFrom('users')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('company_profiles')
          .select('user_id')
          .where('status', '=', 'rejected')
          .where('updated_at', '<', before(RETENTION_DAYS.declinedRegistrations)),
      )
      .executeTakeFirst(),
  );

  const quotes = await inBatches(() =>
    db.transaction().execute(async (tx) => {
      const rows = await tx
        .deleteFrom('quotes')
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('quotes as q')
            .select('q.id')
            .where('q.created_at', '<', requests)
            .where(({ not }) => not(changedSince('quote', 'q', requests)))
            // A request the shop answered with a quotation is part of a business record (ADR 0030),
            // kept as long as the law requires (privacy.retention.records), not purged by age here.
            .where(({ not, exists, selectFrom }) => not(exists(selectFrom('quotations').select('quotations.id').whereRef('quotations.quote_id', '=', 'q.id'))))
            .limit(BATCH),
        )
        .returning('images')
        .execute();
      await queueFileDeletions(tx, 'quote-attachments', rows.flatMap((row) => row.images));
      return rows.length;
    }),
  );
  const messages = await inBatches(async () =>
    deleted(
      await db
        .deleteFrom('messages')
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('messages as m')
            .select('m.id')
            .where('m.created_at', '<', requests)
            .where(({ not }) => not(changedSince('message', 'm', requests)))
            .limit(BATCH),
        )
        .executeTakeFirst(),
    ),
  );
  const searchMisses = await purgeSearchMisses(db, now);
  return { rateLimitEvents, signInFailures, sessions, links, emails, declinedRegistrations, quotes, messages, searchMisses };
}

/** True when an administrator changed the request (its alias `row`) since `since`. */
const changedSince = (entity: 'quote' | 'message', row: 'q' | 'm', since: Date) =>
  sql<boolean>`exists (select 1 from audit_log a where a.entity_type = ${entity} and a.entity_id = ${sql.ref(`${row}.id`)}::text and a.created_at >= ${since})`;

const deleted = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);

async function inBatches(step: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const count = await step();
    total += count;
    if (count < BATCH) return total;
  }
}
