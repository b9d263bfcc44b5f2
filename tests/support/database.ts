import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import pg from 'pg';
import { connect, type Driver } from '#server/db/connect';
import { type Database, useDatabase } from '#server/db/index';
import { migrateToLatest } from '#server/db/migrate';

/**
 * Every integration test file gets its own database, migrated from empty: a fresh in-memory
 * PGlite, or a fresh database on TEST_DATABASE_URL's server (reached through `pg` or through
 * the Neon driver and its WebSocket proxy). The vitest project sets TEST_DB_DRIVER.
 */
export const testDriver = (process.env.TEST_DB_DRIVER ?? 'pglite') as Driver;

export async function createTestDatabase(): Promise<{ db: Database; drop(): Promise<void> }> {
  if (testDriver === 'pglite') {
    const db = await connect({ driver: 'pglite', dataDir: 'memory://' });
    await migrateToLatest(db);
    return { db, drop: () => db.destroy() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is required for the pg and neon test projects');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await connect({ driver: testDriver, url: url.href, neonWsProxy: process.env.NEON_WS_PROXY });
  await migrateToLatest(db);
  return {
    db,
    async drop() {
      await db.destroy();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** Installs a fresh database for the file's tests as the app's database; returns a getter. */
export function useTestDatabase(): () => Database {
  let handle: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  beforeAll(async () => {
    handle = await createTestDatabase();
    useDatabase(handle.db);
  }, 60_000);
  afterAll(async () => {
    await handle?.drop();
  });
  return () => {
    if (!handle) throw new Error('useTestDatabase: database not ready (call it at file level)');
    return handle.db;
  };
}
