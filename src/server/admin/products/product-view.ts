import type { AdminProduct, AdminProductListItem, ProductCreate } from '#lib/admin/products';
import { CLASS_PRICE_COLUMNS, mapClasses } from '#lib/roles';
import { saleInForce } from '#lib/sale';
import type { AdminListRow } from './list-repository.ts';
import type { AdminProductRow, ProductValues } from './repository.ts';

/** Rows to the admin's camelCase types and back; snake_case stops here. */

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

export function toAdminProduct(row: AdminProductRow): AdminProduct {
  return {
    id: row.id,
    sku: row.sku,
    partNumber: row.part_number,
    nameEn: row.name_en,
    nameAr: row.name_ar,
    descriptionEn: row.description_en,
    descriptionAr: row.description_ar,
    prices: mapClasses((c) => row[CLASS_PRICE_COLUMNS[c]]),
    sale: { onSale: row.on_sale, price: row.sale_price, endsAt: iso(row.sale_ends_at) },
    categoryIds: row.category_ids,
    images: row.images.map((image) => ({ key: image.key, altEn: image.alt_en, altAr: image.alt_ar })),
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

/** The row of a product as the editor sent it (status and version are the service's business). */
export function productValues(input: ProductCreate): ProductValues {
  return {
    sku: input.sku,
    part_number: input.partNumber,
    name_en: input.nameEn,
    name_ar: input.nameAr,
    description_en: input.descriptionEn,
    description_ar: input.descriptionAr,
    ...(Object.fromEntries(Object.entries(CLASS_PRICE_COLUMNS).map(([c, column]) => [column, input.prices[c as keyof typeof input.prices]])) as Pick<
      ProductValues,
      (typeof CLASS_PRICE_COLUMNS)[keyof typeof CLASS_PRICE_COLUMNS]
    >),
    on_sale: input.sale.onSale,
    sale_price: input.sale.price,
    sale_ends_at: input.sale.endsAt,
    images: JSON.stringify(input.images.map((image) => ({ key: image.key, alt_en: image.altEn, alt_ar: image.altAr }))),
  };
}
