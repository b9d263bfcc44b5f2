import { z } from 'zod';
import { CUSTOMER_CLASSES, type CustomerClass } from '../roles.ts';
import type { Decimal } from '../money.ts';
import { typeError } from '../validation/common.ts';
import { adminProductQuerySchema, databaseId } from './products.ts';

/**
 * Bulk actions on the products tab (issue 24): a selection (rows of this page, or every product
 * matching the filter, with the count the admin saw) and one action, applied in one transaction
 * and logged as one audit entry.
 */

/** The most rows a page selection names (a page has 25). */
export const MAX_SELECTED_IDS = 1000;
/** How many rows a price change's preview shows. */
export const PREVIEW_ROWS = 10;
export const PRICE_ROUNDINGS = ['0.05', '1.00'] as const;
export const PRICE_METHODS = ['percent', 'fixed'] as const;

const selection = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('ids'), ids: z.array(databaseId, { error: typeError }).min(1, { error: 'required' }).max(MAX_SELECTED_IDS, { error: 'too_big' }) }),
    z.strictObject({
      kind: z.literal('filter'),
      filter: adminProductQuerySchema.pick({ q: true, status: true, sale: true }),
      /** What the tab said "all N matching" with: a different count now refuses the action. */
      count: z.number({ error: typeError }).int().min(1, { error: 'too_small' }),
    }),
  ],
  { error: 'invalid_value' },
);
export type BulkSelection = z.infer<typeof selection>;

/** A signed amount: percent (-99.99 to 1000) or riyals, at most two decimals. */
const amount = z
  .string({ error: typeError })
  .trim()
  .regex(/^[+-]?\d{1,10}(\.\d{1,2})?$/, { error: 'invalid_price' });

export const priceChangeSchema = z.strictObject({
  classes: z.enum(['all', ...CUSTOMER_CLASSES], { error: 'invalid_value' }),
  method: z.enum(PRICE_METHODS, { error: 'invalid_value' }),
  amount,
  rounding: z.enum(PRICE_ROUNDINGS, { error: 'invalid_value' }),
});
export type PriceChange = z.infer<typeof priceChangeSchema>;

const action = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('hide') }),
    z.strictObject({ kind: z.literal('show') }),
    /** The admin types the number of products to delete. */
    z.strictObject({ kind: z.literal('delete'), confirm: z.string({ error: typeError }).max(20, { error: 'too_long' }) }),
    z.strictObject({ kind: z.literal('add_category'), categoryId: databaseId }),
    z.strictObject({ kind: z.literal('remove_category'), categoryId: databaseId }),
    z.strictObject({ kind: z.literal('price'), change: priceChangeSchema }),
  ],
  { error: 'invalid_value' },
);
export type BulkAction = z.infer<typeof action>;
export type BulkActionKind = BulkAction['kind'];

/** POST /api/admin/product-bulk */
export const bulkRequestSchema = z.strictObject({ selection, action }, { error: typeError });
export type BulkRequest = z.infer<typeof bulkRequestSchema>;

/** POST /api/admin/product-bulk/preview: a price change's first rows, before and after. */
export const bulkPreviewSchema = z.strictObject({ selection, change: priceChangeSchema }, { error: typeError });

export interface PricePreviewRow {
  id: number;
  sku: string;
  nameEn: string;
  nameAr: string;
  prices: { class: CustomerClass; before: Decimal; after: Decimal }[];
}

export interface PricePreview {
  count: number;
  rows: PricePreviewRow[];
}

export interface BulkResult {
  /** Products the action changed (a product already hidden is not "changed" by hide). */
  changed: number;
  /** Products selected. */
  selected: number;
}
