// Fault bench: `npm run build` once, then
//   npx tsx bench/faults/run.ts [--submissions 2000] [--concurrency 20] [--faults 3] [--down-ms 1500] [--driver pg|neon] [--single]
// Starts the production server (scripts/serve.ts) on a scratch database of the PostgreSQL server
// at BENCH_DATABASE_URL (default the local one), sends buyers' writes (quote requests, contact
// messages, registrations) as the browser sends them while the database goes away --faults times,
// then counts in the database what buyers lost, got twice or saw fail, and how long the shop took
// to save a write again. --single sends as the forms did before issue 13 (one attempt, no key).
// A fault on `pg` terminates every backend of the scratch database and refuses new connections
// for --down-ms (what a restart does to the shop, without touching anyone else's database); on
// `neon` it cuts every connection of the Neon driver's WebSocket proxy and refuses new ones.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { startNeonProxy, type NeonProxy } from '../../tests/support/neon-proxy.ts';
import { createServerDatabase } from '#db/scratch-database';
import { neonProxyDrop, postgresRestart, reckon, runFaultScenario, startFaultShop, type Fault } from '../../tests/support/fault-run.ts';
import { percentile, printTable } from '../support.ts';

const { values: args } = parseArgs({
  options: {
    submissions: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '20' },
    faults: { type: 'string', default: '3' },
    'down-ms': { type: 'string', default: '1500' },
    driver: { type: 'string', default: 'pg' },
    single: { type: 'boolean', default: false },
  },
});
const count = Number(args.submissions);
const concurrency = Number(args.concurrency);
const downMs = Number(args['down-ms']);
const driver = args.driver === 'neon' ? 'neon' : 'pg';
const mode = args.single ? 'single' : 'retry';
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const scratch = await createServerDatabase(serverUrl, 'bench');
let proxy: NeonProxy | undefined;
try {
  const target = new URL(serverUrl);
  proxy = driver === 'neon' ? await startNeonProxy({ host: target.hostname, port: Number(target.port || 5432) }) : undefined;
  const fault = (): Fault => (proxy ? neonProxyDrop(proxy, downMs) : postgresRestart(serverUrl, scratch.name, downMs));
  const shop = await startFaultShop(scratch.url, proxy);
  const runId = randomBytes(4).toString('hex');
  const faults = Array.from({ length: Number(args.faults) }, fault);
  console.log(`\n${count} submissions, ${concurrency} concurrent buyers, ${faults.length} faults (${faults[0]?.label ?? 'none'}), ${driver} driver, ${mode === 'retry' ? 'browser retry with idempotency keys' : 'one attempt, no key (before issue 13)'}`);
  const run = await runFaultScenario({ port: shop.port, alive: shop.alive, runId, count, concurrency, mode, faults });
  const aliveAfterRun = shop.alive();
  const exitCode = await shop.stop();
  const main = run.results.slice(0, count);
  const counts = await reckon(scratch.url, runId, main);
  const extra = await reckon(scratch.url, runId, run.results.slice(count));

  const caught = main.filter((r) => r.attempts > 1);
  const ms = (v: number | null) => (v === null ? 'not recovered' : `${v.toFixed(0)} ms`);
  console.log(`${run.seconds.toFixed(1)} s\n`);
  const row = (label: string, pick: (r: typeof counts) => number) => [label, String(pick(counts)), String(pick(extra))];
  printTable([
    ['', 'submissions', 'recovery probes + later'],
    row('sent', (r) => r.submissions),
    row('answered 201', (r) => r.answered201),
    row('lost (201 but no row)', (r) => r.lost),
    row('duplicated rows', (r) => r.duplicated),
    row('failed to the buyer', (r) => r.failedToBuyer),
    row('rows the buyer was not told of', (r) => r.rowsWithoutSuccess),
    ['needed a retry', String(caught.length), '-'],
  ]);
  console.log(`\nfinal answers other than 201: ${JSON.stringify(counts.failures)}`);
  console.log(`attempts retried by the browser, by status (0 = no answer): ${JSON.stringify(counts.retriedAttempts)}`);
  console.log(`database down per fault: ${run.downtimes.map((d) => `${d.toFixed(0)} ms`).join(', ')}`);
  console.log(`time to recover (database back → first write saved): ${run.recoveries.map(ms).join(', ')}`);
  if (caught.length) {
    const waits = caught.map((r) => r.endedAt - r.startedAt);
    console.log(`buyers caught by a fault waited: p50 ${percentile(waits, 50).toFixed(0)} ms, p95 ${percentile(waits, 95).toFixed(0)} ms, max ${Math.max(...waits).toFixed(0)} ms`);
  }
  const afterOk = run.afterFaults.filter((r) => r.status === 201).length;
  console.log(`after the faults: ${afterOk}/${run.afterFaults.length} submissions saved on their first attempt`);
  console.log(`server process: ${aliveAfterRun ? 'alive through the run' : 'DIED during the run'}; stopped with exit code ${exitCode}`);
  const failure = shop.stderr().search(/failed:|Unhandled|Error:/);
  if (failure >= 0) console.log(`server stderr, first failure:\n${shop.stderr().slice(failure, failure + 1500)}`);
} finally {
  await proxy?.close();
  await scratch.drop();
}
