import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql, type Transaction } from 'kysely';
import { foldText, type SearchTerms } from '#lib/search-fold';
import type { DB } from '../db/schema.ts';
import { PRODUCT_CORE_COLUMNS } from '../products/row.ts';
import { closeWordSets, findCloseWords } from './close-spellings.ts';

/**
 * Reads of the public catalogue. Each list is one query for the page (categories of each
 * product gathered in the same statement) plus one count, both filtered the same way:
 * categories through EXISTS on the link table, code search through the trigram index. Totals
 * of the whole catalogue and of a category set are kept per generation (ADR 0013).
 */
type Executor = Kysely<DB> | Transaction<DB>;

/** A category filter: products in any of these categories (one category, or a group's members), never empty. */
export interface CategoryScope {
  ids: readonly number[];
}

export interface ProductFilter {
  category?: CategoryScope;
  /** Already normalised (src/lib/search.ts) and read as terms (src/lib/search-fold.ts). */
  search?: SearchTerms;
  /** Counted as these sets of close words (`searchProductIds` found only close spellings); otherwise exact and contained. */
  closeSpellings?: readonly (readonly string[])[] | null;
  /** Only products whose sale is in force at this time. */
  onSaleAt?: Date;
}

/**
 * A "contains" pattern for `products.search_text` (trigram-indexed; lower case, Arabic has no case,
 * SKUs are digits). `_` and `%` are LIKE wildcards (the search allows underscores): matched literally.
 */
export function likeContains(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A "contains" pattern for `products.search_text`, which is folded (issue 23): the term folded the same way. */
export function productSearchPattern(text: string): string {
  return likeContains(foldText(text));
}

/** Below this many characters a close spelling means nothing (a trigram needs three). */
const CLOSE_SPELLING_FROM = 4;

type ProductsEb = ExpressionBuilder<{ p: DB['products'] }, 'p'>;

/** The query's exact match: the SKU as typed, the part number's key, or a cross-reference's key. */
function exactMatch(eb: ProductsEb, terms: SearchTerms) {
  const conditions: Expression<SqlBool>[] = [eb('p.sku', '=', terms.text)];
  if (terms.keys.length) {
    conditions.push(eb('p.part_key', 'in', terms.keys));
    // An OEM number or a number it replaces (GIN index on the keys).
    conditions.push(sql<SqlBool>`p.reference_keys && cast(${terms.keys} as text[])`);
  }
  return eb.or(conditions);
}

/** Every word somewhere in the folded text (trigram index, one lookup per word). */
function containsWords(eb: ProductsEb, words: readonly string[]) {
  return eb.and(words.map((word) => eb('p.search_text', 'like', likeContains(word))));
}

/**
 * What a search matches (issue 23): the exact SKU, part number or cross-reference, or every word
 * contained (both scripts folded, so "اوتيس" finds "أوتيس", "km 4100" finds KM-4100-A); when
 * nothing does, every word of one of the sets of close words (close-spellings.ts).
 */
function searchMatch(eb: ProductsEb, terms: SearchTerms, closeSpellings: ProductFilter['closeSpellings']) {
  const conditions: Expression<SqlBool>[] = [exactMatch(eb, terms)];
  if (closeSpellings) conditions.push(...closeSpellings.map((words) => containsWords(eb, words)));
  else if (terms.words.length) conditions.push(containsWords(eb, terms.words));
  return eb.or(conditions);
}

/** SPEC §4: a sale is in force with the flag, a sale price, and no end or an end ahead. */
export function saleInForceAt(eb: ExpressionBuilder<{ p: DB['products'] }, 'p'>, at: Date) {
  return eb.and([
    eb('p.on_sale', '=', true),
    eb('p.sale_price', 'is not', null),
    eb.or([eb('p.sale_ends_at', 'is', null), eb('p.sale_ends_at', '>', at)]),
  ]);
}

function filtered(db: Executor, filter: ProductFilter, { includeHidden = false } = {}) {
  let query = db.selectFrom('products as p');
  if (!includeHidden) query = query.where('p.status', '=', 'active');
  const saleTime = filter.onSaleAt;
  if (saleTime) query = query.where((eb) => saleInForceAt(eb, saleTime));
  const terms = filter.search;
  if (terms) query = query.where((eb) => searchMatch(eb, terms, filter.closeSpellings));
  const category = filter.category;
  if (category) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('product_categories as pc')
          .select(sql`1`.as('one'))
          .whereRef('pc.product_id', '=', 'p.id')
          .where('pc.category_id', 'in', [...category.ids]),
      ),
    );
  }
  return query;
}

/** A product's columns as pages and the admin read them (the admin adds its version and update time). */
export const PRODUCT_COLUMNS = ['p.id', ...PRODUCT_CORE_COLUMNS.map((column) => `p.${column}` as const), 'p.status', 'p.created_at'] as const;

/** The product's category ids, oldest category first (the order of its chips). */
export const CATEGORY_IDS = sql<number[]>`array(
  select pc.category_id from product_categories pc join categories c on c.id = pc.category_id
  where pc.product_id = p.id order by c.created_at, c.id
)`.as('category_ids');

function withColumns(query: ReturnType<typeof filtered>) {
  return query.select(PRODUCT_COLUMNS).select(CATEGORY_IDS);
}

export type ProductRow = Awaited<ReturnType<ReturnType<typeof withColumns>['executeTakeFirstOrThrow']>>;

/**
 * A dense tier fills its page within the first few hundred products in catalogue order: these are
 * looked at first (a walk of the catalogue index, ~0.5 ms), in the same statement as the probe.
 */
const TIER_WALK_FIRST = 500;

/**
 * A tier's matches read through its own index, at most this many, and sorted: a rare term costs its
 * few rows (the index scan of a frequent word's trigrams is what a dense tier avoids by walking).
 */
const TIER_PROBE = 200;

/**
 * A broad tier not filled by the first walk is looked for among this many products in catalogue
 * order; when its matches lie further on (a brand added last), all of them are read through the
 * tier's index and sorted instead of walking the whole catalogue.
 */
const TIER_WALK = 5000;

/** A search's page of ids and what is known of its total without counting further. */
export interface SearchHits {
  ids: number[];
  /** The exact total when every tier ran out before `need`; otherwise null (count it). */
  total: number | null;
  /** The page holds close spellings (no other match exists): the sets of words they were found by. */
  closeSpellings: string[][] | null;
}

interface Tier {
  match: (eb: ProductsEb) => Expression<SqlBool>;
  /** May match a large share of the catalogue (words, not numbers): the catalogue order is tried first. */
  dense: boolean;
}

/**
 * The first `need` products of one tier in catalogue order, none of `seen`. One statement: for a
 * tier that may be dense, the first `TIER_WALK_FIRST` products in catalogue order; when they do not
 * fill the page, the tier's matches through its own index, at most `TIER_PROBE`, sorted. Only when
 * there are more matches than that and the page is not full yet: a longer walk (`TIER_WALK`), then
 * every match sorted. Each step's answer is exact; the next runs only when the one before could
 * not tell.
 */
async function tierPage(db: Executor, filter: ProductFilter, tier: Tier, seen: readonly number[], need: number): Promise<number[]> {
  const matching = (eb: ProductsEb) => (seen.length ? eb.and([tier.match(eb), eb('p.id', 'not in', [...seen])]) : tier.match(eb));
  const walked = (length: number) => {
    const walk = filtered(db, filter)
      .select(['p.id', 'p.created_at'])
      .select((eb) => sql<boolean>`${matching(eb)}`.as('hit'))
      .orderBy('p.created_at')
      .orderBy('p.id')
      .limit(length)
      .as('w');
    return db.selectFrom(walk).select(['w.id', 'w.created_at']).where('w.hit', '=', true).orderBy('w.created_at').orderBy('w.id').limit(need);
  };
  const probe = filtered(db, filter).where(matching).select(['p.id', 'p.created_at']).limit(TIER_PROBE).as('c');
  const probed = db.selectFrom(probe).select(['c.id', 'c.created_at', sql<string>`count(*) over ()`.as('n')]).orderBy('c.created_at').orderBy('c.id').limit(need);
  // The walk's rows (n null), then the probe's, which runs only when the walk's are fewer than `need`.
  const { rows } = tier.dense
    ? await sql<{ id: number; n: string | null }>`
        with walked as (${walked(TIER_WALK_FIRST)})
        select id, null::bigint as n, created_at from walked
        union all
        select id, n, created_at from (${probed}) probed where (select count(*) from walked) < ${need}
        order by n nulls first, created_at, id`.execute(db)
    : { rows: await probed.execute() };
  const first = rows.filter((row) => row.n === null);
  if (first.length >= need) return first.map((row) => row.id);
  const matches = rows.filter((row) => row.n !== null);
  if (!matches.length || Number(matches[0]!.n) < TIER_PROBE) return matches.map((row) => row.id);
  const further = await walked(TIER_WALK).execute();
  if (further.length >= need) return further.map((row) => row.id);
  // Its matches lie beyond the walk: all of them through the tier's index (OFFSET 0 keeps the
  // planner from ordering by the catalogue index again), sorted.
  const all = filtered(db, filter).where(matching).select(['p.id', 'p.created_at']).offset(0).as('a');
  const sorted = await db.selectFrom(all).select('a.id').orderBy('a.created_at').orderBy('a.id').limit(need).execute();
  return sorted.map((row) => row.id);
}

/**
 * A search's first `need` matches in rank order (issue 23, ADRs 0031 and 0034): each tier is its own
 * index-driven query, limited to what the page still needs, and the next tier runs only while the
 * page is not full: the exact SKU, part key or cross-reference key (btree and GIN equality), names
 * starting with the words (btree text_pattern_ops prefix), every word contained (trigram GIN). Only
 * when none of them matches anything: close spellings, the query's words replaced by close words of
 * the catalogue's names (close-spellings.ts), each set of them searched as "every word contained",
 * best set first.
 */
export async function searchProductIds(db: Executor, filter: ProductFilter & { search: SearchTerms }, need: number): Promise<SearchHits> {
  const terms = filter.search;
  const rest: ProductFilter = { ...filter, search: undefined, closeSpellings: undefined };
  const prefix = `${terms.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const tiers: Tier[] = [
    { match: (eb) => exactMatch(eb, terms), dense: false },
    { match: (eb) => eb.or([eb('p.name_en_fold', 'like', prefix), eb('p.name_ar_fold', 'like', prefix)]), dense: true },
  ];
  if (terms.words.length) tiers.push({ match: (eb) => containsWords(eb, terms.words), dense: true });
  const found = await tiersPage(db, rest, tiers, need);
  if (found.length >= need) return { ids: found, total: null, closeSpellings: null };
  if (found.length > 0 || terms.text.length < CLOSE_SPELLING_FROM) return { ids: found, total: found.length, closeSpellings: null };
  const sets = closeWordSets(await findCloseWords(db, terms.words));
  const ids = sets.length ? await tiersPage(db, rest, sets.map((words): Tier => ({ match: (eb) => containsWords(eb, words), dense: true })), need) : [];
  return { ids, total: ids.length < need ? ids.length : null, closeSpellings: sets };
}

/** The tiers' pages one after another, each excluding what the earlier found, until `need` are found. */
async function tiersPage(db: Executor, filter: ProductFilter, tiers: readonly Tier[], need: number): Promise<number[]> {
  const found: number[] = [];
  for (const tier of tiers) {
    found.push(...(await tierPage(db, filter, tier, found, need - found.length)));
    if (found.length >= need) break;
  }
  return found;
}

/**
 * One page in catalogue order (creation date, then id: stable even for equal dates), a search's in
 * rank order (`searchProductIds`) with what is known of its total. The page's ids are chosen first
 * and the columns and category ids read for those rows only: a select list is otherwise computed
 * for every row an OFFSET skips.
 */
export async function findProductPage(db: Executor, filter: ProductFilter, page: { offset: number; limit: number }): Promise<{ rows: ProductRow[]; hits: SearchHits | null }> {
  const terms = filter.search;
  if (terms) {
    const hits = await searchProductIds(db, { ...filter, search: terms }, page.offset + page.limit);
    const ids = hits.ids.slice(page.offset);
    if (!ids.length) return { rows: [], hits };
    const rows = await withColumns(filtered(db, {}, { includeHidden: true })).where('p.id', 'in', ids).execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return { rows: ids.flatMap((id) => byId.get(id) ?? []), hits };
  }
  const pageIds = filtered(db, filter)
    .select(['p.id', 'p.created_at'])
    .orderBy('p.created_at')
    .orderBy('p.id')
    .offset(page.offset)
    .limit(page.limit)
    .as('page');
  const rows = await db
    .selectFrom(pageIds)
    .innerJoin('products as p', 'p.id', 'page.id')
    .select(PRODUCT_COLUMNS)
    .select(CATEGORY_IDS)
    .orderBy('page.created_at')
    .orderBy('page.id')
    .execute();
  return { rows, hits: null };
}

const categoryKey = (scope: CategoryScope) => `in:${[...scope.ids].sort((a, b) => a - b).join(',')}`;

/**
 * The key under which a filter's exact total is kept: the whole catalogue or a category set. Search
 * (only its bound is kept: `keptBoundKey`) and sale filters have none (a sale's end changes the
 * total with no write).
 */
function keptCountKey(filter: ProductFilter): string | null {
  if (filter.search || filter.onSaleAt) return null;
  return filter.category ? categoryKey(filter.category) : 'all';
}

/** The key under which "this search reaches `atMost` matches" is kept; none with a sale filter. */
function keptBoundKey(filter: ProductFilter, atMost: number): string | null {
  if (!filter.search || filter.onSaleAt) return null;
  return `q:${atMost}:${filter.category ? categoryKey(filter.category) : 'all'}:${filter.closeSpellings ? '~' : ''}${filter.search.text}`;
}

/** A statement counting products, read as `n`. */
type CountQuery = Expression<unknown> & { executeTakeFirstOrThrow(): Promise<{ n: string }> };

/**
 * A count kept per catalogue generation under `key` (ADR 0013; no key: counted every time): read
 * when counted in the current generation; otherwise counted, and stored when it is at least
 * `keepFrom`, in one statement with the generation that statement sees. A concurrent reader may
 * have stored a newer generation's count meanwhile: never go back.
 */
async function keptCount(db: Executor, key: string | null, count: CountQuery, keepFrom: number): Promise<number> {
  if (key === null) return Number((await count.executeTakeFirstOrThrow()).n);
  const kept = await db
    .selectFrom('catalogue_counts as c')
    .innerJoin('catalogue_count_generation as g', 'g.generation', 'c.generation')
    .select('c.total')
    .where('c.filter_key', '=', key)
    .executeTakeFirst();
  if (kept) return kept.total;
  const { rows } = await sql<{ total: string }>`
    with counted as (select g.generation, (${count}) as total from catalogue_count_generation g),
    stored as (
      insert into catalogue_counts (filter_key, generation, total) select ${key}, generation, total from counted where total >= ${keepFrom}
      on conflict (filter_key) do update set generation = excluded.generation, total = excluded.total
      where catalogue_counts.generation < excluded.generation
    )
    select total from counted`.execute(db);
  return Number(rows[0]!.total);
}

/** The exact total; kept between calls for the whole catalogue and for category sets. */
export async function countProducts(db: Executor, filter: ProductFilter): Promise<number> {
  const count = filtered(db, filter).select((eb) => eb.fn.countAll<string>().as('n'));
  return keptCount(db, keptCountKey(filter), count, 0);
}

/**
 * How many products match, counting no further than `atMost` (a bound on what a count may cost).
 * A search that reaches the bound is kept as such for the generation: a broad term ("door", "door
 * motor") is the costly count, asked again and again, and the number of such terms is bounded by
 * the catalogue's own words; a narrow term is cheap to count and is not kept, so a scraper's
 * random terms store nothing.
 */
export async function countProductsUpTo(db: Executor, filter: ProductFilter, atMost: number): Promise<number> {
  const matches = filtered(db, filter).select(sql`1`.as('one')).limit(atMost).as('m');
  const count = db.selectFrom(matches).select((eb) => eb.fn.countAll<string>().as('n'));
  return keptCount(db, keptBoundKey(filter, atMost), count, atMost);
}

/** Sales in force, the soonest to end first (endless sales last). */
export function findSaleProducts(db: Executor, now: Date, limit: number): Promise<ProductRow[]> {
  return withColumns(filtered(db, { onSaleAt: now }))
    .orderBy(sql`p.sale_ends_at asc nulls last`)
    .orderBy('p.id')
    .limit(limit)
    .execute();
}

/** The product of a SKU if active; hidden ones too with `includeHidden` (an administrator's preview). */
export function findProductBySku(db: Executor, sku: string, { includeHidden = false } = {}): Promise<ProductRow | undefined> {
  return withColumns(filtered(db, {}, { includeHidden }))
    .where('p.sku', '=', sku)
    .executeTakeFirst();
}

/** The columns of a suggestion (issue 23): what identifies a product, never its prices; best first. */
export async function findSuggestions(db: Executor, terms: SearchTerms, limit: number) {
  const { ids } = await searchProductIds(db, { search: terms }, limit);
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('products as p')
    .select(['p.id', 'p.sku', 'p.part_number', 'p.name_en', 'p.name_ar', 'p.images', 'p.cross_references'])
    .where('p.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
