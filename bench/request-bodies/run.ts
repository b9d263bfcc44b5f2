// Memory under oversized bodies: `npm run build` once, then
//   npx tsx bench/request-bodies/run.ts [--concurrency 20] [--megabytes 300] [--port 4405]
// Starts the production server (scripts/serve.ts) on a fresh embedded database and, for each
// anonymous write endpoint, sends `concurrency` bodies of `megabytes` MB at once, chunked (no
// Content-Length, so the size is only known by reading), from one address. Prints the answers and
// the server's resident memory: idle (the baseline of this run), and its peak during each wave.
// Goal (issue 19): at most 64 MB over the baseline, every request answered 413 or 429.
import { execFileSync } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { printTable } from '../support.ts';
import { startShopServer } from '../../tests/support/shop-server.ts';

const { values: args } = parseArgs({
  options: {
    concurrency: { type: 'string', default: '20' },
    megabytes: { type: 'string', default: '300' },
    port: { type: 'string', default: '4405' },
  },
});
const concurrency = Number(args.concurrency);
const bodyBytes = Number(args.megabytes) * 1024 * 1024;
const port = Number(args.port);
const CHUNK = Buffer.alloc(64 * 1024, 'a');
const BOUNDARY = 'bench-boundary';

interface Target {
  name: string;
  path: string;
  contentType: string;
  /** The bytes the body starts with; the rest is filler up to the body's size. */
  head: string;
}

const targets: Target[] = [
  { name: 'POST /api/contact (JSON)', path: '/api/contact', contentType: 'application/json', head: '{"name":"' },
  { name: 'POST /api/auth/register (JSON)', path: '/api/auth/register', contentType: 'application/json', head: '{"companyName":"' },
  { name: 'POST /api/quotes (JSON)', path: '/api/quotes', contentType: 'application/json', head: '{"kind":"custom","notes":"' },
  {
    name: 'POST /api/quotes (photos)',
    path: '/api/quotes',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    head: `--${BOUNDARY}\r\ncontent-disposition: form-data; name="images"; filename="a.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`,
  },
];

/** Resident memory of the server's process, in MB. */
function serverRssMb(pid: number): number {
  return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) / 1024;
}

/** Sends one chunked body of bodyBytes, stopping when the server answers or drops the connection. */
function oversized(target: Target): Promise<string> {
  return new Promise((resolve) => {
    let answered = false;
    const req = request(
      { host: '127.0.0.1', port, method: 'POST', path: target.path, headers: { 'content-type': target.contentType, origin: `http://127.0.0.1:${port}`, 'transfer-encoding': 'chunked' } },
      (res) => {
        answered = true;
        res.resume();
        resolve(String(res.statusCode));
        req.destroy();
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (!answered) resolve(`dropped (${error.code ?? error.message})`);
    });
    let sent = 0;
    const pump = () => {
      while (!answered && sent < bodyBytes) {
        const chunk = sent === 0 ? Buffer.concat([Buffer.from(target.head), CHUNK]) : CHUNK;
        sent += chunk.byteLength;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

const server = await startShopServer({ DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-bodies-')), SITE_URL: `http://localhost:${port}` }, { port });
try {
  // Warm the functions (first call loads them), then let the collector settle.
  for (const target of targets) await fetch(`http://127.0.0.1:${port}${target.path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` }, body: '{}' });
  await new Promise((r) => setTimeout(r, 2000));
  const baseline = serverRssMb(server.pid);
  const rows = [['endpoint', 'answers', 'peak RSS', 'over baseline']];
  for (const target of targets) {
    let peak = serverRssMb(server.pid);
    const sampler = setInterval(() => (peak = Math.max(peak, serverRssMb(server.pid))), 50);
    const answers = await Promise.all(Array.from({ length: concurrency }, () => oversized(target)));
    clearInterval(sampler);
    peak = Math.max(peak, serverRssMb(server.pid));
    const counts = Object.entries(answers.reduce<Record<string, number>>((acc, a) => ({ ...acc, [a]: (acc[a] ?? 0) + 1 }), {}));
    rows.push([target.name, counts.map(([answer, n]) => `${n}× ${answer}`).join(', '), `${peak.toFixed(0)} MB`, `+${(peak - baseline).toFixed(0)} MB`]);
  }
  console.log(`\n${concurrency} concurrent chunked bodies of ${args.megabytes} MB per endpoint; server idle (baseline): ${baseline.toFixed(0)} MB\n`);
  printTable(rows);
} finally {
  await server.stop();
}
