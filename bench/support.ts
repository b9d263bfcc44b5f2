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
export async function measure<T>(runs: number, call: () => Promise<T>, before?: () => Promise<unknown>): Promise<Timing & { result: T }> {
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

export interface Timing {
  p50: number;
  p95: number;
}

/** One call of a bench that times this implementation against the naive one, with the ratios. */
export function comparisonRow(name: string, matches: string, ours: Timing, naive: Timing): string[] {
  return [name, matches, ms(ours.p50), ms(ours.p95), ms(naive.p50), ms(naive.p95), `${(naive.p50 / ours.p50).toFixed(1)}×`, `${(naive.p95 / ours.p95).toFixed(1)}×`];
}

/** The rows of comparisonRow under their heading, and what the ratio means. */
export function printComparison(rows: string[][]): void {
  printTable([['call', 'matches', 'this p50', 'this p95', 'naive p50', 'naive p95', 'ratio p50', 'ratio p95'], ...rows]);
  console.log('\nratio = naive ÷ this implementation (higher is better for this implementation)');
}
