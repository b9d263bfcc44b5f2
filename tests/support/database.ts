import { afterAll, beforeAll } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '#db/scratch-database';
import type { Driver } from '#server/db/connect';
import { type Database, useDatabase } from '#server/db/index';
import { nudgesSettled } from '#server/email/nudge';

/**
 * Every integration test file gets its own database, migrated from empty: a fresh in-memory
 * PGlite, or a fresh database on TEST_DATABASE_URL's server (reached through `pg` or through
 * the Neon driver and its WebSocket proxy). The vitest project sets TEST_DB_DRIVER.
 */
export const testDriver = (process.env.TEST_DB_DRIVER ?? 'pglite') as Driver;

export function createTestDatabase(): Promise<ScratchDatabase> {
  if (testDriver !== 'pglite' && !process.env.TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is required for the pg and neon test projects');
  return createScratchDatabase({ driver: testDriver, serverUrl: process.env.TEST_DATABASE_URL, prefix: 'test', neonWsProxy: process.env.NEON_WS_PROXY });
}

/** Installs a fresh database for the file's tests as the app's database; returns a getter. */
export function useTestDatabase(): () => Database {
  let handle: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  beforeAll(async () => {
    handle = await createTestDatabase();
    useDatabase(handle.db);
  }, 60_000);
  afterAll(async () => {
    // E-mails sent after an answer (ADR 0020) finish before their database goes.
    await nudgesSettled();
    await handle?.drop();
  });
  return () => {
    if (!handle) throw new Error('useTestDatabase: database not ready (call it at file level)');
    return handle.db;
  };
}
