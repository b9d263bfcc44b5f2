import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createServerDatabase } from '../../db/scratch-database.ts';
import { neonProxyDrop, postgresRestart, reckon, runFaultScenario, startFaultShop, type Fault } from '../support/fault-run.ts';
import { startNeonProxy, type NeonProxy } from '../support/neon-proxy.ts';

/**
 * Issue 13, end to end: the production server (`npm run build` output + scripts/serve.ts) on
 * PostgreSQL, buyers sending quote requests, messages and registrations at 20 concurrent
 * connections with the browser's own retry logic (src/features/forms/send-with-retry.ts), and the
 * database going away mid-run: every backend of the server's database terminated and connections
 * refused for 1.5 s (as a restart does; confined to the test's own database, so other suites on
 * the same server are not disturbed), or, for the Neon driver, every WebSocket of its proxy cut.
 * It runs here, in the Playwright suite, because that is where the build exists; it needs no
 * browser, and a PostgreSQL server (TEST_DATABASE_URL, set in CI).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const SUBMISSIONS = 300;
const DOWN_MS = 1_500;

test.skip(!serverUrl, 'needs a PostgreSQL server: set TEST_DATABASE_URL');
test.describe.configure({ mode: 'serial', timeout: 120_000 });

for (const driver of ['pg', 'neon'] as const) {
  test(`${driver} driver: the server survives a database restart mid-run, and no request is lost, doubled or failed`, async () => {
    const scratch = await createServerDatabase(serverUrl!, 'fault');
    let proxy: NeonProxy | undefined;
    try {
      const target = new URL(serverUrl!);
      if (driver === 'neon') proxy = await startNeonProxy({ host: target.hostname, port: Number(target.port || 5432) });
      const fault: Fault = proxy ? neonProxyDrop(proxy, DOWN_MS) : postgresRestart(serverUrl!, scratch.name, DOWN_MS);
      const shop = await startFaultShop(scratch.url, proxy);
      const runId = randomBytes(4).toString('hex');
      const run = await runFaultScenario({ port: shop.port, alive: shop.alive, runId, count: SUBMISSIONS, concurrency: 20, mode: 'retry', faults: [fault] });
      const aliveAfterRun = shop.alive();
      const exitCode = await shop.stop();
      const counts = await reckon(scratch.url, runId, run.results);
      console.log(
        `[${driver}] ${fault.label}: ${JSON.stringify({ ...counts, recoveryMs: run.recoveries.map((ms) => (ms === null ? null : Math.round(ms))), seconds: Number(run.seconds.toFixed(1)), aliveAfterRun, exitCode })}`,
      );

      expect(aliveAfterRun, 'the server process is still running after the fault').toBe(true);
      expect(counts.answered201, 'every submission, probe and later request answered 201').toBe(counts.submissions);
      expect(counts.lost, 'a 201 without its row').toBe(0);
      expect(counts.duplicated, 'rows stored twice for one submission').toBe(0);
      expect(counts.rowsWithoutSuccess, 'rows whose buyer was not told of them').toBe(0);
      expect(Object.values(counts.retriedAttempts).reduce((a, b) => a + b, 0), 'the fault struck requests in flight (some attempts were retried)').toBeGreaterThan(0);
      expect(run.recoveries.every((ms) => ms !== null), 'a write was saved again after the database came back').toBe(true);
      expect(run.afterFaults.map((r) => r.status), 'after the fault, every request succeeds at its first attempt').toEqual(run.afterFaults.map(() => 201));
      expect(exitCode, 'graceful shutdown').toBe(0);
    } finally {
      await proxy?.close();
      await scratch.drop();
    }
  });
}
