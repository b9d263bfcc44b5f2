import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES } from '../../i18n/locales.ts';
import { CUSTOMER_CLASSES, REQUIRED_PRICE_CLASS, type CustomerClass } from '../roles.ts';
import { partNumberKey } from '../search-fold.ts';
import { PRODUCT_LIMITS, PRODUCT_STATUSES, REFERENCE_KINDS, SKU_PATTERN, type ProductCore, type ProductStatus, type ProductText } from '../product.ts';
import { dateTime, text, typeError } from '../validation/common.ts';
import type { Decimal } from '../money.ts';

/**
 * The admin's products: list query, editor input and what the API answers (SPEC §2 "Admin
 * dashboard", §5 "Add/edit product", §9 "Admin table"). The editor and the server validate with
 * these same schemas; errors are field codes the editor translates.
 */

export { PRODUCT_LIMITS, PRODUCT_STATUSES, type ProductStatus } from '../product.ts';

export const ADMIN_PAGE_SIZE = 25;
export const PRODUCT_SORTS = ['status', 'name', 'sku', 'part_number'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
export const STATUS_FILTERS = ['all', ...PRODUCT_STATUSES] as const;
export const SALE_FILTERS = ['all', 'on_sale'] as const;

/** The most a field of the editor takes, by its dotted path (`nameEn`, `images.0.altAr`), as its refusal says. */
export function productFieldMax(path: string): number {
  if (path === 'partNumber') return PRODUCT_LIMITS.partNumber;
  if (path === 'nameEn' || path === 'nameAr') return PRODUCT_LIMITS.name;
  if (path === 'descriptionEn' || path === 'descriptionAr') return PRODUCT_LIMITS.description;
  if (path === 'images') return PRODUCT_LIMITS.images;
  if (path === 'references') return PRODUCT_LIMITS.references;
  if (/^references\.\d+\.brand$/.test(path)) return PRODUCT_LIMITS.referenceBrand;
  if (/^references\.\d+\.number$/.test(path)) return PRODUCT_LIMITS.referenceNumber;
  return /^images\.\d+\.alt(En|Ar)$/.test(path) ? PRODUCT_LIMITS.alt : 0;
}

/** numeric(12,2): ten whole digits at most. */
export const MAX_PRICE: Decimal = '9999999999.99';
const INT4_MAX = 2_147_483_647;

/** Query of GET /api/admin/products; every part lives in the page's URL too. */
export const adminProductQuerySchema = z.strictObject({
  q: text(PRODUCT_LIMITS.search, { required: false }).default(''),
  status: z.enum(STATUS_FILTERS, { error: 'invalid_value' }).default('all'),
  sale: z.enum(SALE_FILTERS, { error: 'invalid_value' }).default('all'),
  sort: z.enum(PRODUCT_SORTS, { error: 'invalid_value' }).default('status'),
  dir: z.enum(SORT_DIRECTIONS, { error: 'invalid_value' }).default('desc'),
  page: z.coerce.number({ error: 'invalid_page' }).int({ error: 'invalid_page' }).min(1, { error: 'invalid_page' }).max(1_000_000, { error: 'invalid_page' }).default(1),
});
export type AdminProductQuery = z.infer<typeof adminProductQuerySchema>;

/** What the table asks the API: its state, and the admin's language, by whose names the Name sort orders. */
export const adminProductListRequestSchema = adminProductQuerySchema.extend({
  lang: z.enum(LOCALES, { error: 'invalid_value' }).default(DEFAULT_LOCALE),
});
export type AdminProductListRequest = z.infer<typeof adminProductListRequestSchema>;

/**
 * A price as typed: empty means "no price for this class"; otherwise a decimal string with at
 * most two decimals, never a float. Arabic-Indic digits are accepted by the editor, which sends
 * ASCII; the server takes ASCII only.
 */
export const price = z
  .string({ error: typeError })
  .trim()
  .transform((value, ctx) => {
    if (value === '') return null;
    if (!/^[0-9]+(\.[0-9]+)?$/.test(value)) {
      ctx.issues.push({ code: 'custom', message: value.startsWith('-') ? 'negative_price' : 'invalid_price', input: value });
      return z.NEVER;
    }
    const [whole, fraction = ''] = value.split('.');
    if (fraction.length > 2) {
      ctx.issues.push({ code: 'custom', message: 'too_many_decimals', input: value });
      return z.NEVER;
    }
    const digits = whole!.replace(/^0+(?=\d)/, '');
    if (digits.length > 10) {
      ctx.issues.push({ code: 'custom', message: 'price_too_large', input: value });
      return z.NEVER;
    }
    return fraction ? `${digits}.${fraction}` : digits;
  });

const prices = z.strictObject(
  Object.fromEntries(CUSTOMER_CLASSES.map((c) => [c, price])) as Record<CustomerClass, typeof price>,
  { error: typeError },
);

export const databaseId = z
  .number({ error: typeError })
  .int({ error: 'invalid_id' })
  .min(1, { error: 'invalid_id' })
  .max(INT4_MAX, { error: 'invalid_id' });

/** A photo as the editor lists it: a key the server made on upload, and its alt text per language. */
const productImage = z.strictObject(
  {
    // The server accepts only keys it staged on upload or that the product already has.
    key: z.string({ error: typeError }).max(200, { error: 'unknown_image' }).regex(/^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/, { error: 'unknown_image' }),
    altEn: text(PRODUCT_LIMITS.alt, { required: false }).default(''),
    altAr: text(PRODUCT_LIMITS.alt, { required: false }).default(''),
  },
  { error: typeError },
);

/** The sale: its price is required while on; the end (ISO date-time with offset) is optional. */
const sale = z
  .strictObject(
    {
      onSale: z.boolean({ error: typeError }),
      price,
      endsAt: dateTime.nullable().default(null),
    },
    { error: typeError },
  )
  .check((ctx) => {
    if (ctx.value.onSale && ctx.value.price === null) ctx.issues.push({ code: 'custom', message: 'sale_price_required', path: ['price'], input: ctx.value });
  });

/** A cross-reference: its number must have letters or digits (a part key), its brand is optional. */
const productReference = z.strictObject(
  {
    kind: z.enum(REFERENCE_KINDS, { error: 'invalid_value' }),
    brand: text(PRODUCT_LIMITS.referenceBrand, { required: false }).default(''),
    number: text(PRODUCT_LIMITS.referenceNumber).refine((value) => partNumberKey(value) !== '', { error: 'invalid_reference' }),
  },
  { error: typeError },
);

const draftShape = {
  sku: z.string({ error: typeError }).trim().regex(SKU_PATTERN, { error: 'invalid_sku' }),
  partNumber: text(PRODUCT_LIMITS.partNumber),
  nameEn: text(PRODUCT_LIMITS.name),
  nameAr: text(PRODUCT_LIMITS.name),
  descriptionEn: text(PRODUCT_LIMITS.description, { required: false }).default(''),
  descriptionAr: text(PRODUCT_LIMITS.description, { required: false }).default(''),
  prices,
  sale,
  categoryIds: z
    .array(databaseId, { error: typeError })
    .min(1, { error: 'categories_required' })
    .max(100, { error: 'too_many_categories' })
    .transform((ids) => [...new Set(ids)]),
  images: z.array(productImage, { error: typeError }).max(PRODUCT_LIMITS.images, { error: 'too_many_images' }).default([]),
  references: z.array(productReference, { error: typeError }).max(PRODUCT_LIMITS.references, { error: 'too_many_references' }).default([]),
};

function requireClassPrice(ctx: { value: { prices: Record<CustomerClass, Decimal | null> }; issues: z.core.$ZodRawIssue[] }) {
  if (ctx.value.prices[REQUIRED_PRICE_CLASS] === null) {
    ctx.issues.push({ code: 'custom', message: 'required', path: ['prices', REQUIRED_PRICE_CLASS], input: ctx.value });
  }
}

/** POST /api/admin/products: new products are always created hidden (SPEC §4). */
export const productCreateSchema = z.strictObject(draftShape, { error: typeError }).check(requireClassPrice);
export type ProductCreate = z.infer<typeof productCreateSchema>;
/** Same<A, B> is `true` only when A and B are the same type. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// The editor's payload is the product core, field for field: a field added to the core is not
// saved until the schema validates it, and this line does not compile until then.
const _payloadIsTheCore: Same<ProductCreate, ProductCore> = true;

/** PUT /api/admin/products/:id: the whole product, its status, and the version it was read at. */
export const productUpdateSchema = z
  .strictObject(
    {
      ...draftShape,
      status: z.enum(PRODUCT_STATUSES, { error: 'invalid_value' }),
      version: databaseId,
    },
    { error: typeError },
  )
  .check(requireClassPrice);
export type ProductUpdate = z.infer<typeof productUpdateSchema>;

/** PATCH /api/admin/products/:id/status: hide or show from the table. */
export const productStatusSchema = z.strictObject({ status: z.enum(PRODUCT_STATUSES, { error: 'invalid_value' }) }, { error: typeError });

/** A row of the admin products table. */
export interface AdminProductListItem extends Pick<ProductText, 'sku' | 'partNumber' | 'nameEn' | 'nameAr'> {
  id: number;
  status: ProductStatus;
  /** A sale is in force right now. */
  onSale: boolean;
  /** Main photo's storage key, or null. */
  image: string | null;
  version: number;
}

export interface AdminProductList {
  items: AdminProductListItem[];
  page: number;
  pageSize: number;
  total: number;
}

/** The product as the editor loads it (GET /api/admin/products/:id) and as a save answers it. */
export interface AdminProduct extends ProductCore {
  id: number;
  status: ProductStatus;
  version: number;
  createdAt: string;
  updatedAt: string;
}
