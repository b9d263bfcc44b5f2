import { type Kysely, sql } from 'kysely';

/**
 * The retention sweep (src/server/retention) deletes request-limit events older than 90 days every
 * hour; their only index leads with the bucket, so without this one each sweep would read the table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index rate_limit_events_created_idx on rate_limit_events (created_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index rate_limit_events_created_idx`.execute(db);
}
