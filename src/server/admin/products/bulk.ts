import { sql, type RawBuilder, type Transaction } from 'kysely';
import { PREVIEW_ROWS, type BulkAction, type BulkRequest, type BulkResult, type BulkSelection, type PriceChange, type PricePreview } from '#lib/admin/product-bulk';
import { CLASS_PRICE_COLUMNS, CUSTOMER_CLASSES, type CustomerClass } from '#lib/roles';
import type { Database } from '../../db/index.ts';
import type { DB } from '../../db/schema.ts';
import { badRequest, conflict, HttpError } from '../../http/errors.ts';
import { CATALOGUE_TAG } from '../../http/cache-tags.ts';
import { queuePhotoDeletions } from '../../media/photo-files.ts';
import type { AuditActor } from '../audit.ts';
import { adminWrite } from '../write.ts';
import { filtered } from './list-repository.ts';

/**
 * Bulk actions on the products tab (issue 24): the selection is locked, the action is made with
 * set-based statements, every changed product's version moves on (an editor open on one of them
 * then meets a 409), and one audit entry records the action and its counts, in one transaction.
 * The CDN's catalogue is purged once, after the commit.
 */

type Tx = Transaction<DB>;

/** The selected products' ids, locked; a filter selection must still match the count the admin saw. */
async function lockSelection(tx: Tx, selection: BulkSelection, now: Date): Promise<number[]> {
  let ids: number[];
  if (selection.kind === 'ids') {
    ids = (await tx.selectFrom('products').select('id').where('id', 'in', selection.ids).orderBy('id').forUpdate().execute()).map((r) => r.id);
  } else {
    const { q, status, sale } = selection.filter;
    const matching = filtered(tx, { search: q || undefined, status: status === 'all' ? undefined : status, onSaleAt: sale === 'on_sale' ? now : undefined }).select('p.id');
    ids = (await tx.selectFrom('products').select('id').where('id', 'in', matching).orderBy('id').forUpdate().execute()).map((r) => r.id);
    if (ids.length !== selection.count) throw conflict('bulk_selection_changed');
  }
  if (ids.length === 0) throw conflict('bulk_selection_changed');
  return ids;
}

const classesOf = (change: PriceChange): readonly CustomerClass[] => (change.classes === 'all' ? CUSTOMER_CLASSES : [change.classes]);

/** The new price of a column, exact in numeric: changed, then rounded to the step (half away from zero). */
function newPrice(column: string, change: PriceChange): RawBuilder<string> {
  const step = sql`${change.rounding}::numeric`;
  const amount = sql`${change.amount}::numeric`;
  const changed = change.method === 'percent' ? sql`${sql.ref(column)} * (100 + ${amount}) / 100` : sql`${sql.ref(column)} + ${amount}`;
  return sql<string>`(round(${changed} / ${step}) * ${step})::numeric(12,2)`;
}

/** A change that would leave a price below zero (or past numeric(12,2)) refuses the whole action. */
async function checkPrices(tx: Tx, ids: readonly number[], change: PriceChange): Promise<void> {
  for (const c of classesOf(change)) {
    const column = CLASS_PRICE_COLUMNS[c];
    const changed = change.method === 'percent' ? sql`${sql.ref(column)} * (100 + ${change.amount}::numeric) / 100` : sql`${sql.ref(column)} + ${change.amount}::numeric`;
    const row = await sql<{ low: string | null; high: string | null }>`
      select min(${changed}) as low, max(${changed}) as high from products where id = any(${sql.val(ids)}::int[]) and ${sql.ref(column)} is not null`.execute(tx);
    const { low, high } = row.rows[0] ?? { low: null, high: null };
    if (low !== null && Number(low) < 0) throw badRequest({ amount: 'negative_price' });
    if (high !== null && Number(high) >= 1e10) throw badRequest({ amount: 'price_too_large' });
  }
}

async function act(tx: Tx, ids: number[], action: BulkAction, now: Date): Promise<{ changed: number; droppedPhotos: boolean }> {
  const bump = { version: sql<number>`version + 1`, updated_at: now };
  switch (action.kind) {
    case 'hide':
    case 'show': {
      const status = action.kind === 'hide' ? 'hidden' : 'active';
      const rows = await tx.updateTable('products').set({ status, ...bump }).where('id', 'in', ids).where('status', '!=', status).returning('id').execute();
      return { changed: rows.length, droppedPhotos: false };
    }
    case 'delete': {
      if (action.confirm.trim() !== String(ids.length)) throw badRequest({ confirm: 'invalid_value' });
      // Quotes keep naming the products (as one delete does), and their photos are queued for deletion.
      await sql`update quotes q set product_sku = p.sku, product_part_number = p.part_number, product_name_en = p.name_en, product_name_ar = p.name_ar
        from products p where q.product_id = p.id and p.id = any(${sql.val(ids)}::int[])`.execute(tx);
      const photos = await sql<{ key: string }>`select distinct image ->> 'key' as key from products, jsonb_array_elements(images) as image where id = any(${sql.val(ids)}::int[])`.execute(tx);
      await queuePhotoDeletions(
        tx,
        photos.rows.map((r) => r.key),
      );
      const rows = await tx.deleteFrom('products').where('id', 'in', ids).returning('id').execute();
      return { changed: rows.length, droppedPhotos: photos.rows.length > 0 };
    }
    case 'add_category': {
      const category = await tx.selectFrom('categories').select('id').where('id', '=', action.categoryId).forKeyShare().executeTakeFirst();
      if (!category) throw badRequest({ categoryId: 'unknown_category' });
      const added = await sql<{ product_id: number }>`insert into product_categories (product_id, category_id)
        select id, ${action.categoryId} from unnest(${sql.val(ids)}::int[]) as id on conflict do nothing returning product_id`.execute(tx);
      const changed = added.rows.map((r) => r.product_id);
      if (changed.length) await tx.updateTable('products').set(bump).where('id', 'in', changed).execute();
      return { changed: changed.length, droppedPhotos: false };
    }
    case 'remove_category': {
      // A product keeps at least one category (the editor's rule): removing its only one refuses the action.
      const only = await sql<{ n: string }>`select count(*) as n from product_categories pc where pc.category_id = ${action.categoryId}
        and pc.product_id = any(${sql.val(ids)}::int[])
        and not exists (select 1 from product_categories o where o.product_id = pc.product_id and o.category_id <> pc.category_id)`.execute(tx);
      if (Number(only.rows[0]?.n ?? 0) > 0) throw new HttpError(400, 'invalid_input', { categoryId: 'categories_required' }, undefined, { count: Number(only.rows[0]!.n) });
      const removed = await tx.deleteFrom('product_categories').where('category_id', '=', action.categoryId).where('product_id', 'in', ids).returning('product_id').execute();
      const changed = removed.map((r) => r.product_id);
      if (changed.length) await tx.updateTable('products').set(bump).where('id', 'in', changed).execute();
      return { changed: changed.length, droppedPhotos: false };
    }
    case 'price': {
      await checkPrices(tx, ids, action.change);
      const set = Object.fromEntries(classesOf(action.change).map((c) => [CLASS_PRICE_COLUMNS[c], newPrice(CLASS_PRICE_COLUMNS[c], action.change)]));
      // Only the rows whose price really moves count as changed.
      const moved = classesOf(action.change).map((c) => sql`${sql.ref(CLASS_PRICE_COLUMNS[c])} is distinct from ${newPrice(CLASS_PRICE_COLUMNS[c], action.change)}`);
      const rows = await tx
        .updateTable('products')
        .set({ ...set, ...bump })
        .where('id', 'in', ids)
        .where(sql<boolean>`(${sql.join(moved, sql` or `)})`)
        .returning('id')
        .execute();
      return { changed: rows.length, droppedPhotos: false };
    }
  }
}

/** POST /api/admin/product-bulk: the action on the selection, all of it or nothing. */
export async function bulkAction(db: Database, actor: AuditActor, request: BulkRequest, now = new Date()): Promise<BulkResult> {
  return adminWrite(db, actor, {
    now,
    change: async (tx) => {
      const ids = await lockSelection(tx, request.selection, now);
      const { changed, droppedPhotos } = await act(tx, ids, request.action, now);
      const result = { changed, selected: ids.length };
      const { kind } = request.action;
      const details = request.action.kind === 'price' ? request.action.change : 'categoryId' in request.action ? { categoryId: request.action.categoryId } : {};
      return {
        result,
        audit: changed ? { action: 'product.bulk', entity: 'product', entityId: `bulk:${kind}`, after: { action: kind, ...details, ...result } } : null,
        purge: changed ? [CATALOGUE_TAG] : [],
        filesDropped: droppedPhotos,
      };
    },
  });
}

/** POST /api/admin/product-bulk/preview: the first rows of a price change, before and after (nothing written). */
export async function previewPriceChange(db: Database, selection: BulkSelection, change: PriceChange, now = new Date()): Promise<PricePreview> {
  return db.transaction().execute(async (tx) => {
    const ids = await lockSelection(tx, selection, now);
    const classes = classesOf(change);
    const rows = await tx
      .selectFrom('products')
      .select(['id', 'sku', 'name_en', 'name_ar'])
      .select(classes.flatMap((c) => [sql.ref<string | null>(CLASS_PRICE_COLUMNS[c]).as(`before_${c}`), newPrice(CLASS_PRICE_COLUMNS[c], change).as(`after_${c}`)]))
      .where('id', 'in', ids)
      .orderBy('sku')
      .limit(PREVIEW_ROWS)
      .execute();
    return {
      count: ids.length,
      rows: rows.map((row) => {
        const r = row as unknown as Record<string, string | null>;
        return {
          id: row.id,
          sku: row.sku,
          nameEn: row.name_en,
          nameAr: row.name_ar,
          prices: classes.filter((c) => r[`before_${c}`] !== null).map((c) => ({ class: c, before: r[`before_${c}`]!, after: r[`after_${c}`]! })),
        };
      }),
    };
  });
}
