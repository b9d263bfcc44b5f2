// npx tsx bench/search/run.ts [--pglite] [--products 100000] [--runs 60]
//
// Issue 23. Seeds the catalogue bench's scratch catalogue (bench/catalogue/dataset.ts: 100,000
// products) and two cross-references per product (200,000: an OEM number and a replaced number),
// then prints p50 / p95 of this search (listProducts, the catalogue's first page with its total;
// suggestProducts, the 8 suggestions) next to today's search in the same run: main's "contains"
// on the trigram-indexed text, a page and its count up to 500 (the same two statements). "found"
// is how many the call returned: today's search finds nothing for most ways of writing a number.
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { productListQuerySchema } from '#lib/catalogue-query';
import { normalizeSearch } from '#lib/search';
import type { Database } from '#server/db/index';
import { listProducts, suggestProducts } from '#server/catalogue/catalogue-service';
import { likeContains } from '#server/catalogue/product-repository';
import { seededCatalogue } from '../catalogue/dataset.ts';
import { measure, ms, printTable } from '../support.ts';
import { seedCrossReferences } from './references.ts';

const { values: args } = parseArgs({
  options: { pglite: { type: 'boolean', default: false }, products: { type: 'string', default: '100000' }, runs: { type: 'string', default: '60' } },
});
const count = Number(args.products);
const runs = Number(args.runs);

/** Today's search (main before issue 23): the page and the count up to 500 of a lower-case "contains". */
async function todaysSearch(db: Database, raw: string): Promise<number> {
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
  const rows: string[][] = [['goal', 'call', 'this p50', 'this p95', 'found', 'sugg. p50', 'sugg. p95', 'today p50', 'today p95', 'today found']];
  for (const [goal, name, q] of scenarios) {
    const query = productListQuerySchema.parse({ q });
    const ours = await measure(runs, () => listProducts(scratch.db, query, null));
    const suggestions = await measure(runs, () => suggestProducts(scratch.db, query.q ?? ''));
    const today = await measure(runs, () => todaysSearch(scratch.db, q));
    rows.push([goal, name, ms(ours.p50), ms(ours.p95), `${ours.result.total}${ours.result.totalIsLowerBound ? '+' : ''}`, ms(suggestions.p50), ms(suggestions.p95), ms(today.p50), ms(today.p95), String(today.result)]);
  }
  printTable(rows);
  console.log('\nthis = listProducts (first page of 15 and its total, ranked); sugg. = the 8 suggestions; today = main\'s contains-match (page + count up to 500).');
} finally {
  await scratch.drop();
}
