// npx tsx bench/search/run.ts [--pglite] [--products 100000] [--runs 60]
//
// Issue 23. Seeds the catalogue bench's scratch catalogue (bench/catalogue/dataset.ts: 100,000
// products) and two cross-references per product (200,000: an OEM number and a replaced number),
// then prints p50 / p95 of this search (listProducts, the catalogue's first page with its total;
// suggestProducts, the 8 suggestions) next to two baselines over the same database in the same run:
// "main", the search as on main before ADR 0034 (main-search.ts, timed first, with main's GiST
// trigram index, which this branch drops); and "contains", the search before issue 23 (a "contains"
// on the trigram-indexed text, a page and its count up to 500). "found" is how many the call
// returned: the "contains" search finds nothing for most ways of writing a number.
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { productListQuerySchema } from '#lib/catalogue-query';
import { normalizeSearch } from '#lib/search';
import type { Database } from '#server/db/index';
import { listProducts, suggestProducts } from '#server/catalogue/catalogue-service';
import { likeContains } from '#server/catalogue/product-repository';
import { seededCatalogue } from '../catalogue/dataset.ts';
import { measure, ms, printTable, type Timing } from '../support.ts';
import { mainListProducts, mainSuggestProducts } from './main-search.ts';
import { seedCrossReferences } from './references.ts';

const { values: args } = parseArgs({
  options: { pglite: { type: 'boolean', default: false }, products: { type: 'string', default: '100000' }, runs: { type: 'string', default: '60' } },
});
const count = Number(args.products);
const runs = Number(args.runs);

/** The search before issue 23: the page and the count up to 500 of a lower-case "contains". */
async function containsSearch(db: Database, raw: string): Promise<number> {
  const pattern = likeContains(normalizeSearch(raw));
  const [page] = await Promise.all([
    db.selectFrom('products as p').select('p.id').where('p.status', '=', 'active').where('p.search_text', 'like', pattern).orderBy('p.created_at').orderBy('p.id').limit(15).execute(),
    db
      .selectFrom(db.selectFrom('products as p').select(sql`1`.as('one')).where('p.status', '=', 'active').where('p.search_text', 'like', pattern).limit(500).as('m'))
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return page.length;
}

const scratch = await seededCatalogue({ pglite: args.pglite }, count, runs);
try {
  await seedCrossReferences(scratch.db);

  const sample = await scratch.db.selectFrom('products').select(['part_number', 'cross_references']).where('id', '=', 43_210).executeTakeFirstOrThrow();
  const part = sample.part_number; // e.g. KO-4210-C
  const oem = sample.cross_references[0]!.number;
  const arabicDigits = (s: string) => s.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

  const scenarios: [group: string, name: string, q: string][] = [
    ['<= 10 ms', 'exact part number', part],
    ['<= 10 ms', 'part number lower case, spaces', part.toLowerCase().replace(/-/g, ' ')],
    ['<= 10 ms', 'part number run together', part.replace(/-/g, '').toLowerCase()],
    ['<= 10 ms', 'part number, Arabic-Indic digits', arabicDigits(part)],
    ['<= 10 ms', 'OEM number, written loosely', oem.toLowerCase().replace('-', ' ')],
    ['<= 25 ms', 'close spelling "fermater"', 'fermater'],
    ['<= 25 ms', 'close spelling "mitsubishy door"', 'mitsubishy door'],
    ['<= 25 ms', 'Arabic "قفل"', 'قفل'],
    ['<= 25 ms', 'Arabic without hamza "انفرتر"', 'انفرتر'],
    ['<= 25 ms', 'Arabic "اداة فحص"', 'اداة فحص'],
    ['<= 25 ms', 'English words "door motor"', 'door motor'],
  ];
  const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');
  console.log(`load average before: ${load()}`);

  // Main first, with its GiST index (built here, dropped again before this branch is timed); kept
  // search totals are forgotten between the phases, so each phase counts its own once.
  await sql`create index products_search_text_gist_idx on products using gist (search_text gist_trgm_ops)`.execute(scratch.db);
  await sql`analyze products`.execute(scratch.db);
  await sql`delete from catalogue_counts`.execute(scratch.db);
  const main = new Map<string, { list: Timing & { result: { ids: number[]; total: number; totalIsLowerBound: boolean } }; suggestions: Timing }>();
  for (const [, name, q] of scenarios) {
    main.set(name, { list: await measure(runs, () => mainListProducts(scratch.db, q)), suggestions: await measure(runs, () => mainSuggestProducts(scratch.db, q)) });
  }
  await sql`drop index products_search_text_gist_idx`.execute(scratch.db);
  await sql`analyze products`.execute(scratch.db);
  await sql`delete from catalogue_counts`.execute(scratch.db);

  const skusOf = async (ids: number[]) => {
    const rows = ids.length ? await scratch.db.selectFrom('products').select(['id', 'sku']).where('id', 'in', ids).execute() : [];
    return ids.map((id) => rows.find((row) => row.id === id)!.sku);
  };
  const found = (page: { total: number; totalIsLowerBound: boolean }) => `${page.total}${page.totalIsLowerBound ? '+' : ''}`;
  const rows: string[][] = [['goal', 'call', 'this p50', 'this p95', 'found', 'sugg. p50', 'sugg. p95', 'main p50', 'main p95', 'found', 'main sugg. p50', 'main sugg. p95', 'same page', 'contains p50', 'contains p95', 'found']];
  for (const [goal, name, q] of scenarios) {
    const query = productListQuerySchema.parse({ q });
    const ours = await measure(runs, () => listProducts(scratch.db, query, null));
    const suggestions = await measure(runs, () => suggestProducts(scratch.db, query.q ?? ''));
    const today = await measure(runs, () => containsSearch(scratch.db, q));
    const before = main.get(name)!;
    rows.push([
      goal, name, ms(ours.p50), ms(ours.p95), found(ours.result), ms(suggestions.p50), ms(suggestions.p95),
      ms(before.list.p50), ms(before.list.p95), found(before.list.result), ms(before.suggestions.p50), ms(before.suggestions.p95),
      ours.result.items.map((p) => p.sku).join() === (await skusOf(before.list.result.ids)).join() ? 'yes' : 'no',
      ms(today.p50), ms(today.p95), String(today.result),
    ]);
  }
  printTable(rows);
  console.log(`\nload average after: ${load()}`);
  console.log('this = listProducts (first page of 15 and its total, ranked); sugg. = the 8 suggestions; main = the same two calls as on main before ADR 0034 (timed first);');
  console.log('same page = this and main listed the same products in the same order (close spellings may differ: ADR 0034);');
  console.log('contains = the search before issue 23 (page + count up to 500; "found" is its page).');
} finally {
  await scratch.drop();
}
