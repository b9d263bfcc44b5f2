import type { Decimal } from './money.ts';
import type { CustomerClass } from './roles.ts';

/**
 * The one product core (issue 18): the fields every shape of a product shares, from the table row
 * to the catalogue card, the admin editor, its draft and the seed. A new product field is added
 * here (and to the row mapper, src/server/products/row.ts), and every shape that builds on these
 * types either carries it or says why not.
 */

export const SKU_PATTERN = /^[0-9]{8}$/;

export const PRODUCT_STATUSES = ['active', 'hidden'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** How long each text of a product may be. */
export const PRODUCT_LIMITS = {
  partNumber: 100,
  name: 200,
  description: 5000,
  alt: 200,
  search: 100,
  images: 12,
  /** Cross-references (OEM numbers and numbers replaced) per product, and each one's texts. */
  references: 30,
  referenceBrand: 60,
  referenceNumber: 100,
} as const;

/**
 * Issue 23: another number the part is known by. `oem`: the number a brand (the lift's maker)
 * gives it; `replaces`: an earlier number this part supersedes (its brand may be empty). A search
 * for either finds the part and says why.
 */
export const REFERENCE_KINDS = ['oem', 'replaces'] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];
export interface ProductReference {
  kind: ReferenceKind;
  brand: string;
  number: string;
}

/** Who the product is and what it is called, in every language. */
export interface ProductText {
  sku: string;
  partNumber: string;
  nameEn: string;
  nameAr: string;
  descriptionEn: string;
  descriptionAr: string;
}

const TEXT_FIELDS = ['sku', 'partNumber', 'nameEn', 'nameAr', 'descriptionEn', 'descriptionAr'] as const satisfies readonly (keyof ProductText)[];

/** A product's text before anything is typed: every field empty. */
export const EMPTY_PRODUCT_TEXT = Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as unknown as Readonly<ProductText>;

/** The text of any shape of a product, and nothing else of it. */
export function productText(product: ProductText): ProductText {
  return Object.fromEntries(TEXT_FIELDS.map((field) => [field, product[field]])) as unknown as ProductText;
}

/** A product photo: its storage key and its alt text per language (empty: the product's name). */
export interface ProductImage {
  key: string;
  altEn: string;
  altAr: string;
}

/** Each customer class's price for one product; null where the class is shown no price. */
export type ClassPrices = Record<CustomerClass, Decimal | null>;

/** The sale as stored: it is in force only with the flag, a price, and no end or an end ahead (src/lib/sale.ts). */
export interface ProductSale {
  onSale: boolean;
  price: Decimal | null;
  /** ISO date-time, or null for a sale without end. */
  endsAt: string | null;
}

/** Everything an admin edits about a product: what a save writes and what the seed inserts. */
export interface ProductCore extends ProductText {
  prices: ClassPrices;
  sale: ProductSale;
  /** Photos in display order (the first is the main photo). */
  images: ProductImage[];
  categoryIds: number[];
  /** OEM numbers by brand and the numbers it replaces, in the order the admin lists them. */
  references: ProductReference[];
}
