import { type Expression, type ExpressionBuilder, type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';
import { PRODUCT_CORE_COLUMNS } from '../products/row.ts';

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
  /** Already normalised (src/lib/search.ts); matched case-insensitively as "contains". */
  search?: string;
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
  if (filter.search) query = query.where('p.search_text', 'like', likeContains(filter.search));
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
 * One page in catalogue order (creation date, then id: stable even for equal dates). The page's
 * ids are chosen first and the columns and category ids read for those rows only: a select list
 * is otherwise computed for every row an OFFSET skips.
 */
export function findProductPage(db: Executor, filter: ProductFilter, page: { offset: number; limit: number }): Promise<ProductRow[]> {
  const pageIds = filtered(db, filter)
    .select(['p.id', 'p.created_at'])
    .orderBy('p.created_at')
    .orderBy('p.id')
    .offset(page.offset)
    .limit(page.limit)
    .as('page');
  return db
    .selectFrom(pageIds)
    .innerJoin('products as p', 'p.id', 'page.id')
    .select(PRODUCT_COLUMNS)
    .select(CATEGORY_IDS)
    .orderBy('page.created_at')
    .orderBy('page.id')
    .execute();
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
  return `q:${atMost}:${filter.category ? categoryKey(filter.category) : 'all'}:${filter.search.toLowerCase()}`;
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
