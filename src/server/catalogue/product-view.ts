import type { CatalogueCategory, CatalogueProduct } from '#lib/catalogue';
import { groupOf } from '#lib/categories';
import { priceArea, type PricePlacement } from '#lib/pricing';
import { CLASS_PRICE_COLUMNS, mapClasses, type Role } from '#lib/roles';
import { saleInForce } from '#lib/sale';
import type { ProductRow } from './product-repository.ts';

/**
 * Maps a product row to what one viewer may see. The class prices stop here: only the price
 * area shaped for the viewer's role leaves the server (SPEC §6, DESIGN §5).
 */
export function toCatalogueProduct(row: ProductRow, role: Role | null, placement: PricePlacement, now: Date): CatalogueProduct {
  const sale = { onSale: row.on_sale, salePrice: row.sale_price, saleEndsAt: row.sale_ends_at };
  const prices = mapClasses((c) => row[CLASS_PRICE_COLUMNS[c]]);
  return {
    id: row.id,
    sku: row.sku,
    partNumber: row.part_number,
    nameEn: row.name_en,
    nameAr: row.name_ar,
    descriptionEn: row.description_en,
    descriptionAr: row.description_ar,
    images: row.images.map((image) => ({ key: image.key, altEn: image.alt_en, altAr: image.alt_ar })),
    categoryIds: row.category_ids,
    sale: saleInForce(sale, now) ? { endsAt: row.sale_ends_at ? new Date(row.sale_ends_at).toISOString() : null } : null,
    price: priceArea(role, { ...sale, prices }, placement, now),
  };
}

export function toCatalogueCategory(row: { id: number; slug: string; name_en: string; name_ar: string; created_at: Date }): CatalogueCategory {
  return {
    id: row.id,
    slug: row.slug,
    nameEn: row.name_en,
    nameAr: row.name_ar,
    group: groupOf(row.name_en),
    createdAt: new Date(row.created_at).toISOString(),
  };
}
