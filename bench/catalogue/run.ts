// npx tsx bench/catalogue/run.ts [--pglite] [--products 100000] [--runs 40]
//
// Seeds a scratch catalogue (PostgreSQL at BENCH_DATABASE_URL or postgres://postgres@127.0.0.1:5432,
// in a fresh database bench_<random> dropped afterwards; or in-memory PGlite with --pglite) and
// prints p50 / p95 latency of the products call for this implementation and for the naive
// pattern of SPEC §7, in the same run, with the ratio.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { PAGE_SIZE_FIRST, PAGE_SIZE_MORE } from '#lib/catalogue';
import { productListQuerySchema, type ProductListQuery } from '#lib/catalogue-query';
import { listProducts } from '#server/catalogue/catalogue-service';
import { connect } from '#server/db/connect';
import type { Database } from '#server/db/index';
import { migrateToLatest } from '#server/db/migrate';
import { createDataset } from './dataset.ts';
import { naiveListProducts } from './naive.ts';

const { values: args } = parseArgs({
  options: { pglite: { type: 'boolean', default: false }, products: { type: 'string', default: '100000' }, runs: { type: 'string', default: '40' } },
});
const count = Number(args.products);
const runs = Number(args.runs);

const scenarios: Record<string, Partial<ProductListQuery>> = {
  'first page': {},
  'search "door motor"': { q: 'door motor' },
  'search Arabic "قفل"': { q: 'قفل' },
  'search part number': { q: 'ot-4321' },
  'category door-locks': { category: 'door-locks' },
  'group elevator-door-system': { category: 'elevator-door-system' },
  'page 20': { offset: PAGE_SIZE_FIRST + 18 * PAGE_SIZE_MORE, limit: PAGE_SIZE_MORE },
};

async function scratchDatabase(): Promise<{ db: Database; drop(): Promise<void>; label: string }> {
  if (args.pglite) {
    const db = await connect({ driver: 'pglite', dataDir: 'memory://' });
    return { db, drop: () => db.destroy(), label: 'PGlite (in memory)' };
  }
  const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  const db = await connect({ driver: 'pg', url: url.href });
  return {
    db,
    label: `PostgreSQL ${url.host}/${name}`,
    async drop() {
      await db.destroy();
      const cleanup = new pg.Client({ connectionString: server });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(call: () => Promise<{ total: number }>): Promise<{ p50: number; p95: number; total: number }> {
  let total = 0;
  for (let i = 0; i < 3; i++) total = (await call()).total; // warm caches and plans
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), total };
}

const scratch = await scratchDatabase();
try {
  await migrateToLatest(scratch.db);
  const seeding = performance.now();
  await createDataset(scratch.db, count);
  console.log(`${scratch.label}: ${count.toLocaleString('en')} products seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s; ${runs} runs per call\n`);
  const rows: string[][] = [['call', 'matches', 'this p50', 'this p95', 'naive p50', 'naive p95', 'ratio p50', 'ratio p95']];
  for (const [name, raw] of Object.entries(scenarios)) {
    const query = productListQuerySchema.parse(raw);
    const ours = await measure(() => listProducts(scratch.db, query, null));
    const naive = await measure(() => naiveListProducts(scratch.db, query));
    if (ours.total !== naive.total) throw new Error(`${name}: totals differ (${ours.total} vs ${naive.total})`);
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    rows.push([name, ours.total.toLocaleString('en'), ms(ours.p50), ms(ours.p95), ms(naive.p50), ms(naive.p95), `${(naive.p50 / ours.p50).toFixed(1)}×`, `${(naive.p95 / ours.p95).toFixed(1)}×`]);
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const row of rows) console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '));
  console.log('\nratio = naive ÷ this implementation (higher is better for this implementation)');
} finally {
  await scratch.drop();
}
