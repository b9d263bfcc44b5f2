/**
 * SPEC §4, Sale: in force when on_sale is set, a sale price exists, and there is no end or the
 * end is still ahead. An expired sale behaves exactly as no sale.
 */
export interface SaleFields {
  onSale: boolean;
  salePrice: string | null;
  saleEndsAt: Date | string | null;
}

export function saleInForce(product: SaleFields, now: Date): boolean {
  if (!product.onSale || product.salePrice === null) return false;
  if (product.saleEndsAt === null) return true;
  return new Date(product.saleEndsAt).getTime() > now.getTime();
}
