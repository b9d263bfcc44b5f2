// npx tsx bench/bulk/run.ts [--pglite] [--products 100000] [--rows 10000] [--import-only]
//
// Issue 24's figures, on PostgreSQL (BENCH_DATABASE_URL or postgres://postgres@127.0.0.1:5432, a
// fresh database dropped afterwards) or in-memory PGlite with --pglite:
//  - export of the whole catalogue (CSV and XLSX): time, bytes, peak memory (RSS) of this process;
//  - dry run and apply of a file of `rows` updates (goals: dry run <= 5 s, apply <= 10 s, peak <= 300 MB),
//    next to the baseline of the same updates made one by one through the product editor's save.
// The import runs first, so its peak RSS is its own and not the export's high-water mark (RSS does
// not shrink back after the XLSX export). --import-only leaves out the export and the baseline.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { stringify } from 'csv-stringify/sync';

const { values: args } = parseArgs({
  options: { pglite: { type: 'boolean', default: false }, products: { type: 'string', default: '100000' }, rows: { type: 'string', default: '10000' }, 'import-only': { type: 'boolean', default: false } },
});
// The import keeps its original file in DATA_DIR's private store: a scratch directory here.
process.env.DATA_DIR ??= mkdtempSync(join(tmpdir(), 'bench-bulk-'));

const { SHEET_COLUMNS, sheetRowOf, neutraliseCell } = await import('#lib/admin/product-sheet');
const { exportCatalogue } = await import('#server/admin/product-sheet/export');
const { categoryNames, productsInSkuOrder } = await import('#server/admin/product-sheet/catalogue-rows');
const { applyImportStep, dryRunImport, planImportStep } = await import('#server/admin/product-sheet/imports');
const { getAdminProduct, updateProduct } = await import('#server/admin/products/service');
const { seededCatalogue } = await import('../catalogue/dataset.ts');
const { ms, printTable } = await import('../support.ts');

const products = Number(args.products);
const rows = Number(args.rows);

/** Time and peak RSS of one call (sampled every 10 ms), in MB. */
async function peak<T>(call: () => Promise<T>): Promise<{ ms: number; peakMb: number; result: T }> {
  globalThis.gc?.();
  let top = process.memoryUsage().rss;
  const timer = setInterval(() => {
    top = Math.max(top, process.memoryUsage().rss);
  }, 10);
  const started = performance.now();
  try {
    const result = await call();
    top = Math.max(top, process.memoryUsage().rss);
    return { ms: performance.now() - started, peakMb: top / 1024 / 1024, result };
  } finally {
    clearInterval(timer);
  }
}

async function drain(stream: ReadableStream<Uint8Array>): Promise<number> {
  let bytes = 0;
  for await (const chunk of stream) bytes += chunk.byteLength;
  return bytes;
}

const scratch = await seededCatalogue({ pglite: args.pglite }, products, 1);
try {
  const db = scratch.db;
  const admin = await db.insertInto('users').values({ email: 'bench@example.com', password_hash: 'x', created_at: new Date() }).returning('id').executeTakeFirstOrThrow();
  const actor = { userId: admin.id, email: 'bench@example.com' };
  const table: string[][] = [['step', 'rows', 'time', 'peak RSS', 'goal']];
  const baselineMb = process.memoryUsage().rss / 1024 / 1024;
  table.push(['process at rest (baseline)', '', '', `${baselineMb.toFixed(0)} MB`, '']);

  // The file: the first `rows` products as exported, every retail price raised by 1.00.
  const names = await categoryNames(db);
  const sheet: string[][] = [[...SHEET_COLUMNS]];
  for await (const batch of productsInSkuOrder(db)) {
    for (const product of batch) {
      if (sheet.length > rows) break;
      const row = sheetRowOf(product, names.nameOf);
      const retail = product.prices.retail ?? '0';
      row.price_retail = (Number(retail) + 1).toFixed(2);
      sheet.push(SHEET_COLUMNS.map((c) => neutraliseCell(row[c])));
    }
    if (sheet.length > rows) break;
  }
  const file = new TextEncoder().encode(`\ufeff${stringify(sheet)}`);

  // The dry run in its steps, as the import screen asks for them; the slowest step is what a function's time limit sees.
  const dry = await peak(async () => {
    let started = performance.now();
    let detail = await dryRunImport(db, actor, file, 'bench.csv');
    const stepMs = [performance.now() - started];
    while (detail.status === 'planning') {
      started = performance.now();
      detail = await planImportStep(db, detail.id);
      stepMs.push(performance.now() - started);
    }
    return Object.assign(detail, { stepMs });
  });
  table.push([
    `dry run (${(file.length / 1024 / 1024).toFixed(1)} MB CSV, ${dry.result.stepMs.length} steps, slowest ${ms(Math.max(...dry.result.stepMs))})`,
    `${dry.result.counts.update.toLocaleString('en')} updates`,
    ms(dry.ms),
    `${dry.peakMb.toFixed(0)} MB`,
    '<= 5 s, <= 300 MB',
  ]);
  const apply = await peak(async () => {
    let detail = await applyImportStep(db, actor, dry.result.id, 'all_or_nothing');
    let steps = 1;
    while (detail.status !== 'applied') {
      detail = await applyImportStep(db, actor, dry.result.id, 'all_or_nothing');
      steps++;
    }
    return { detail, steps };
  });
  table.push([`apply (${apply.result.steps} steps)`, apply.result.detail.applied.toLocaleString('en'), ms(apply.ms), `${apply.peakMb.toFixed(0)} MB`, '<= 10 s, <= 300 MB']);

  const skipRest = args['import-only'];
  for (const format of skipRest ? [] : (['csv', 'xlsx'] as const)) {
    const run = await peak(() => drain(exportCatalogue(db, format, {})));
    table.push([`export ${format} (${(run.result / 1024 / 1024).toFixed(1)} MB)`, products.toLocaleString('en'), ms(run.ms), `${run.peakMb.toFixed(0)} MB`, '']);
  }

  // Baseline: the same kind of update made one product at a time through the editor's save.
  const sample = skipRest ? 0 : Math.min(500, rows);
  const ids = await db.selectFrom('products').select('id').orderBy('sku').limit(sample).execute();
  const naive = await peak(async () => {
    for (const { id } of ids) {
      const product = await getAdminProduct(db, id);
      const retail = (Number(product.prices.retail ?? '0') + 1).toFixed(2);
      await updateProduct(db, actor, id, { ...product, prices: { ...product.prices, retail }, sale: { ...product.sale, onSale: false } });
    }
  });
  if (sample) table.push([`baseline: editor saves, one by one (${sample}, ×${(rows / sample).toFixed(0)})`, rows.toLocaleString('en'), `${ms((naive.ms * rows) / sample)} (est.)`, `${naive.peakMb.toFixed(0)} MB`, '']);

  console.log(`\nBulk catalogue work on ${scratch.label}, ${products.toLocaleString('en')} products\n`);
  printTable(table);
} finally {
  await scratch.drop();
}
