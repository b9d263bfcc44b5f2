// npx tsx bench/search/lookup.ts [--pglite] [--products 100000] [--runs 30]
//
// Issue 23, the paste look-up (ADR 0032). Seeds the catalogue bench's scratch catalogue (100,000
// products) and its 200,000 cross-references (bench/search/references.ts), then times a pasted list
// of 200 lines (and one of 2,000) as POST /api/search/lookup answers it — read into lines, every
// key in ONE query, each line answered found / ambiguous / unknown — against the naive way in the
// same run: the same exact match, one query per line. Goal: 200 lines in <= 300 ms.
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { parsePastedList } from '#lib/paste-list';
import type { Database } from '#server/db/index';
import { lookUpPastedList } from '#server/catalogue/part-lookup';
import { seededCatalogue } from '../catalogue/dataset.ts';
import { measure, ms, printTable } from '../support.ts';
import { seedCrossReferences } from './references.ts';

const { values: args } = parseArgs({
  options: { pglite: { type: 'boolean', default: false }, products: { type: 'string', default: '100000' }, runs: { type: 'string', default: '30' } },
});
const count = Number(args.products);
const runs = Number(args.runs);

/** The naive look-up: each line's exact match (SKU, part key, cross-reference key) as its own query. */
async function oneQueryPerLine(db: Database, text: string): Promise<number> {
  let found = 0;
  for (const line of parsePastedList(text).lines) {
    if (line.keys.length === 0) continue;
    const rows = await db
      .selectFrom('products as p')
      .select(['p.id', 'p.sku', 'p.part_number', 'p.name_en', 'p.name_ar'])
      .where('p.status', '=', 'active')
      .where((eb) => eb.or([eb('p.sku', '=', line.keys[0]!), eb('p.part_key', 'in', line.keys), sql<boolean>`p.reference_keys && cast(${line.keys} as text[])`]))
      .limit(9)
      .execute();
    if (rows.length > 0) found += 1;
  }
  return found;
}

const scratch = await seededCatalogue({ pglite: args.pglite }, count, runs);
try {
  await seedCrossReferences(scratch.db);
  const sample = await scratch.db
    .selectFrom('products')
    .select(['sku', 'part_number', 'cross_references'])
    .where('status', '=', 'active')
    .orderBy(sql`md5(id::text)`)
    .limit(2_000)
    .execute();
  const arabicDigits = (s: string) => s.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
  // The ways a buyer's list writes its numbers, in turn; one line in ten is not in the catalogue.
  const ways = [
    (p: (typeof sample)[number], q: number) => `${p.part_number} x ${q}`,
    (p: (typeof sample)[number], q: number) => `${q} x ${p.part_number.toLowerCase().replace(/-/g, ' ')}`,
    (p: (typeof sample)[number], q: number) => `${p.cross_references[0]!.number}\t${q}`,
    (p: (typeof sample)[number], q: number) => `${p.cross_references[1]!.number} × ${q}`,
    (p: (typeof sample)[number], q: number) => `${p.sku}\t${q}`,
    (p: (typeof sample)[number], q: number) => `${arabicDigits(p.part_number)} × ${arabicDigits(String(q))}`,
    (p: (typeof sample)[number]) => p.part_number,
    (p: (typeof sample)[number], q: number) => `P/N ${p.part_number}, ${q}`,
    (p: (typeof sample)[number], q: number) => `${p.part_number.replace(/-/g, '')} ${q} pcs`,
    (_p: (typeof sample)[number], q: number) => `ZZ-${q}${q}-UNKNOWN x ${q}`,
  ];
  const paste = (lines: number) => sample.slice(0, lines).map((product, i) => ways[i % ways.length]!(product, (i % 12) + 1)).join('\n');

  const rows: string[][] = [['paste', 'this p50', 'this p95', 'found / ambiguous / unknown', 'one query a line p50', 'p95', 'found']];
  for (const lines of [200, 2_000]) {
    const text = paste(lines);
    const ours = await measure(lines > 200 ? Math.max(5, Math.floor(runs / 3)) : runs, () => lookUpPastedList(scratch.db, text));
    const naive = await measure(lines > 200 ? 3 : Math.max(5, Math.floor(runs / 3)), () => oneQueryPerLine(scratch.db, text));
    const outcome = (o: string) => ours.result.lines.filter((line) => line.outcome === o).length;
    rows.push([`${lines.toLocaleString('en')} lines`, ms(ours.p50), ms(ours.p95), `${outcome('found')} / ${outcome('ambiguous')} / ${outcome('unknown')}`, ms(naive.p50), ms(naive.p95), String(naive.result)]);
  }
  printTable(rows);
  console.log('\nthis = lookUpPastedList (parse, one query for every key, answer per line); one query a line = the same exact match per line, in turn. Goal: 200 lines <= 300 ms.');
} finally {
  await scratch.drop();
}
