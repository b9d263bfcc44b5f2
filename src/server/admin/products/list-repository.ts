import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { ProductSort, ProductStatus, SortDirection } from '#lib/admin/products';
import type { Locale } from '#i18n/locales';
import type { DB } from '../../db/schema.ts';
import { productSearchPattern, saleInForceAt } from '../../catalogue/product-repository.ts';

/**
 * The admin products table: hidden products included, searched, filtered and sorted, one page at
 * a time. Every order is total (it ends on a unique column) and has an index to walk in either
 * direction (migrations 2026-11-23T0000 and T0100), so a page costs the rows it skips in an index,
 * never a sort of the table.
 */
type Executor = Kysely<DB> | Transaction<DB>;

export interface AdminListFilter {
  /** Matched case-insensitively as "contains" in SKU, part number and both names. */
  search?: string;
  status?: ProductStatus;
  /** Only products whose sale is in force at this time. */
  onSaleAt?: Date;
}

/** The products the table shows under a filter (also what an export of the filter writes). */
export function filtered(db: Executor, filter: AdminListFilter) {
  let query = db.selectFrom('products as p');
  if (filter.status) query = query.where('p.status', '=', filter.status);
  const saleTime = filter.onSaleAt;
  if (saleTime) query = query.where((eb) => saleInForceAt(eb, saleTime));
  // The trigram-indexed search text: "contains" on all four columns in one index lookup.
  if (filter.search) query = query.where('p.search_text', 'like', productSearchPattern(filter.search));
  return query;
}

const flip = (direction: SortDirection): SortDirection => (direction === 'asc' ? 'desc' : 'asc');

/**
 * The ORDER BY of each sort. Status sorts newest first within a status (SPEC §9: hidden before
 * active by default); names (in the admin's language) and part numbers sort case-insensitively with
 * the id as tie-break.
 */
function orderTerms(sort: ProductSort, direction: SortDirection, locale: Locale): [RawBuilder<unknown>, SortDirection][] {
  switch (sort) {
    case 'status':
      return [[sql`p.status`, direction], [sql`p.created_at`, 'desc'], [sql`p.id`, 'desc']];
    case 'name':
      // By the name in the admin's language, in ICU's root collation: Arabic letters in the order
      // Arabic readers expect, Latin ones without regard to case; on PGlite, PostgreSQL and Neon alike.
      return [[sql`${sql.ref(`p.name_${locale}`)} collate "und-x-icu"`, direction], [sql`p.id`, direction]];
    case 'part_number':
      return [[sql`lower(p.part_number)`, direction], [sql`p.id`, direction]];
    case 'sku':
      return [[sql`p.sku`, direction]];
  }
}

export interface AdminPageRequest {
  sort: ProductSort;
  direction: SortDirection;
  /** The admin's language: which name the Name sort orders by. */
  locale: Locale;
  offset: number;
  limit: number;
  /**
   * Walk the order backwards (offset counted from the end) and answer in the requested order: a
   * page near the end then skips few index entries instead of nearly all of them.
   */
  fromEnd?: boolean;
}

/** One page of the table's rows, in the requested order. */
export async function findAdminProductPage(db: Executor, filter: AdminListFilter, request: AdminPageRequest) {
  const terms = orderTerms(request.sort, request.direction, request.locale);
  const walk = request.fromEnd ? terms.map(([expression, direction]) => [expression, flip(direction)] as const) : terms;
  // The page's ids first (an index walk), then the columns of those rows only.
  let ids = filtered(db, filter).select('p.id');
  for (const [expression, direction] of walk) ids = ids.orderBy(expression, direction);
  let query = db
    .selectFrom(ids.offset(request.offset).limit(request.limit).as('page'))
    .innerJoin('products as p', 'p.id', 'page.id')
    .select([
      'p.id',
      'p.sku',
      'p.part_number',
      'p.name_en',
      'p.name_ar',
      'p.status',
      'p.on_sale',
      'p.sale_price',
      'p.sale_ends_at',
      'p.version',
      sql<string | null>`p.images -> 0 ->> 'key'`.as('image'),
    ]);
  for (const [expression, direction] of terms) query = query.orderBy(expression, direction);
  return query.execute();
}

export type AdminListRow = Awaited<ReturnType<typeof findAdminProductPage>>[number];

export async function countAdminProducts(db: Executor, filter: AdminListFilter): Promise<number> {
  const row = await filtered(db, filter).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
