import type { z } from 'zod';
import { toLatinDigits } from '#lib/digits';
import { mapClasses, REQUIRED_PRICE_CLASS, type CustomerClass } from '#lib/roles';
import { fieldErrors, type FieldErrors } from '#lib/validation/field-errors';
import { productCreateSchema, productUpdateSchema, type AdminProduct, type ProductStatus } from '#lib/admin/products';
import type { ProductPrefill } from '#lib/admin/product-prefill';
import { EMPTY_PRODUCT_TEXT, productText, type ProductImage, type ProductReference, type ProductText } from '#lib/product';
import { endsAtFromInput, riyadhInputFromIso } from './riyadh-time.ts';

/**
 * The editor's form as typed: every value a string (money included, never a float), the sale end
 * as a Riyadh `datetime-local` value. Photos live beside it (they upload on their own) and join
 * it only in the payload.
 */
export interface ProductDraft extends ProductText {
  prices: Record<CustomerClass, string>;
  sale: { onSale: boolean; price: string; endsAt: string };
  categoryIds: number[];
  /** OEM numbers and numbers replaced, as typed. */
  references: ProductReference[];
  /** Only an existing product's status is edited; a new one is created hidden (SPEC §4). */
  status: ProductStatus;
}

export type DraftImage = ProductImage;

export type CreateBody = z.input<typeof productCreateSchema>;
export type UpdateBody = z.input<typeof productUpdateSchema>;

/** A new product's form: empty, or with the fields a link filled (product-prefill.ts). */
export function emptyDraft(prefill: ProductPrefill = {}): ProductDraft {
  return {
    ...EMPTY_PRODUCT_TEXT,
    ...prefill,
    prices: mapClasses(() => ''),
    sale: { onSale: false, price: '', endsAt: '' },
    categoryIds: [],
    references: [],
    status: 'hidden',
  };
}

export function draftFromProduct(product: AdminProduct): ProductDraft {
  return {
    ...productText(product),
    prices: mapClasses((c) => product.prices[c] ?? ''),
    sale: { onSale: product.sale.onSale, price: product.sale.price ?? '', endsAt: riyadhInputFromIso(product.sale.endsAt) },
    categoryIds: [...product.categoryIds],
    references: product.references.map((r) => ({ ...r })),
    status: product.status,
  };
}

/**
 * A price or SKU as an Arabic keyboard types it: Arabic-Indic digits and the Arabic decimal
 * separator (٫) as the ASCII the API takes. Anything else stays for the schema to judge.
 */
export function asciiNumber(value: string): string {
  return toLatinDigits(value).replace(/\u066b/g, '.');
}

/**
 * The POST body. Prices go as the strings typed ('' = no price): the schema's output turns them
 * into null, which the API would refuse, so the body is built from the draft, not from a parse.
 */
export function createBody(draft: ProductDraft, images: readonly DraftImage[]): CreateBody {
  return {
    ...productText(draft),
    sku: asciiNumber(draft.sku).trim(),
    prices: mapClasses((c) => asciiNumber(draft.prices[c]).trim()),
    sale: { onSale: draft.sale.onSale, price: asciiNumber(draft.sale.price).trim(), endsAt: endsAtFromInput(draft.sale.endsAt) },
    categoryIds: [...draft.categoryIds],
    images: images.map(({ key, altEn, altAr }) => ({ key, altEn, altAr })),
    references: draft.references.map(({ kind, brand, number }) => ({ kind, brand: brand.trim(), number: number.trim() })),
  };
}

/** The PUT body: the whole product, its status, and the version it was loaded at. */
export function updateBody(draft: ProductDraft, images: readonly DraftImage[], version: number): UpdateBody {
  return { ...createBody(draft, images), status: draft.status, version };
}

/** The same checks the server makes, as field codes keyed by dotted path ({} when it would pass). */
export function validateBody(body: CreateBody | UpdateBody): FieldErrors {
  const schema = 'version' in body ? productUpdateSchema : productCreateSchema;
  const result = schema.safeParse(body);
  if (result.success) return {};
  const errors = fieldErrors(result.error);
  // Zod runs an object's cross-field checks only once its fields pass, so the schema names a
  // missing distributor or sale price only in a second round. Named in the first round too:
  // the same two rules, read off the body the schema just refused.
  if (body.prices[REQUIRED_PRICE_CLASS]?.trim() === '') errors[`prices.${REQUIRED_PRICE_CLASS}`] ??= 'required';
  if (body.sale.onSale && body.sale.price?.trim() === '') errors['sale.price'] ??= 'sale_price_required';
  // The SKU pattern refuses an empty SKU too; the admin is told it is missing, not malformed.
  if (body.sku === '' && errors.sku === 'invalid_sku') errors.sku = 'required';
  return errors;
}

/** Unsaved changes: the body that would be sent differs from the one the form was loaded with. */
export function sameContent(a: CreateBody | UpdateBody, b: CreateBody | UpdateBody): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
