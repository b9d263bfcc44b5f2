import type { Insertable, Selectable } from 'kysely';
import type { ProductCore, ProductText } from '#lib/product';
import { CLASS_PRICE_COLUMNS, mapClasses, type ClassPriceColumn } from '#lib/roles';
import type { ProductsTable, StoredImage, StoredReference } from '../db/schema.ts';

/**
 * The one mapping between a products row and the product core (src/lib/product.ts), both ways:
 * the catalogue, the admin and the seed read and write products through it, so snake_case stops
 * here and a new field is mapped once.
 */

/** The product columns every read selects (with `p.` in front: see PRODUCT_COLUMNS). */
export const PRODUCT_CORE_COLUMNS = [
  'sku',
  'part_number',
  'name_en',
  'name_ar',
  'description_en',
  'description_ar',
  ...(Object.values(CLASS_PRICE_COLUMNS) as ClassPriceColumn[]),
  'on_sale',
  'sale_price',
  'sale_ends_at',
  'images',
  'cross_references',
] as const satisfies readonly (keyof ProductsTable)[];

type CoreColumn = (typeof PRODUCT_CORE_COLUMNS)[number];
/** A row as read: the core's columns, and the category ids gathered with it. */
export type ProductCoreRow = Pick<Selectable<ProductsTable>, CoreColumn> & { category_ids: number[] };
/** The core's columns as a save or the seed writes them. */
export type ProductCoreValues = Required<Pick<Insertable<ProductsTable>, CoreColumn>>;

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

export function productTextFromRow(row: Pick<Selectable<ProductsTable>, 'sku' | 'part_number' | 'name_en' | 'name_ar' | 'description_en' | 'description_ar'>): ProductText {
  return {
    sku: row.sku,
    partNumber: row.part_number,
    nameEn: row.name_en,
    nameAr: row.name_ar,
    descriptionEn: row.description_en,
    descriptionAr: row.description_ar,
  };
}

export function productFromRow(row: ProductCoreRow): ProductCore {
  return {
    ...productTextFromRow(row),
    prices: mapClasses((c) => row[CLASS_PRICE_COLUMNS[c]]),
    sale: { onSale: row.on_sale, price: row.sale_price, endsAt: iso(row.sale_ends_at) },
    images: row.images.map((image) => ({ key: image.key, altEn: image.alt_en, altAr: image.alt_ar })),
    categoryIds: row.category_ids,
    references: row.cross_references.map(({ kind, brand, number }) => ({ kind, brand, number })),
  };
}

/** The columns a save (or the seed) writes for the core; status, version and times are the writer's business. */
export function productRowValues(product: Omit<ProductCore, 'categoryIds'>): ProductCoreValues {
  const images: StoredImage[] = product.images.map((image) => ({ key: image.key, alt_en: image.altEn, alt_ar: image.altAr }));
  return {
    sku: product.sku,
    part_number: product.partNumber,
    name_en: product.nameEn,
    name_ar: product.nameAr,
    description_en: product.descriptionEn,
    description_ar: product.descriptionAr,
    ...(Object.fromEntries(Object.entries(CLASS_PRICE_COLUMNS).map(([c, column]) => [column, product.prices[c as keyof typeof product.prices]])) as Pick<ProductCoreValues, ClassPriceColumn>),
    on_sale: product.sale.onSale,
    sale_price: product.sale.price,
    sale_ends_at: product.sale.endsAt,
    images: JSON.stringify(images),
    cross_references: JSON.stringify(product.references.map(({ kind, brand, number }): StoredReference => ({ kind, brand, number }))),
  };
}
