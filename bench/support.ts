import { createScratchDatabase, type ScratchDatabase } from '#db/scratch-database';

/**
 * What the benches share: a migrated scratch database (a fresh database on the PostgreSQL server at
 * BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432, dropped afterwards; or in-memory
 * PGlite), timing with warm-up, and a plain-text table.
 */

/** A migrated scratch database: on BENCH_DATABASE_URL's server (default the local one), or in-memory PGlite. */
export function scratchDatabase({ pglite }: { pglite: boolean }): Promise<ScratchDatabase> {
  return createScratchDatabase({
    driver: pglite ? 'pglite' : 'pg',
    serverUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    prefix: 'bench',
  });
}

/** The p-th percentile (nearest rank) of the values; 0 for none. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/**
 * p50 / p95 of `runs` calls after three warm-up calls (caches and query plans), and the last
 * result; `before`, if given, runs untimed ahead of every timed call.
 */
export async function measure<T>(runs: number, call: () => Promise<T>, before?: () => Promise<unknown>): Promise<{ p50: number; p95: number; result: T }> {
  let result = await call();
  for (let i = 0; i < 2; i++) result = await call();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    await before?.();
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
