// npx tsx bench/search-misses/run.ts [--pglite] [--products 20000] [--runs 60]
//
// Issue 23, "What buyers could not find" (ADR 0033): what counting a search that found nothing
// adds to it. Prints p50 / p95 of the catalogue's search for a number it does not have (the
// baseline, measured in the same run), of the count alone (recordSearchMisses: a term already
// counted today, a new term each call, a day already at its cap of new terms, a pasted list of
// 200 numbers), and of the dashboard's top terms over 30 full days.
import { parseArgs } from 'node:util';
import { SEARCH_MISS_NEW_TERMS_PER_DAY, SEARCH_MISS_TERMS_PER_CALL } from '#lib/search-misses';
import { listProducts } from '#server/catalogue/catalogue-service';
import { recordSearchMisses, topSearchMisses } from '#server/search-misses/search-misses';
import { seededCatalogue } from '../catalogue/dataset.ts';
import { measure, ms, printTable, type Timing } from '../support.ts';

const { values: args } = parseArgs({
  options: { pglite: { type: 'boolean', default: false }, products: { type: 'string', default: '20000' }, runs: { type: 'string', default: '60' } },
});
const runs = Number(args.runs);
const DAY_MS = 86_400_000;

const scratch = await seededCatalogue({ pglite: args.pglite }, Number(args.products), runs);
const db = scratch.db;
try {
  let n = 0;
  const fresh = () => `ZQ-${100_000 + ++n}-B`;
  const query = { q: 'ZQ-99999-X', offset: 0, limit: 15 };
  const rows: [string, Timing][] = [];
  rows.push(['search with no result (baseline)', await measure(runs, () => listProducts(db, query, null))]);
  rows.push(['count: term already counted today', await measure(runs, () => recordSearchMisses(db, ['ZQ-99999-X']))]);
  rows.push(['count: a new term', await measure(runs, () => recordSearchMisses(db, [fresh()]))]);
  const capped = new Date('2031-01-01T12:00:00Z');
  await recordSearchMisses(db, Array.from({ length: SEARCH_MISS_NEW_TERMS_PER_DAY }, fresh).slice(0, SEARCH_MISS_TERMS_PER_CALL), capped);
  for (let i = SEARCH_MISS_TERMS_PER_CALL; i < SEARCH_MISS_NEW_TERMS_PER_DAY; i += SEARCH_MISS_TERMS_PER_CALL) {
    await recordSearchMisses(db, Array.from({ length: SEARCH_MISS_TERMS_PER_CALL }, fresh), capped);
  }
  rows.push([`count: a new term, day at its cap (${SEARCH_MISS_NEW_TERMS_PER_DAY})`, await measure(runs, () => recordSearchMisses(db, [fresh()], capped))]);
  // Each list on a day of its own, so that the cap does not cut it.
  let listDay = Date.parse('2032-01-01T12:00:00Z');
  const list = () => recordSearchMisses(db, Array.from({ length: SEARCH_MISS_TERMS_PER_CALL }, fresh), new Date((listDay += DAY_MS)));
  rows.push([`count: a pasted list of ${SEARCH_MISS_TERMS_PER_CALL} new numbers`, await measure(runs, list)]);
  // The dashboard: 30 days each at the cap (15,000 rows), the top 10.
  const now = new Date();
  for (let day = 0; day < 30; day++) {
    const at = new Date(now.getTime() - day * DAY_MS);
    for (let i = 0; i < SEARCH_MISS_NEW_TERMS_PER_DAY; i += SEARCH_MISS_TERMS_PER_CALL) {
      await recordSearchMisses(db, Array.from({ length: SEARCH_MISS_TERMS_PER_CALL }, (_, j) => `TOP-${(i + j) % 700}-${day % 3}`), at);
    }
  }
  rows.push(['dashboard: top 10 of 30 full days', await measure(runs, () => topSearchMisses(db, { days: 30, limit: 10 }))]);
  printTable([['call', 'p50', 'p95'], ...rows.map(([name, t]) => [name, ms(t.p50), ms(t.p95)])]);
} finally {
  await scratch.drop();
}
