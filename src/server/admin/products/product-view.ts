import type { AdminProduct, AdminProductListItem } from '#lib/admin/products';
import { saleInForce } from '#lib/sale';
import type { AdminListRow } from './list-repository.ts';
import type { AdminProductRow } from './repository.ts';
import { productFromRow } from '../../products/row.ts';

/** Rows to the admin's camelCase types and back; snake_case stops here. */

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

export function toAdminProduct(row: AdminProductRow): AdminProduct {
  return {
    id: row.id,
    ...productFromRow(row),
    status: row.status,
    version: row.version,
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
  };
}

export function toAdminListItem(row: AdminListRow, now: Date): AdminProductListItem {
  return {
    id: row.id,
    sku: row.sku,
    partNumber: row.part_number,
    nameEn: row.name_en,
    nameAr: row.name_ar,
    status: row.status,
    onSale: saleInForce({ onSale: row.on_sale, salePrice: row.sale_price, saleEndsAt: row.sale_ends_at }, now),
    image: row.image,
    version: row.version,
  };
}

/** The table's row of a product just written (the status change answers with it). */
export function listItemOf(product: AdminProduct, now: Date): AdminProductListItem {
  return {
    id: product.id,
    sku: product.sku,
    partNumber: product.partNumber,
    nameEn: product.nameEn,
    nameAr: product.nameAr,
    status: product.status,
    onSale: saleInForce({ onSale: product.sale.onSale, salePrice: product.sale.price, saleEndsAt: product.sale.endsAt }, now),
    image: product.images[0]?.key ?? null,
    version: product.version,
  };
}
