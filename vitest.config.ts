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
 * Unit tests sit next to their code; integration tests (tests/integration) run against a fresh
 * database per file. With a PostgreSQL server (TEST_DATABASE_URL; CI sets it) the whole suite runs
 * there through `pg`, and PGlite and the Neon driver run the files about the driver itself; without
 * one, the whole suite runs on embedded PGlite (ADR 0036).
 */
const integration = (name: string, driver: string, extra: Record<string, unknown> = {}) => ({
  extends: true,
  test: {
    name,
    include: ['tests/integration/**/*.test.ts'],
    env: { TEST_DB_DRIVER: driver, NODE_ENV: 'test', DATA_DIR: testDataDir(driver) },
    // With the root's console check: passwords hashed at the tests' cost (ADR 0036).
    setupFiles: ['tests/support/password-test-cost.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    ...extra,
  },
});

const integrationFiles = (...names: string[]) => names.map((name) => `tests/integration/${name}.test.ts`);

/**
 * What can differ between drivers over the same SQL: connections and their faults, transactions,
 * concurrent and repeated writes, the outbox's row locks and the values that cross the wire (each
 * driver parses types its own way).
 */
const DRIVER_FILES = integrationFiles(
  'database-faults',
  'concurrency',
  'idempotency',
  'email-outbox',
  'storable-input',
  'foundation',
  'auth-sessions',
  'admin-products',
);

/** PGlite also loads its extensions its own way: the searches that stand on pg_trgm run there too. */
const PGLITE_FILES = [...DRIVER_FILES, ...integrationFiles('search-ranking', 'search-references')];

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
      // Every function bundled by Netlify's bundler and run from its archive alone (slow: once per run).
      { extends: true, test: { name: 'deploy', include: ['tests/deploy/**/*.test.ts'], env: { NODE_ENV: 'test' }, testTimeout: 30_000, hookTimeout: 900_000 } },
      ...(process.env.TEST_DATABASE_URL
        ? [
            integration('integration:postgres', 'pg'),
            integration('integration:pglite', 'pglite', { include: PGLITE_FILES }),
            integration('integration:neon', 'neon', { globalSetup: ['tests/support/neon-global-setup.ts'], include: DRIVER_FILES }),
          ]
        : [integration('integration:pglite', 'pglite')]),
    ],
  },
});
