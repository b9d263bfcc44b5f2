import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';

type Executor = Kysely<DB> | Transaction<DB>;

/** The single site_settings row; absent only before the seed ran. (The admin's write is in src/server/admin/settings.) */
export function findSiteSettings(db: Executor) {
  return db.selectFrom('site_settings').select(['maintenance_mode', 'maintenance_message', 'updated_at']).executeTakeFirst();
}
