// npx tsx bench/admin-products/run.ts [--pglite] [--products 100000] [--runs 40]
//
// Seeds the scratch catalogue of bench/catalogue (PostgreSQL at BENCH_DATABASE_URL or
// postgres://postgres@127.0.0.1:5432, in a fresh database dropped afterwards; or in-memory PGlite
// with --pglite) and prints p50 / p95 latency of the admin products table (page and total) next to
// the naive ORDER BY … OFFSET read, in the same run.
import { parseArgs } from 'node:util';
import { ADMIN_PAGE_SIZE, adminProductListRequestSchema, type AdminProductQuery } from '#lib/admin/products';
import { listAdminProducts } from '#server/admin/products/list';
import { seededCatalogue } from '../catalogue/dataset.ts';
import { naiveListProducts } from './naive.ts';
import { comparisonRow, measure, printComparison } from '../support.ts';

const { values: args } = parseArgs({
  options: { pglite: { type: 'boolean', default: false }, products: { type: 'string', default: '100000' }, runs: { type: 'string', default: '40' } },
});
const count = Number(args.products);
const runs = Number(args.runs);
const lastPage = Math.ceil(count / ADMIN_PAGE_SIZE);

const scenarios: Record<string, Partial<Record<keyof AdminProductQuery, string | number>>> = {
  'first page (hidden first, newest)': {},
  'search part number "ot-4321"': { q: 'ot-4321' },
  'search name "door operator"': { q: 'door operator' },
  'sort by name': { sort: 'name', dir: 'asc' },
  'sort by name, middle page': { sort: 'name', dir: 'asc', page: Math.ceil(lastPage / 2) },
  'sort by part number, desc': { sort: 'part_number', dir: 'desc' },
  'hidden only': { status: 'hidden' },
  'on sale now': { sale: 'on_sale' },
  'last page': { page: lastPage },
};

const scratch = await seededCatalogue({ pglite: args.pglite }, count, runs);
try {
  const rows: string[][] = [];
  for (const [name, raw] of Object.entries(scenarios)) {
    const query = adminProductListRequestSchema.parse(Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, String(v)])));
    const ours = await measure(runs, () => listAdminProducts(scratch.db, query));
    const naive = await measure(runs, () => naiveListProducts(scratch.db, query));
    if (ours.result.total !== naive.result.total) throw new Error(`${name}: totals differ (${ours.result.total} vs ${naive.result.total})`);
    if (ours.result.items.length !== naive.result.items.length) throw new Error(`${name}: page sizes differ`);
    rows.push(comparisonRow(name, ours.result.total.toLocaleString('en'), ours, naive));
  }
  printComparison(rows);
} finally {
  await scratch.drop();
}
