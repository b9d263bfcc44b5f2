// npx tsx bench/functions/run.ts [--baseline DIR] [--runs 5] [--only name,name]
//
// What each deployed function costs before its handler runs, printed, not asserted: every function
// of netlify/functions bundled by Netlify's bundler with netlify.toml's settings (as tests/deploy
// bundles them), the size of its archive, and the time a fresh Node process takes to import the
// bundled function from its unpacked archive: the modules a cold start loads before it can answer
// (no database is reached). Each time is the median of --runs processes.
//
// --baseline DIR: another checkout with its own node_modules (e.g. `git worktree add /tmp/base
// <commit> && (cd /tmp/base && npm ci)`), measured in the same run, function by function, and
// printed as before → after.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { bundleFunctions, functionModule } from '../../tests/support/netlify-functions.ts';
import { unzip } from '../../tests/support/unzip.ts';
import { percentile, printTable } from '../support.ts';

const run = promisify(execFile);
const { values: args } = parseArgs({ options: { baseline: { type: 'string' }, runs: { type: 'string', default: '5' }, only: { type: 'string' } } });
const runs = Number(args.runs);
const only = args.only ? new Set(args.only.split(',')) : null;

interface Measured {
  archiveBytes: number;
  importMs: number;
}

/** Imports the module in a fresh process, from its own folder, with nothing of this environment but PATH. */
async function importTime(module: string, folder: string): Promise<number> {
  const script = `const t = performance.now(); await import(${JSON.stringify(pathToFileURL(module).href)}); process.stdout.write(String(performance.now() - t));`;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: folder, env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production' } });
  return Number(stdout);
}

async function measureCheckout(root: string): Promise<Map<string, Measured>> {
  const work = await mkdtemp(join(tmpdir(), 'liftparts-bench-functions-'));
  try {
    const archives = (await bundleFunctions(root, join(work, 'zips'))).filter((archive) => !only || only.has(archive.name));
    const measured = new Map<string, Measured>();
    for (const archive of archives) {
      // Unpacked outside the checkout, as tests/deploy does: no node_modules above it but its own.
      const folder = join(work, 'functions', archive.name);
      await unzip(archive.path, folder);
      const module = await functionModule(folder);
      const times: number[] = [];
      for (let i = 0; i < runs; i++) times.push(await importTime(module, folder));
      measured.set(archive.name, { archiveBytes: (await stat(archive.path)).size, importMs: percentile(times, 50) });
      await rm(folder, { recursive: true, force: true });
    }
    return measured;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const before = args.baseline ? await measureCheckout(resolve(args.baseline)) : null;
const after = await measureCheckout(root);

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;
const msText = (value: number) => `${value.toFixed(0)} ms`;
const pair = (from: string | undefined, to: string) => (from === undefined ? to : `${from} → ${to}`);
console.log(`Deployed functions: archive (zip) and cold import, median of ${runs} fresh processes${before ? `; before = ${args.baseline}, after = this checkout` : ''}\n`);
const rows = [['function', 'archive', 'cold import']];
for (const [name, now] of after) {
  const then = before?.get(name);
  rows.push([name, pair(then && mb(then.archiveBytes), mb(now.archiveBytes)), pair(then && msText(then.importMs), msText(now.importMs))]);
}
const total = (measured: Map<string, Measured>) => [...measured.values()].reduce((sum, m) => sum + m.archiveBytes, 0);
const medianImport = (measured: Map<string, Measured>) => percentile([...measured.values()].map((m) => m.importMs), 50);
rows.push([`all ${after.size}`, pair(before ? mb(total(before)) : undefined, mb(total(after))), pair(before ? `${msText(medianImport(before))} median` : undefined, `${msText(medianImport(after))} median`)]);
printTable(rows);
