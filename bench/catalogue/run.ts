// npx tsx bench/catalogue/run.ts [--pglite] [--products 100000] [--runs 40]
//
// Seeds a scratch catalogue (PostgreSQL at BENCH_DATABASE_URL or postgres://postgres@127.0.0.1:5432,
// in a fresh database bench_<random> dropped afterwards; or in-memory PGlite with --pglite) and
// prints p50 / p95 latency of the products call for this implementation and for the naive
// pattern of SPEC §7, in the same run, with the ratio. Totals must match the naive ones exactly.
// Rows "after a write" time the first call after an admin write (a product saved), when the
// kept total (or a broad search's kept lower bound) is stale and counted again (ADR 0013).
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { PAGE_SIZE_FIRST, PAGE_SIZE_MORE } from '#lib/catalogue';
import { productListQuerySchema, type ProductListQuery } from '#lib/catalogue-query';
import { listProducts } from '#server/catalogue/catalogue-service';
import { seededCatalogue } from './dataset.ts';
import { naiveListProducts } from './naive.ts';
import { comparisonRow, measure, printComparison } from '../support.ts';

const { values: args } = parseArgs({
  options: { pglite: { type: 'boolean', default: false }, products: { type: 'string', default: '100000' }, runs: { type: 'string', default: '40' } },
});
const count = Number(args.products);
const runs = Number(args.runs);

const scenarios: Record<string, Partial<ProductListQuery> & { afterWrite?: true }> = {
  'first page': {},
  'search "door motor"': { q: 'door motor' },
  'search Arabic "قفل"': { q: 'قفل' },
  'search part number': { q: 'ot-4321' },
  'category door-locks': { category: 'door-locks' },
  'group elevator-door-system': { category: 'elevator-door-system' },
  'page 20': { offset: PAGE_SIZE_FIRST + 18 * PAGE_SIZE_MORE, limit: PAGE_SIZE_MORE },
  'first page after a write': { afterWrite: true },
  'category after a write': { category: 'door-locks', afterWrite: true },
  'group after a write': { category: 'elevator-door-system', afterWrite: true },
  'search "door motor" after a write': { q: 'door motor', afterWrite: true },
};

const scratch = await seededCatalogue({ pglite: args.pglite }, count, runs);
try {
  const rows: string[][] = [];
  // What an admin save does to the counted tables: one product row updated, status included.
  const adminWrite = () => sql`update products set status = status where id = (select min(id) from products)`.execute(scratch.db);
  for (const [name, { afterWrite, ...raw }] of Object.entries(scenarios)) {
    const query = productListQuerySchema.parse(raw);
    const ours = await measure(runs, () => listProducts(scratch.db, query, null), afterWrite && adminWrite);
    const naive = await measure(runs, () => naiveListProducts(scratch.db, query));
    // A lower bound (a search past its exact range, ADR 0013) must not exceed the true total.
    const { total, totalIsLowerBound } = ours.result;
    if (totalIsLowerBound ? total > naive.result.total : total !== naive.result.total) {
      throw new Error(`${name}: total ${total}${totalIsLowerBound ? '+' : ''} against ${naive.result.total} counted naively`);
    }
    const matches = naive.result.total.toLocaleString('en') + (totalIsLowerBound ? ` (${total.toLocaleString('en')}+)` : '');
    rows.push(comparisonRow(name, matches, ours, naive));
  }
  printComparison(rows);
  console.log('matches: the exact total; in brackets what this implementation reported when it is a lower bound');
} finally {
  await scratch.drop();
}
