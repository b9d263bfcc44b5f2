import type { Transaction } from 'kysely';
import type { AdminProduct, AdminProductListItem, ProductCreate, ProductStatus, ProductUpdate } from '#lib/admin/products';
import type { FieldErrors } from '#lib/validation/field-errors';
import type { Database } from '../../db/index.ts';
import type { DB } from '../../db/schema.ts';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors.ts';
import type { AuditActor } from '../audit.ts';
import { adminWrite } from '../write.ts';
import { queuePhotoDeletions } from '../../media/photo-files.ts';
import { claimStagedPhotos } from '../photos/staged-photos.ts';
import { productWriteTags } from './cache-tags.ts';
import { isForeignKeyViolation, isUniqueViolation } from './database-errors.ts';
import { listItemOf, toAdminProduct } from './product-view.ts';
import { productRowValues } from '../../products/row.ts';
import {
  copyProductOntoQuotes,
  deleteProduct as deleteProductRow,
  findAdminProduct,
  insertProduct,
  lockAdminProduct,
  lockExistingCategoryIds,
  replaceCategoryLinks,
  setProductStatus,
  updateProduct as updateProductRow,
  type AdminProductRow,
} from './repository.ts';

/**
 * The admin's product writes (ADR 0010). Each is one transaction: the product, its category links,
 * its photo list (staged photos claimed, dropped ones queued for deletion) and the audit entry
 * commit together or not at all. After the commit the CDN is purged and dropped files deleted.
 */

const productNotFound = () => notFound('product_not_found');
const skuTaken = () => new HttpError(409, 'sku_taken', { sku: 'sku_taken' });

export async function getAdminProduct(db: Database, id: number): Promise<AdminProduct> {
  const row = await findAdminProduct(db, id);
  if (!row) throw productNotFound();
  return toAdminProduct(row);
}

/** Checks that need no database: a sale that would already be over, a photo listed twice. */
function checkDraft(input: ProductCreate, now: Date): void {
  const fields: FieldErrors = {};
  if (input.sale.onSale && input.sale.endsAt !== null && Date.parse(input.sale.endsAt) <= now.getTime()) fields['sale.endsAt'] = 'sale_end_past';
  const keys = input.images.map((i) => i.key);
  if (new Set(keys).size !== keys.length) fields.images = 'duplicate_image';
  if (Object.keys(fields).length) throw badRequest(fields);
}

/**
 * The categories must exist (and are locked against deletion until commit); each photo must be
 * the product's already or staged by an upload, which the save claims.
 */
async function checkReferences(tx: Transaction<DB>, input: ProductCreate, currentKeys: ReadonlySet<string>): Promise<void> {
  const fields: FieldErrors = {};
  const existing = await lockExistingCategoryIds(tx, input.categoryIds);
  if (input.categoryIds.some((id) => !existing.has(id))) fields.categoryIds = 'unknown_category';
  const unknown = await claimStagedPhotos(tx, input.images.map((i) => i.key).filter((key) => !currentKeys.has(key)));
  if (unknown.length) fields.images = 'unknown_image';
  if (Object.keys(fields).length) throw badRequest(fields);
}

/** Races the checks cannot see are settled by the database's constraints: never a 500. */
function refuseConflicts(error: unknown): HttpError | undefined {
  if (isUniqueViolation(error, 'products_sku_key')) return skuTaken();
  if (isForeignKeyViolation(error)) return badRequest({ categoryIds: 'unknown_category' });
  return undefined;
}

async function reread(tx: Transaction<DB>, id: number): Promise<AdminProductRow> {
  const row = await findAdminProduct(tx, id);
  if (!row) throw new Error(`product ${id} vanished inside its own transaction`);
  return row;
}

/** POST /api/admin/products: a new product, always hidden. */
export async function createProduct(db: Database, actor: AuditActor, input: ProductCreate, now = new Date()): Promise<AdminProduct> {
  checkDraft(input, now);
  return adminWrite(db, actor, {
    now,
    refuse: refuseConflicts,
    change: async (tx) => {
      await checkReferences(tx, input, new Set());
      const id = await insertProduct(tx, productRowValues(input), now);
      if (id === null) throw skuTaken();
      await replaceCategoryLinks(tx, id, input.categoryIds);
      const after = toAdminProduct(await reread(tx, id));
      return {
        result: after,
        audit: { action: 'product.create', entity: 'product', entityId: id, sku: after.sku, after },
        purge: productWriteTags(null, after),
      };
    },
  });
}

/** PUT /api/admin/products/:id: the whole product over the version the editor loaded (else 409). */
export async function updateProduct(db: Database, actor: AuditActor, id: number, input: ProductUpdate, now = new Date()): Promise<AdminProduct> {
  checkDraft(input, now);
  return adminWrite(db, actor, {
    now,
    refuse: refuseConflicts,
    change: async (tx) => {
      const current = await lockAdminProduct(tx, id);
      if (!current) throw productNotFound();
      if (current.version !== input.version) throw conflict('version_conflict');
      const currentKeys = new Set(current.images.map((i) => i.key));
      await checkReferences(tx, input, currentKeys);
      if (!(await updateProductRow(tx, id, input.version, { ...productRowValues(input), status: input.status }, now))) throw conflict('version_conflict');
      await replaceCategoryLinks(tx, id, input.categoryIds);
      const kept = new Set(input.images.map((i) => i.key));
      const dropped = [...currentKeys].filter((key) => !kept.has(key));
      await queuePhotoDeletions(tx, dropped);
      const before = toAdminProduct(current);
      const after = toAdminProduct(await reread(tx, id));
      return {
        result: after,
        audit: { action: 'product.update', entity: 'product', entityId: id, sku: after.sku, before, after },
        purge: productWriteTags(before, after),
        filesDropped: dropped.length > 0,
      };
    },
  });
}

/** PATCH /api/admin/products/:id/status: hide or show; setting the status it has changes nothing. */
export async function changeProductStatus(db: Database, actor: AuditActor, id: number, status: ProductStatus, now = new Date()): Promise<AdminProductListItem> {
  const after = await adminWrite(db, actor, {
    now,
    change: async (tx) => {
      const current = await lockAdminProduct(tx, id);
      if (!current) throw productNotFound();
      const before = toAdminProduct(current);
      if (current.status === status) return { result: before, audit: null };
      await setProductStatus(tx, id, status, now);
      const after = toAdminProduct(await reread(tx, id));
      return {
        result: after,
        audit: { action: status === 'hidden' ? 'product.hide' : 'product.show', entity: 'product', entityId: id, sku: after.sku, before, after },
        purge: productWriteTags(before, after),
      };
    },
  });
  return listItemOf(after, now);
}

/**
 * DELETE /api/admin/products/:id. Its quotes stay and keep naming it; its photos are queued for
 * deletion with the row and deleted once the delete has committed.
 */
export async function deleteProduct(db: Database, actor: AuditActor, id: number, now = new Date()): Promise<void> {
  await adminWrite(db, actor, {
    now,
    change: async (tx) => {
      const current = await lockAdminProduct(tx, id);
      if (!current) throw productNotFound();
      await copyProductOntoQuotes(tx, current);
      await queuePhotoDeletions(tx, current.images.map((i) => i.key));
      await deleteProductRow(tx, id);
      const before = toAdminProduct(current);
      return {
        result: undefined,
        audit: { action: 'product.delete', entity: 'product', entityId: id, sku: before.sku, before },
        purge: productWriteTags(before, null),
        filesDropped: before.images.length > 0,
      };
    },
  });
}
