import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { searchTerms, type SearchTerms } from '#lib/search-fold';
import type { Database } from '#server/db/index';
import type { DB } from '#server/db/schema';
import { CATEGORY_IDS, countProductsUpTo, likeContains, PRODUCT_COLUMNS } from '#server/catalogue/product-repository';

/**
 * The baseline of bench/search/run.ts: the search as it is on main before ADR 0034 (commit 7f11f29,
 * ADR 0031 "Each tier its own query"), frozen here so that one run times both on the same database.
 * Only what the bench asks is kept: a search without category or sale filter, its first page of 15
 * with the total (`listProducts`), and the 8 suggestions. It needs the GiST trigram index on
 * `products.search_text` that main has (run.ts creates it for this phase).
 */
type Eb = ExpressionBuilder<{ p: DB['products'] }, 'p'>;

const TIER_CANDIDATES = 2000;
const CLOSE_SPELLING_DISTANCE = 0.4;
const SEARCH_TOTAL_EXACT_UP_TO = 500;

function exactMatch(eb: Eb, terms: SearchTerms) {
  const conditions: Expression<SqlBool>[] = [eb('p.sku', '=', terms.text)];
  if (terms.keys.length) {
    conditions.push(eb('p.part_key', 'in', terms.keys));
    conditions.push(sql<SqlBool>`p.reference_keys && cast(${terms.keys} as text[])`);
  }
  return eb.or(conditions);
}

const active = (db: Database) => db.selectFrom('products as p').where('p.status', '=', 'active');

async function searchIds(db: Database, terms: SearchTerms, need: number): Promise<{ ids: number[]; total: number | null; close: boolean }> {
  const prefix = `${terms.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const tiers: ((eb: Eb) => Expression<SqlBool>)[] = [
    (eb) => exactMatch(eb, terms),
    (eb) => eb.or([eb('p.name_en_fold', 'like', prefix), eb('p.name_ar_fold', 'like', prefix)]),
  ];
  if (terms.words.length) tiers.push((eb) => eb.and(terms.words.map((word) => eb('p.search_text', 'like', likeContains(word)))));
  const found: number[] = [];
  for (const tier of tiers) {
    const seen = [...found];
    const matching = () => active(db).where(tier).$if(seen.length > 0, (q) => q.where('p.id', 'not in', seen));
    const candidates = matching().select(['p.id', 'p.created_at']).limit(TIER_CANDIDATES).as('c');
    let rows = await db.selectFrom(candidates).select(['c.id', sql<string>`count(*) over ()`.as('n')]).orderBy('c.created_at').orderBy('c.id').limit(need - found.length).execute();
    if (rows.length && Number(rows[0]!.n) >= TIER_CANDIDATES) {
      rows = await matching().select(['p.id', sql<string>`0`.as('n')]).orderBy('p.created_at').orderBy('p.id').limit(need - found.length).execute();
    }
    found.push(...rows.map((row) => row.id));
    if (found.length >= need) return { ids: found, total: null, close: false };
  }
  if (found.length > 0 || terms.text.length < 4) return { ids: found, total: found.length, close: false };
  const nearest = active(db)
    .select(['p.id', 'p.created_at'])
    .select(sql<number>`${terms.text} <<-> p.search_text`.as('distance'))
    .orderBy(sql`${terms.text} <<-> p.search_text`)
    .limit(need + 1)
    .as('k');
  const close = await db.selectFrom(nearest).select('k.id').where('k.distance', '<=', CLOSE_SPELLING_DISTANCE).orderBy('k.distance').orderBy('k.created_at').orderBy('k.id').execute();
  return { ids: close.slice(0, need).map((row) => row.id), total: close.length > need ? null : close.length, close: true };
}

/** Main's count of close spellings (`<%`, up to 500), kept per generation once it reaches 500: then one read. */
const keptClose = new Map<string, number>();
async function closeCount(db: Database, terms: SearchTerms): Promise<number> {
  const kept = keptClose.get(terms.text);
  if (kept !== undefined) {
    await db.selectFrom('catalogue_counts as c').innerJoin('catalogue_count_generation as g', 'g.generation', 'c.generation').select('c.total').where('c.filter_key', '=', `q:500:all:~${terms.text}`).executeTakeFirst();
    return kept;
  }
  const matches = active(db).where((eb) => eb.or([exactMatch(eb, terms), sql<SqlBool>`${terms.text} <% p.search_text`])).select(sql`1`.as('one')).limit(SEARCH_TOTAL_EXACT_UP_TO).as('m');
  const n = Number((await db.selectFrom(matches).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
  if (n >= SEARCH_TOTAL_EXACT_UP_TO) keptClose.set(terms.text, n);
  return n;
}

/** Main's `listProducts` for `?q=`: the first page of 15 (its ids, with its columns read), and its total. */
export async function mainListProducts(db: Database, q: string): Promise<{ ids: number[]; total: number; totalIsLowerBound: boolean }> {
  const terms = searchTerms(q);
  const hits = await searchIds(db, terms, 15);
  if (hits.ids.length) await db.selectFrom('products as p').select(PRODUCT_COLUMNS).select(CATEGORY_IDS).where('p.id', 'in', hits.ids).execute();
  const total = hits.total ?? (hits.close ? await closeCount(db, terms) : await countProductsUpTo(db, { search: terms }, SEARCH_TOTAL_EXACT_UP_TO));
  return { ids: hits.ids, total, totalIsLowerBound: total === SEARCH_TOTAL_EXACT_UP_TO };
}

/** Main's 8 suggestions. */
export async function mainSuggestProducts(db: Database, q: string): Promise<number> {
  const { ids } = await searchIds(db, searchTerms(q), 8);
  if (ids.length) await db.selectFrom('products as p').select(['p.id', 'p.sku', 'p.part_number', 'p.name_en', 'p.name_ar', 'p.images', 'p.cross_references']).where('p.id', 'in', ids).execute();
  return ids.length;
}
