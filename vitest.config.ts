import { createHash } from 'node:crypto';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The tests' files (embedded database, blobs, mailbox) live outside the repository, one folder per
 * checkout: Netlify's bundler, run by tests/deploy while the integration projects write, traces the
 * repository's files and fails on a photo rendition deleted under it mid-trace.
 */
const testDataDir = (driver: string) =>
  join(tmpdir(), `liftparts-${createHash('sha256').update(import.meta.dirname).digest('hex').slice(0, 10)}`, `test-${driver}`);

/**
 * Unit tests sit next to their code; integration tests (tests/integration) run once per
 * database driver: embedded PGlite always, PostgreSQL through `pg` and through the Neon
 * driver when TEST_DATABASE_URL is set (CI sets it).
 */
const integration = (name: string, driver: string, extra: Record<string, unknown> = {}) => ({
  extends: true,
  test: {
    name,
    include: ['tests/integration/**/*.test.ts'],
    env: { TEST_DB_DRIVER: driver, NODE_ENV: 'test', DATA_DIR: testDataDir(driver) },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    ...extra,
  },
});

const NEON_DRIVER_FILES = [
  'database-faults',
  'concurrency',
  'idempotency',
  'email-outbox',
  'storable-input',
  'foundation',
  'auth-sessions',
  'admin-products',
].map((name) => `tests/integration/${name}.test.ts`);

export default defineConfig({
  test: {
    // Integration files spend most of their time waiting on a database or on scrypt's thread pool,
    // so more files than cores run at once: on 2 cores 3 workers halve the suite (8.7 -> 4.7 min).
    maxWorkers: Math.max(3, availableParallelism()),
    setupFiles: ['tests/support/fail-on-console-error.ts'],
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}', 'db/**/*.test.ts', 'tests/lint/**/*.test.ts'], environment: 'node' },
      },
      integration('integration:pglite', 'pglite'),
      // Every function bundled by Netlify's bundler and run from its archive alone (slow: once per run).
      { extends: true, test: { name: 'deploy', include: ['tests/deploy/**/*.test.ts'], env: { NODE_ENV: 'test' }, testTimeout: 30_000, hookTimeout: 900_000 } },
      ...(process.env.TEST_DATABASE_URL
        ? [
            integration('integration:postgres', 'pg'),
            // The Neon driver sends the same SQL to the same server as `pg`: what can differ is its
            // transport (a WebSocket), its pool and how its faults surface. It runs the files about
            // connections, transactions, concurrent and repeated writes, the outbox's locking and the
            // values that cross the wire, not the whole suite a third time (8 minutes on 2 cores).
            integration('integration:neon', 'neon', { globalSetup: ['tests/support/neon-global-setup.ts'], include: NEON_DRIVER_FILES }),
          ]
        : []),
    ],
  },
});
