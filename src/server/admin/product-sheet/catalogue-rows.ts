import { sql, type Kysely, type Transaction } from 'kysely';
import type { ProductCore, ProductStatus } from '#lib/product';
import type { DB } from '../../db/schema.ts';
import { CATEGORY_IDS, PRODUCT_COLUMNS } from '../../catalogue/product-repository.ts';
import { productFromRow } from '../../products/row.ts';
import { filtered, type AdminListFilter } from '../products/list-repository.ts';

type Executor = Kysely<DB> | Transaction<DB>;

export type SheetProduct = ProductCore & { id: number; status: ProductStatus; version: number };

/** Rows read per query: the export holds one batch at a time, whatever the catalogue's size. */
export const EXPORT_BATCH = 1000;

function productColumns(db: Executor) {
  return db.selectFrom('products as p').select([...PRODUCT_COLUMNS, 'p.version']).select(CATEGORY_IDS);
}

const toSheetProduct = (row: Awaited<ReturnType<ReturnType<typeof productColumns>['execute']>>[number]): SheetProduct => ({
  ...productFromRow(row),
  id: row.id,
  status: row.status,
  version: row.version,
});

/**
 * Every product under the filter, in SKU order, a batch at a time: keyset pagination on the unique
 * SKU, so batch n costs what batch 1 does and memory holds one batch.
 */
export async function* productsInSkuOrder(db: Executor, filter: AdminListFilter = {}): AsyncGenerator<SheetProduct[]> {
  let after: string | null = null;
  for (;;) {
    let query = filtered(db, filter).select([...PRODUCT_COLUMNS, 'p.version']).select(CATEGORY_IDS);
    if (after !== null) query = query.where('p.sku', '>', after);
    const rows = await query.orderBy('p.sku').limit(EXPORT_BATCH).execute();
    if (rows.length === 0) return;
    yield rows.map(toSheetProduct);
    if (rows.length < EXPORT_BATCH) return;
    after = rows.at(-1)!.sku;
  }
}

/** The products with these SKUs (an import's batch), by SKU. */
export async function productsBySku(db: Executor, skus: readonly string[]): Promise<Map<string, SheetProduct>> {
  if (skus.length === 0) return new Map();
  // One parameter for the whole batch (`= any($1)`), not one per SKU.
  const rows = await productColumns(db)
    .where('p.sku', '=', sql<string>`any(${sql.val([...skus])}::text[])`)
    .execute();
  return new Map(rows.map((row) => [row.sku, toSheetProduct(row)]));
}

export interface CategoryNames {
  /** English name of a category id. */
  nameOf(id: number): string;
  /** Id of a category by its English name (trimmed, case-insensitive), or undefined. */
  idOf(name: string): number | undefined;
}

/** The categories by English name (a short list: read once per export or import). */
export async function categoryNames(db: Executor): Promise<CategoryNames> {
  const rows = await db.selectFrom('categories').select(['id', 'name_en']).execute();
  const byId = new Map(rows.map((r) => [r.id, r.name_en]));
  const byName = new Map(rows.map((r) => [r.name_en.trim().toLowerCase(), r.id]));
  return {
    nameOf: (id) => byId.get(id) ?? String(id),
    idOf: (name) => byName.get(name.trim().toLowerCase()),
  };
}
