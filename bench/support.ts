import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connect } from '#server/db/connect';
import type { Database } from '#server/db/index';
import { migrateToLatest } from '#server/db/migrate';

/**
 * What the benches share: a migrated scratch database (a fresh database on the PostgreSQL server at
 * BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432, dropped afterwards; or in-memory
 * PGlite), timing with warm-up, and a plain-text table.
 */
export interface ScratchDatabase {
  db: Database;
  label: string;
  drop(): Promise<void>;
}

export async function scratchDatabase({ pglite }: { pglite: boolean }): Promise<ScratchDatabase> {
  if (pglite) {
    const db = await connect({ driver: 'pglite', dataDir: 'memory://' });
    await migrateToLatest(db);
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
  await migrateToLatest(db);
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

/** The p-th percentile (nearest rank) of the values; 0 for none. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** p50 / p95 of `runs` calls after three warm-up calls (caches and query plans), and the last result. */
export async function measure<T>(runs: number, call: () => Promise<T>): Promise<{ p50: number; p95: number; result: T }> {
  let result = await call();
  for (let i = 0; i < 2; i++) result = await call();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    result = await call();
    times.push(performance.now() - started);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), result };
}

export const ms = (value: number): string => `${value.toFixed(1)} ms`;

/** Rows as aligned columns: the first column left-aligned, the others right-aligned. */
export function printTable(rows: string[][]): void {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const row of rows) console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '));
}
