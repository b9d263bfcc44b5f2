// Load bench of quote submissions: `npm run build` once, then
//   npx tsx bench/quotes/run.ts [--requests 500] [--concurrency 50] [--addresses 250] [--port 4404]
// Starts the local server on a fresh embedded database (or DATABASE_URL's, when set), fires the
// submissions from distinct loopback addresses, stops the server and checks in the database that
// every accepted request was saved exactly once. Prints figures; asserts nothing about speed.
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import { runLoad, type Outcome, type PreparedRequest } from './load.ts';
import { percentile } from '../support.ts';
import { quoteRequests } from './requests.ts';
import { startShopServer } from '../../tests/support/shop-server.ts';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '500' },
    concurrency: { type: 'string', default: '50' },
    addresses: { type: 'string', default: '250' },
    port: { type: 'string', default: process.env.PORT ?? '4404' },
    'photo-share': { type: 'string', default: '0.1' },
  },
});
const requests = Number(args.requests);
const concurrency = Number(args.concurrency);
const addresses = Number(args.addresses);
const port = Number(args.port);

const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'bench-quotes-'));
process.env.DATA_DIR = dataDir;
const { db } = await import('#server/db/index');
const { connect } = await import('#server/db/connect');
const { prepareDatabase } = await import('#server/db/bootstrap');

// Migrate and seed here, before the server owns the embedded database, to learn which products a visitor can quote.
console.log(`Database: ${process.env.DATABASE_URL ? 'DATABASE_URL' : `embedded PGlite in ${dataDir}`}; preparing…`);
await prepareDatabase();
const productIds = (await (await db()).selectFrom('products').select('id').where('status', '=', 'active').execute()).map((p) => p.id);
await releaseDatabase(await db());

const runId = randomBytes(4).toString('hex');
const submissions = await quoteRequests(requests, runId, productIds, Number(args['photo-share']));
const baseline: PreparedRequest[] = Array.from({ length: requests }, () => ({ path: '/api/site-settings', headers: {}, body: Buffer.alloc(0) }));

const server = await startShopServer({ DATA_DIR: dataDir }, { port });
let quoteRun: Awaited<ReturnType<typeof runLoad>>;
let baselineRun: Awaited<ReturnType<typeof runLoad>>;
try {
  baselineRun = await runLoad(port, baseline, { concurrency, addresses });
  quoteRun = await runLoad(port, submissions, { concurrency, addresses });
} finally {
  await server.stop();
}

const accepted = quoteRun.outcomes.filter((o) => o.status === 201).map((o) => (JSON.parse(o.body) as { id: number }).id);
const refused = countBy(quoteRun.outcomes.filter((o) => o.status !== 201));

// The server is stopped: the bench now owns the database and counts what was really saved.
const database = await connect({ url: process.env.DATABASE_URL, dataDir });
const saved = await database.selectFrom('quotes').select(['id', 'kind', 'images']).where('email', 'like', `bench-${runId}-%`).execute();
await releaseDatabase(database);
const savedIds = new Set(saved.map((q) => q.id));
const lost = accepted.filter((id) => !savedIds.has(id)).length;
const unexpected = saved.filter((q) => !accepted.includes(q.id)).length;
const photoDir = join(dataDir, 'blobs', 'quote-attachments');
const photoKeys = saved.flatMap((q) => q.images);
const photosMissing = photoKeys.filter((key) => !existsSync(join(photoDir, key))).length;
const photoFiles = countFiles(photoDir);

const line = (label: string, run: { outcomes: Outcome[]; seconds: number }) => {
  const ms = run.outcomes.map((o) => o.ms);
  console.log(
    `${label.padEnd(22)} ${run.outcomes.length} requests in ${run.seconds.toFixed(2)} s: ${(run.outcomes.length / run.seconds).toFixed(1)} req/s, ` +
      `p50 ${percentile(ms, 50).toFixed(0)} ms, p95 ${percentile(ms, 95).toFixed(0)} ms, max ${Math.max(...ms).toFixed(0)} ms`,
  );
};
console.log(`\n${requests} quote submissions (distinct e-mails, ${addresses} client addresses), ${concurrency} concurrent connections, port ${port}`);
line('baseline GET settings', baselineRun);
line('POST /api/quotes', quoteRun);
const photoRequests = new Set(submissions.flatMap((r, i) => (r.headers['content-type']!.startsWith('multipart/') ? [i] : [])));
line('  JSON quotes', { outcomes: quoteRun.outcomes.filter((_, i) => !photoRequests.has(i)), seconds: quoteRun.seconds });
line('  with a photo', { outcomes: quoteRun.outcomes.filter((_, i) => photoRequests.has(i)), seconds: quoteRun.seconds });
console.log(`accepted (201): ${accepted.length}; refused: ${JSON.stringify(refused)}`);
console.log(`rows saved for this run: ${saved.length}; accepted but missing: ${lost}; saved but not accepted: ${unexpected}; duplicate ids: ${accepted.length - new Set(accepted).size}`);
console.log(`photos: ${photoKeys.length} referenced by saved quotes, ${photosMissing} of them missing; ${photoFiles} files in the private store`);
const failures = quoteRun.outcomes.filter((o) => o.status === 0 || o.status >= 500);
if (failures.length) console.log(`first failure: ${failures[0]!.status} ${failures[0]!.body.slice(0, 200)}`);
const ok = accepted.length > 0 && lost === 0 && unexpected === 0 && saved.length === accepted.length && photosMissing === 0;
console.log(ok ? 'every accepted request was saved exactly once' : 'MISMATCH between accepted requests and saved rows');
process.exitCode = ok ? 0 : 1;

/**
 * Closes the bench's handle so the server process can own the embedded database (one owner per
 * data directory), and forgets the closed instance so the bench can open it again afterwards.
 */
async function releaseDatabase(handle: { destroy(): Promise<void> }): Promise<void> {
  await handle.destroy();
  const registry = (globalThis as Record<symbol, Map<string, unknown> | undefined>)[Symbol.for('liftparts.pglite.instances')];
  registry?.delete(resolve(dataDir));
}

function countBy(outcomes: Outcome[]): Record<string, number> {
  return outcomes.reduce<Record<string, number>>((acc, o) => ({ ...acc, [o.status]: (acc[o.status] ?? 0) + 1 }), {});
}

function countFiles(dir: string): number {
  try {
    return readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.webp')).length;
  } catch {
    return 0;
  }
}
