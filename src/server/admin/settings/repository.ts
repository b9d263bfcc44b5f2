import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

type Executor = Kysely<DB> | Transaction<DB>;

/** The single row, locked so the audit log records what this write replaced (absent before the seed ran). */
export function lockSiteSettings(db: Executor) {
  return db.selectFrom('site_settings').select(['maintenance_mode', 'maintenance_message']).forUpdate().executeTakeFirst();
}

/** Writes the single row, creating it when missing (the table allows exactly one row, id = true). */
export function upsertSiteSettings(db: Executor, values: { maintenance_mode: boolean; maintenance_message: string }) {
  return db
    .insertInto('site_settings')
    .values({ id: true, ...values, updated_at: new Date() })
    .onConflict((oc) => oc.column('id').doUpdateSet({ ...values, updated_at: new Date() }))
    .returning(['maintenance_mode', 'maintenance_message', 'updated_at'])
    .executeTakeFirstOrThrow();
}
