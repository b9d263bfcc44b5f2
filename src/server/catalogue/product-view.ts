import type { CatalogueCategory, CatalogueProduct } from '#lib/catalogue';
import { groupOf } from '#lib/categories';
import { priceArea, type PricePlacement } from '#lib/pricing';
import type { Role } from '#lib/roles';
import { productFromRow } from '../products/row.ts';
import { saleInForce } from '#lib/sale';
import type { ProductRow } from './product-repository.ts';

/**
 * Maps a product row to what one viewer may see. The class prices stop here: only the price
 * area shaped for the viewer's role leaves the server (SPEC §6, DESIGN §5).
 */
export function toCatalogueProduct(row: ProductRow, role: Role | null, placement: PricePlacement, now: Date): CatalogueProduct {
  const { prices, sale, ...shown } = productFromRow(row);
  const priced = { prices, onSale: sale.onSale, salePrice: sale.price, saleEndsAt: sale.endsAt };
  return {
    id: row.id,
    ...shown,
    sale: saleInForce(priced, now) ? { endsAt: sale.endsAt, after: sale.endsAt ? priceArea(role, { ...priced, onSale: false }, placement, now) : null } : null,
    price: priceArea(role, priced, placement, now),
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
