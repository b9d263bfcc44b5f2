import type { Kysely } from 'kysely';
import { env } from '../env.ts';
import { connect } from './connect.ts';
import type { DB } from './schema.ts';

export type { DB } from './schema.ts';
export type Database = Kysely<DB>;

const SHARED = Symbol.for('liftparts.db');
type Holder = { [SHARED]?: Promise<Database> };

/**
 * The process's database handle, created on first use from the environment.
 * Kept on globalThis so the function modules and the Astro server bundle share one pool.
 */
export function db(): Promise<Database> {
  const holder = globalThis as Holder;
  const e = env();
  holder[SHARED] ??= connect({ url: e.DATABASE_URL, dataDir: e.DATA_DIR, driver: e.DATABASE_DRIVER, neonWsProxy: e.NEON_WS_PROXY });
  return holder[SHARED];
}

/** Tests and scripts install their own handle. */
export function useDatabase(database: Database): void {
  (globalThis as Holder)[SHARED] = Promise.resolve(database);
}
