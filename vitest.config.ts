import { defineConfig } from 'vitest/config';

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
    env: { TEST_DB_DRIVER: driver, NODE_ENV: 'test', DATA_DIR: `.data/test-${driver}` },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    ...extra,
  },
});

export default defineConfig({
  test: {
    setupFiles: ['tests/support/fail-on-console-error.ts'],
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}', 'db/**/*.test.ts'], environment: 'node' },
      },
      integration('integration:pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL
        ? [
            integration('integration:postgres', 'pg'),
            integration('integration:neon', 'neon', { globalSetup: ['tests/support/neon-global-setup.ts'] }),
          ]
        : []),
    ],
  },
});
