import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { NeonProxy } from './neon-proxy.ts';
import { startShopServer, type ShopServer } from './shop-server.ts';
import { DEFAULT_RETRY_POLICY, fetchAttempt, randomKey, sendWithRetry, type Reply } from '../../src/features/forms/send-with-retry.ts';

/**
 * What the fault test (tests/fault) and the fault bench (bench/faults) share: the production
 * server on PostgreSQL in a child process, buyers' submissions sent as the browser sends them
 * (the browser's own retry helper, over Node's fetch), database faults injected mid-run, and
 * the reckoning of answers against the rows really stored.
 */

/**
 * The shop on its own data directory (the embedded database's, stored files, the development
 * mailbox), removed when the server exits, with the given environment (DATABASE_URL, driver, limits).
 */
export async function startShop(env: Record<string, string>): Promise<ShopServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fault-shop-'));
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const shop = await startShopServer({ DATA_DIR: dataDir, ...env });
    void shop.exited.then(removeDataDir);
    return shop;
  } catch (error) {
    removeDataDir();
    throw error;
  }
}

/**
 * The shop for a fault run, on `databaseUrl` (an empty database it migrates and seeds as a first run
 * does), through the Neon driver and proxy when one is given. Every buyer of a run comes from
 * 127.0.0.1, so the per-address limits (tested on their own) are raised out of the way.
 */
export function startFaultShop(databaseUrl: string, proxy?: NeonProxy): Promise<ShopServer> {
  return startShop({
    DATABASE_URL: databaseUrl,
    ...(proxy ? { DATABASE_DRIVER: 'neon', NEON_WS_PROXY: proxy.address } : {}),
    QUOTES_PER_IP_PER_HOUR: '1000000',
    MESSAGES_PER_IP_PER_HOUR: '1000000',
    REGISTRATIONS_PER_IP_PER_HOUR: '1000000',
  });
}

export type WriteKind = 'quote' | 'message' | 'registration';

export interface Submission {
  kind: WriteKind;
  /** Unique per submission: how its rows are found afterwards. */
  email: string;
  path: string;
  body: Record<string, unknown>;
}

/**
 * Buyers' writes shaped like the forms send them: mostly quote requests, some contact messages,
 * a few business registrations (each costs the server a password hash).
 */
export function makeSubmissions(count: number, runId: string, { from = 0 } = {}): Submission[] {
  return Array.from({ length: count }, (_, n) => {
    const i = from + n;
    const email = `fault-${runId}-${i}@example.com`;
    const phone = String(500_000_000 + i);
    if (i % 20 === 7) {
      const password = 'Fault#Lifts2026';
      return {
        kind: 'registration',
        email,
        path: '/api/auth/register',
        body: { companyName: `Fault Lifts ${i}`, contactPerson: 'Fault Buyer', email, phoneCountryCode: '+966', phone, password, confirmPassword: password, city: 'Riyadh', country: 'Saudi Arabia', crNumber: '1010123456' },
      };
    }
    if (i % 10 === 3) {
      return { kind: 'message', email, path: '/api/contact', body: { name: 'Fault Buyer', company: `Fault Lifts ${i}`, email, phone: `+966 ${phone}`, subject: 'Door operator', message: `Message ${i}` } };
    }
    const kind = i % 2 ? 'home_lift' : 'custom';
    return {
      kind: 'quote',
      email,
      path: '/api/quotes',
      body: { kind, company: `Fault Lifts ${i}`, name: 'Fault Buyer', email, phoneCountryCode: '+966', phone, quantity: 1 + (i % 5), notes: `Request ${i}`, locale: i % 3 ? 'en' : 'ar' },
    };
  });
}

export interface SendResultLine {
  submission: Submission;
  /** The final HTTP status the buyer's form acted on; null when no answer ever came. */
  status: number | null;
  body: unknown;
  attempts: number;
  /** Statuses of the attempts before the last, in order (0 = no answer). */
  failedAttempts: number[];
  startedAt: number;
  endedAt: number;
}

/**
 * Sends one submission: `retry` as the browser does (an idempotency key, retries with backoff
 * on 502/503/504 and network failures), `single` as the forms did before (one attempt, no key).
 */
export async function send(port: number, submission: Submission, mode: 'retry' | 'single'): Promise<SendResultLine> {
  const startedAt = performance.now();
  const url = `http://127.0.0.1:${port}${submission.path}`;
  const init: RequestInit = { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(submission.body) };
  const keyed = fetchAttempt(url, init);
  const unkeyed = async (): Promise<Reply> => {
    const response = await fetch(url, init);
    return { status: response.status, body: await response.json().catch(() => null) };
  };
  const attempts: number[] = [];
  const attempt = async (key: string): Promise<Reply> => {
    try {
      const reply = await (mode === 'retry' ? keyed(key) : unkeyed());
      attempts.push(reply.status);
      return reply;
    } catch (error) {
      attempts.push(0);
      throw error;
    }
  };
  const result = await sendWithRetry(attempt, { key: randomKey(), policy: mode === 'retry' ? DEFAULT_RETRY_POLICY : NO_RETRY });
  const reply = result.outcome === 'answered' ? result.reply : null;
  return {
    submission,
    status: reply ? reply.status : result.outcome === 'unknown' ? result.lastStatus : null,
    body: reply?.body ?? null,
    attempts: result.attempts,
    failedAttempts: attempts.slice(0, -1),
    startedAt,
    endedAt: performance.now(),
  };
}

const NO_RETRY = { delaysMs: [], maxRetryAfterMs: 0 };

/** Sends every submission through `concurrency` workers; `onSettled` sees the running count. */
export async function sendAll(
  port: number,
  submissions: Submission[],
  { concurrency, mode, onSettled }: { concurrency: number; mode: 'retry' | 'single'; onSettled?: (settled: number) => void },
): Promise<SendResultLine[]> {
  const results: SendResultLine[] = new Array(submissions.length);
  let next = 0;
  let settled = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < submissions.length) {
        const index = next++;
        results[index] = await send(port, submissions[index]!, mode);
        onSettled?.(++settled);
      }
    }),
  );
  return results;
}

/** A database fault: `inject` breaks the connection path, waits `downMs`, restores it. */
export interface Fault {
  label: string;
  inject(): Promise<{ downAt: number; upAt: number }>;
}

/**
 * A PostgreSQL restart as the shop sees it, confined to one database: every backend of that
 * database is terminated (the 57P01 "administrator command" a restart sends) and new connections
 * are refused for `downMs` (the restart's downtime), then accepted again. Nobody else's database
 * on the server is touched.
 */
/**
 * The database `database` on the server at `serverUrl` gone, as during a restart: every backend
 * terminated and new connections refused until the returned function lets them in again.
 */
export async function refuseConnections(serverUrl: string, database: string): Promise<{ downAt: number; restore(): Promise<void> }> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const ident = `"${database.replaceAll('"', '""')}"`;
  try {
    await admin.query(`alter database ${ident} with allow_connections false`);
    const downAt = performance.now();
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database]);
    return {
      downAt,
      async restore() {
        try {
          await admin.query(`alter database ${ident} with allow_connections true`);
        } finally {
          await admin.end();
        }
      },
    };
  } catch (error) {
    await admin.end();
    throw error;
  }
}

export function postgresRestart(serverUrl: string, database: string, downMs: number): Fault {
  return {
    label: `terminate every backend of ${database}, refuse connections for ${downMs} ms`,
    async inject() {
      const down = await refuseConnections(serverUrl, database);
      await sleep(downMs);
      await down.restore();
      return { downAt: down.downAt, upAt: performance.now() };
    },
  };
}

/** The Neon driver's WebSocket path dropped: every connection through the proxy cut, new ones cut for `downMs`. */
export function neonProxyDrop(proxy: NeonProxy, downMs: number): Fault {
  return {
    label: `cut every WebSocket connection of the Neon proxy, refuse new ones for ${downMs} ms`,
    async inject() {
      const downAt = performance.now();
      await proxy.interrupt(downMs);
      return { downAt, upAt: performance.now() };
    },
  };
}

export interface Reckoning {
  submissions: number;
  answered201: number;
  /** 201 answered, no row stored. */
  lost: number;
  /** Rows beyond the first for one submission. */
  duplicated: number;
  /** The buyer's form ended on anything but success (after its retries). */
  failedToBuyer: number;
  /** Rows stored for a submission whose buyer was not told it succeeded. */
  rowsWithoutSuccess: number;
  /** Final statuses other than 201, by status ('none' = no answer). */
  failures: Record<string, number>;
  /** Attempts that failed before the final one, by status (0 = no answer): what the retries absorbed. */
  retriedAttempts: Record<string, number>;
}

/** Counts, in the database, the rows of every submission, and sets them against the answers. */
export async function reckon(databaseUrl: string, runId: string, results: SendResultLine[]): Promise<Reckoning> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const rows = new Map<string, number>();
  try {
    const pattern = `fault-${runId}-%`;
    for (const table of ['quotes', 'messages', 'users']) {
      const { rows: found } = await client.query<{ email: string; n: string }>(`select email, count(*) as n from ${table} where email like $1 group by email`, [pattern]);
      for (const row of found) rows.set(row.email, (rows.get(row.email) ?? 0) + Number(row.n));
    }
  } finally {
    await client.end();
  }
  const tally = (values: (string | number)[]) => values.reduce<Record<string, number>>((acc, v) => ({ ...acc, [v]: (acc[v] ?? 0) + 1 }), {});
  const ok = results.filter((r) => r.status === 201);
  const notOk = results.filter((r) => r.status !== 201);
  return {
    submissions: results.length,
    answered201: ok.length,
    lost: ok.filter((r) => !rows.get(r.submission.email)).length,
    duplicated: results.reduce((sum, r) => sum + Math.max(0, (rows.get(r.submission.email) ?? 0) - 1), 0),
    failedToBuyer: notOk.length,
    rowsWithoutSuccess: notOk.filter((r) => rows.get(r.submission.email)).length,
    failures: tally(notOk.map((r) => (r.status === null ? 'none' : r.status))),
    retriedAttempts: tally(results.flatMap((r) => r.failedAttempts)),
  };
}

/**
 * Time from the database's return until the shop saves a write again: one single-attempt
 * submission every 25 ms until one is answered 201 (null if not within `limitMs`).
 */
export async function timeToRecover(
  port: number,
  probes: () => Submission,
  upAt: number,
  { limitMs = 15_000, alive = () => true }: { limitMs?: number; alive?: () => boolean } = {},
): Promise<{ ms: number | null; probes: SendResultLine[] }> {
  const sent: SendResultLine[] = [];
  while (performance.now() - upAt < limitMs && alive()) {
    const result = await send(port, probes(), 'single');
    sent.push(result);
    if (result.status === 201) return { ms: result.endedAt - upAt, probes: sent };
    await sleep(25);
  }
  return { ms: null, probes: sent };
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface ScenarioResult {
  results: SendResultLine[];
  /** Per fault: ms from the database's return to the first saved write (null: never within the limit). */
  recoveries: (number | null)[];
  /** Per fault: how long the database was unreachable (ms). */
  downtimes: number[];
  /** Submissions sent after the last fault and its recovery, one attempt each. */
  afterFaults: SendResultLine[];
  seconds: number;
}

/**
 * Sends `submissions` through `concurrency` buyers while the faults strike, evenly spread over
 * the run (the k-th when k/(faults+1) of the submissions are settled). After each fault, a probe
 * measures the recovery; after the last, `afterCount` more submissions (one attempt each)
 * show whether the shop works again. Probes and later submissions are counted like the others.
 */
export async function runFaultScenario({
  port,
  alive,
  runId,
  count,
  concurrency,
  mode,
  faults,
  afterCount = 20,
}: {
  port: number;
  /** Whether the server process still runs (a dead one is not probed for recovery). */
  alive: () => boolean;
  runId: string;
  count: number;
  concurrency: number;
  mode: 'retry' | 'single';
  faults: Fault[];
  afterCount?: number;
}): Promise<ScenarioResult> {
  const submissions = makeSubmissions(count, runId);
  let extra = count;
  const nextExtra = () => makeSubmissions(1, runId, { from: extra++ })[0]!;
  const thresholds = faults.map((_, k) => Math.round((count * (k + 1)) / (faults.length + 1)));
  const recoveries: (number | null)[] = [];
  const downtimes: number[] = [];
  const probes: SendResultLine[] = [];
  const pending: Promise<void>[] = [];
  let fired = 0;
  const started = performance.now();
  const results = await sendAll(port, submissions, {
    concurrency,
    mode,
    onSettled(settled) {
      if (fired >= faults.length || settled < thresholds[fired]!) return;
      const fault = faults[fired++]!;
      pending.push(
        (async () => {
          const { downAt, upAt } = await fault.inject();
          downtimes.push(upAt - downAt);
          const recovery = await timeToRecover(port, nextExtra, upAt, { alive });
          recoveries.push(recovery.ms);
          probes.push(...recovery.probes);
        })(),
      );
    },
  });
  await Promise.all(pending);
  const seconds = (performance.now() - started) / 1000;
  const afterFaults = await Promise.all(Array.from({ length: afterCount }, () => send(port, nextExtra(), 'single')));
  return { results: [...results, ...probes, ...afterFaults], recoveries, downtimes, afterFaults, seconds };
}
