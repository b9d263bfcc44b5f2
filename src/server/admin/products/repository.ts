import type { Kysely, Transaction, Updateable } from 'kysely';
import type { ProductStatus } from '#lib/admin/products';
import type { DB, ProductsTable } from '../../db/schema.ts';
import { CATEGORY_IDS, PRODUCT_COLUMNS } from '../../catalogue/product-repository.ts';
import type { ProductCoreValues } from '../../products/row.ts';

/** SQL of one product as the admin edits it. Services own the transactions these run in. */
type Executor = Kysely<DB> | Transaction<DB>;


function productQuery(db: Executor) {
  return db
    .selectFrom('products as p')
    // The catalogue's columns, plus what an edit needs to detect a concurrent save.
    .select([...PRODUCT_COLUMNS, 'p.version', 'p.updated_at'])
    .select(CATEGORY_IDS);
}

export type AdminProductRow = Awaited<ReturnType<ReturnType<typeof productQuery>['executeTakeFirstOrThrow']>>;

export function findAdminProduct(db: Executor, id: number): Promise<AdminProductRow | undefined> {
  return productQuery(db).where('p.id', '=', id).executeTakeFirst();
}

/**
 * The product, row-locked until the transaction ends: a second writer waits, then reads what the
 * first one committed (locked first and read after, so its categories are as fresh as its row).
 */
export async function lockAdminProduct(tx: Transaction<DB>, id: number): Promise<AdminProductRow | undefined> {
  const locked = await tx.selectFrom('products').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
  return locked ? findAdminProduct(tx, id) : undefined;
}

/**
 * Which of these categories exist, each locked against deletion until the transaction ends (a
 * category delete counts its products under its own row lock, so it either sees this save or
 * this save sees the category gone).
 */
export async function lockExistingCategoryIds(tx: Transaction<DB>, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx.selectFrom('categories').select('id').where('id', 'in', [...ids]).forKeyShare().execute();
  return new Set(rows.map((r) => r.id));
}

/** A new product, always hidden (SPEC §4); null when the SKU is taken. */
export async function insertProduct(tx: Transaction<DB>, values: ProductCoreValues, now: Date): Promise<number | null> {
  const row = await tx
    .insertInto('products')
    .values({ ...values, status: 'hidden', created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('sku').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Writes a save over the version it was read at; false when another save got there first. */
export async function updateProduct(
  tx: Transaction<DB>,
  id: number,
  expectedVersion: number,
  values: Updateable<ProductsTable>,
  now: Date,
): Promise<boolean> {
  const row = await tx
    .updateTable('products')
    .set((eb) => ({ ...values, version: eb('version', '+', 1), updated_at: now }))
    .where('id', '=', id)
    .where('version', '=', expectedVersion)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function setProductStatus(tx: Transaction<DB>, id: number, status: ProductStatus, now: Date): Promise<void> {
  await tx
    .updateTable('products')
    .set((eb) => ({ status, version: eb('version', '+', 1), updated_at: now }))
    .where('id', '=', id)
    .execute();
}

/** The product's categories become exactly these. */
export async function replaceCategoryLinks(tx: Transaction<DB>, productId: number, categoryIds: readonly number[]): Promise<void> {
  await tx.deleteFrom('product_categories').where('product_id', '=', productId).execute();
  if (categoryIds.length === 0) return;
  await tx
    .insertInto('product_categories')
    .values(categoryIds.map((category_id) => ({ product_id: productId, category_id })))
    .execute();
}

/**
 * Quotes keep naming a deleted product: its SKU, part number and names as the inbox showed them a
 * moment before are copied onto them, before the foreign key sets their product to null.
 */
export async function copyProductOntoQuotes(
  tx: Transaction<DB>,
  product: Pick<AdminProductRow, 'id' | 'sku' | 'part_number' | 'name_en' | 'name_ar'>,
): Promise<void> {
  await tx
    .updateTable('quotes')
    .set({
      product_sku: product.sku,
      product_part_number: product.part_number,
      product_name_en: product.name_en,
      product_name_ar: product.name_ar,
    })
    .where('product_id', '=', product.id)
    .execute();
}

export async function deleteProduct(tx: Transaction<DB>, id: number): Promise<void> {
  await tx.deleteFrom('products').where('id', '=', id).execute();
}
