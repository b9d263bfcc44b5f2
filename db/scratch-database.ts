import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connect, type Driver } from '#server/db/connect';
import type { Database } from '#server/db/index';
import { migrateToLatest } from '#server/db/migrate';

export interface ScratchDatabase {
  db: Database;
  /** Where it lives, for a reader of test or bench output. */
  label: string;
  /** Its connection URL (absent for PGlite in memory), for a process of its own. */
  url?: string;
  /** Closes it and, on a server, drops it. */
  drop(): Promise<void>;
}

interface ScratchOptions {
  driver: Driver;
  /** A URL of the PostgreSQL server to create the database on (not needed for PGlite). */
  serverUrl?: string;
  /** Start of the database's name, e.g. `test` or `bench`. */
  prefix: string;
  neonWsProxy?: string;
}

/**
 * A throw-away database migrated from empty, for tests and benches: an in-memory PGlite, or a
 * freshly created database on a PostgreSQL server (reached through `pg` or the Neon driver).
 */
export async function createScratchDatabase({ driver, serverUrl, prefix, neonWsProxy }: ScratchOptions): Promise<ScratchDatabase> {
  if (driver === 'pglite') {
    const db = await connect({ driver: 'pglite', dataDir: 'memory://' });
    await migrateToLatest(db);
    return { db, label: 'PGlite (in memory)', drop: () => db.destroy() };
  }
  if (!serverUrl) throw new Error(`A PostgreSQL server URL is required for the ${driver} driver`);
  const empty = await createServerDatabase(serverUrl, prefix);
  const db = await connect({ driver, url: empty.url, neonWsProxy });
  await migrateToLatest(db);
  return {
    db,
    label: `PostgreSQL ${new URL(empty.url).host}/${empty.name}`,
    url: empty.url,
    async drop() {
      await db.destroy();
      await empty.drop();
    },
  };
}

export interface ServerDatabase {
  /** Its connection URL. */
  url: string;
  name: string;
  /** Drops it, with any connection left. */
  drop(): Promise<void>;
}

/**
 * An empty database, freshly created on the PostgreSQL server at `serverUrl`: migrated here for a
 * scratch database, or left for a server under test to migrate and seed as a first run does.
 */
export async function createServerDatabase(serverUrl: string, prefix: string): Promise<ServerDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.href, name, drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`) };
}

/** Runs one statement on the server (create or drop a database: outside any database of its own). */
async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
