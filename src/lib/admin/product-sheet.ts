import { z } from 'zod';
import { adminProductQuerySchema } from './products.ts';
import { CUSTOMER_CLASSES, type CustomerClass } from '../roles.ts';
import type { FieldCode } from '../errors.ts';
import type { ProductCore, ProductReference, ProductStatus, ReferenceKind } from '../product.ts';

/**
 * The catalogue as a spreadsheet (issue 24): the one list of columns the export writes and the
 * import reads, so the export is the import template. A cell holding a list (categories, photos,
 * cross-references) has one entry per line.
 */

export const PRICE_COLUMNS = Object.fromEntries(CUSTOMER_CLASSES.map((c) => [c, `price_${c}`])) as { [C in CustomerClass]: `price_${C}` };

export const SHEET_COLUMNS = [
  'sku',
  'part_number',
  'name_en',
  'name_ar',
  'description_en',
  'description_ar',
  ...CUSTOMER_CLASSES.map((c) => PRICE_COLUMNS[c]),
  'on_sale',
  'sale_price',
  'sale_ends_at',
  'status',
  'categories',
  'photo_keys',
  'photo_alts_en',
  'photo_alts_ar',
  'oem_numbers',
  'replaces',
] as const;
export type SheetColumn = (typeof SHEET_COLUMNS)[number];
export type SheetRow = Record<SheetColumn, string>;

/** Columns an import may leave out: the product keeps what it has (a new product gets none). */
export const OPTIONAL_COLUMNS: readonly SheetColumn[] = ['description_en', 'description_ar', 'photo_keys', 'photo_alts_en', 'photo_alts_ar', 'oem_numbers', 'replaces'];

/** The column of each kind of cross-reference (issue 23): one per line, `BRAND: NUMBER` or the number alone. */
export const REFERENCE_COLUMNS = { oem: 'oem_numbers', replaces: 'replaces' } as const satisfies Record<ReferenceKind, SheetColumn>;
const BRAND_SEPARATOR = ': ';

/** A cross-reference as a line of its column. */
export const referenceLine = (reference: Pick<ProductReference, 'brand' | 'number'>): string =>
  reference.brand ? `${reference.brand}${BRAND_SEPARATOR}${reference.number}` : reference.number;

/** A line of a cross-reference column read back: the brand before the first `: `, if any. */
export function parseReferenceLine(line: string): Pick<ProductReference, 'brand' | 'number'> {
  const at = line.indexOf(BRAND_SEPARATOR);
  return at < 0 ? { brand: '', number: line.trim() } : { brand: line.slice(0, at).trim(), number: line.slice(at + BRAND_SEPARATOR.length).trim() };
}

export const LIST_SEPARATOR = '\n';
export const SHEET_FORMATS = ['csv', 'xlsx'] as const;
export type SheetFormat = (typeof SHEET_FORMATS)[number];
/** The media type of each format, for a download and for the stored upload. */
export const SHEET_CONTENT_TYPES: Record<SheetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const IMPORT_LIMITS = {
  bytes: 20 * 1024 * 1024,
  rows: 50_000,
  /** Problems and changes an answer lists (the counts are always complete). */
  listed: 200,
} as const;

/** A cell a spreadsheet would run as a formula (OWASP "CSV injection") starts with one of these. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The export's cell: a leading apostrophe makes a spreadsheet show the text and run nothing. */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The import's reading of a cell the export neutralised. */
export function restoreCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

const yes = (on: boolean) => (on ? 'yes' : 'no');

const referencesOf = (product: ProductCore, kind: ReferenceKind) =>
  product.references
    .filter((r) => r.kind === kind)
    .map(referenceLine)
    .join(LIST_SEPARATOR);

/** A product as one row of the sheet (categories by English name, in the product's order). */
export function sheetRowOf(product: ProductCore & { status: ProductStatus }, categoryName: (id: number) => string): SheetRow {
  return {
    sku: product.sku,
    part_number: product.partNumber,
    name_en: product.nameEn,
    name_ar: product.nameAr,
    description_en: product.descriptionEn,
    description_ar: product.descriptionAr,
    ...(Object.fromEntries(CUSTOMER_CLASSES.map((c) => [PRICE_COLUMNS[c], product.prices[c] ?? ''])) as Record<(typeof PRICE_COLUMNS)[CustomerClass], string>),
    on_sale: yes(product.sale.onSale),
    sale_price: product.sale.price ?? '',
    sale_ends_at: product.sale.endsAt ?? '',
    status: product.status,
    categories: product.categoryIds.map(categoryName).join(LIST_SEPARATOR),
    photo_keys: product.images.map((i) => i.key).join(LIST_SEPARATOR),
    photo_alts_en: product.images.map((i) => i.altEn).join(LIST_SEPARATOR),
    photo_alts_ar: product.images.map((i) => i.altAr).join(LIST_SEPARATOR),
    oem_numbers: referencesOf(product, 'oem'),
    replaces: referencesOf(product, 'replaces'),
  };
}

/** What is wrong with one cell of an import. */
export interface ImportProblem {
  /** The row as a spreadsheet numbers it (the header is row 1). */
  row: number;
  column: SheetColumn | null;
  code: FieldCode;
  max?: number;
}

export interface ImportChange {
  row: number;
  sku: string;
  action: 'create' | 'update';
  /** The columns that change: before (empty for a new product) and after. */
  fields: { column: SheetColumn; before: string; after: string }[];
}

export const IMPORT_STATUSES = ['planning', 'ready', 'applying', 'applied', 'cancelled'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
export const IMPORT_MODES = ['all_or_nothing', 'skip_bad_rows'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

export interface ImportCounts {
  rows: number;
  create: number;
  update: number;
  unchanged: number;
  problems: number;
  /** Rows with at least one problem. */
  badRows: number;
}

/** An import as its history and its dry run show it. */
export interface ImportSummary {
  id: number;
  fileName: string;
  format: SheetFormat;
  createdAt: string;
  actorEmail: string;
  status: ImportStatus;
  mode: ImportMode | null;
  counts: ImportCounts;
  /** Rows written so far (during and after the apply). */
  applied: number;
  /** The rows the apply writes (creates and updates, bad rows left out). */
  toApply: number;
  /** The file's text was Windows-1256 and was read as such. */
  decodedFrom: 'windows-1256' | null;
  appliedAt: string | null;
  /** Data rows the dry run has planned so far (it runs in steps while `planning`). */
  planned: number;
}

export interface ImportDetail extends ImportSummary {
  problems: ImportProblem[];
  changes: ImportChange[];
}

export interface ImportHistory {
  items: ImportSummary[];
}

/** GET /api/admin/product-export?format=&q=&status=&sale=: the whole catalogue, or the products tab's filter. */
export const productExportQuerySchema = adminProductQuerySchema
  .pick({ q: true, status: true, sale: true })
  .extend({ format: z.enum(SHEET_FORMATS, { error: 'invalid_value' }).default('csv') });
export type ProductExportQuery = z.infer<typeof productExportQuerySchema>;

/** POST /api/admin/product-imports/:id/apply */
export const importApplySchema = z.strictObject({ mode: z.enum(IMPORT_MODES, { error: 'invalid_value' }) });
