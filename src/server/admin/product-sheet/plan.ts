import { productCreateSchema, productFieldMax } from '#lib/admin/products';
import {
  OPTIONAL_COLUMNS,
  PRICE_COLUMNS,
  REFERENCE_COLUMNS,
  parseReferenceLine,
  SHEET_COLUMNS,
  restoreCell,
  sheetRowOf,
  type ImportChange,
  type ImportCounts,
  type ImportProblem,
  type SheetColumn,
} from '#lib/admin/product-sheet';
import { isFieldCode, type FieldCode, type FieldErrors } from '#lib/errors';
import { toHalalas, type Decimal } from '#lib/money';
import { PRODUCT_STATUSES, REFERENCE_KINDS, type ProductCore, type ProductImage, type ProductReference, type ProductStatus } from '#lib/product';
import { CUSTOMER_CLASSES, mapClasses } from '#lib/roles';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { categoryNames, productsBySku, type CategoryNames, type SheetProduct } from './catalogue-rows.ts';
import type { SheetFile } from './read.ts';

/**
 * The dry run (issue 24): every row of the file checked by the product editor's own schema (plus
 * what only a file can get wrong: a SKU twice, a category name, a photo key, yes/no), matched by SKU
 * against the catalogue and compared column by column. Writes nothing: the plan is the result. A
 * large file is planned in steps (imports.ts), each reading the file again and planning its slice.
 */

export type ImportProduct = ProductCore & { status: ProductStatus };

export interface PlannedRow {
  row: number;
  sku: string;
  action: 'create' | 'update' | 'unchanged' | 'bad';
  productId: number | null;
  productVersion: number | null;
  product: ImportProduct | null;
  changes: ImportChange['fields'] | null;
  problems: ImportProblem[];
}

/** Receives the plan a batch at a time (the dry run writes each batch and keeps none). */
export type PlanSink = (rows: PlannedRow[]) => Promise<void>;

type Executor = Kysely<DB> | Transaction<DB>;

/** Rows matched against the catalogue per query. */
const MATCH_BATCH = 1000;

/** Which column of the sheet an editor field's error belongs to (`references` lists the row's cross-references in schema order). */
function columnOfPath(path: string, references: readonly ProductReference[]): SheetColumn | null {
  if (path === 'references') return REFERENCE_COLUMNS.oem;
  const reference = /^references\.(\d+)\./.exec(path);
  if (reference) return REFERENCE_COLUMNS[references[Number(reference[1])]?.kind ?? 'oem'];
  const simple: Record<string, SheetColumn> = {
    sku: 'sku',
    partNumber: 'part_number',
    nameEn: 'name_en',
    nameAr: 'name_ar',
    descriptionEn: 'description_en',
    descriptionAr: 'description_ar',
    'sale.onSale': 'on_sale',
    'sale.price': 'sale_price',
    'sale.endsAt': 'sale_ends_at',
    categoryIds: 'categories',
    images: 'photo_keys',
  };
  if (simple[path]) return simple[path];
  const price = /^prices\.(\w+)$/.exec(path);
  if (price && (CUSTOMER_CLASSES as readonly string[]).includes(price[1]!)) return PRICE_COLUMNS[price[1] as keyof typeof PRICE_COLUMNS];
  const image = /^images\.\d+\.(key|altEn|altAr)$/.exec(path);
  if (image) return image[1] === 'key' ? 'photo_keys' : image[1] === 'altEn' ? 'photo_alts_en' : 'photo_alts_ar';
  return null;
}

/** The header row as column positions; anything but the template's columns refuses the file. */
export function readHeader(header: readonly string[]): Map<SheetColumn, number> {
  const positions = new Map<SheetColumn, number>();
  const fields: FieldErrors = {};
  header.forEach((raw, index) => {
    const name = raw.replace(/^\ufeff/, '').trim().toLowerCase();
    if (name === '') return;
    if (!(SHEET_COLUMNS as readonly string[]).includes(name) || positions.has(name as SheetColumn)) fields[name.slice(0, 60)] = 'unknown_field';
    else positions.set(name as SheetColumn, index);
  });
  for (const column of SHEET_COLUMNS) if (!positions.has(column) && !OPTIONAL_COLUMNS.includes(column)) fields[column] = 'required';
  if (Object.keys(fields).length) throw new HttpError(400, 'import_columns', fields);
  return positions;
}

/** "1234.5" and "1234.50" are the same price: compared and stored in one spelling. */
function canonicalMoney(value: Decimal | null): Decimal | null {
  if (value === null) return null;
  const halalas = toHalalas(value);
  return `${halalas / 100n}.${String(halalas % 100n).padStart(2, '0')}`;
}

function canonical(product: ImportProduct): ImportProduct {
  return {
    ...product,
    prices: mapClasses((c) => canonicalMoney(product.prices[c])),
    sale: { ...product.sale, price: canonicalMoney(product.sale.price), endsAt: product.sale.endsAt === null ? null : new Date(product.sale.endsAt).toISOString() },
  };
}

const YES = new Set(['yes', 'y', 'true', '1', 'نعم']);
const NO = new Set(['no', 'n', 'false', '0', 'لا', '']);
const lines = (value: string) => (value === '' ? [] : value.split(/\r?\n/).map((s) => s.trim()));

/** One data row against the schema and the product it updates (if any). */
function checkRow(
  cell: (column: SheetColumn) => string | undefined,
  existing: SheetProduct | undefined,
  names: CategoryNames,
  now: Date,
): { product: ImportProduct | null; problems: Omit<ImportProblem, 'row'>[] } {
  const problems: Omit<ImportProblem, 'row'>[] = [];
  const problem = (column: SheetColumn | null, code: FieldCode, max?: number) => problems.push(max ? { column, code, max } : { column, code });
  const text = (column: SheetColumn) => cell(column) ?? '';

  const onSaleText = text('on_sale').toLowerCase();
  if (!YES.has(onSaleText) && !NO.has(onSaleText)) problem('on_sale', 'invalid_yes_no');
  const statusText = text('status').toLowerCase();
  if (!(PRODUCT_STATUSES as readonly string[]).includes(statusText)) problem('status', 'invalid_status');

  const categoryIds: number[] = [];
  for (const name of lines(text('categories')).filter(Boolean)) {
    const id = names.idOf(name);
    if (id === undefined) problem('categories', 'unknown_category_name');
    else categoryIds.push(id);
  }

  // Photos refer to the product's own photos: the columns may reorder them, drop them, or retitle them.
  let images: ProductImage[] = existing?.images ?? [];
  const keysCell = cell('photo_keys');
  if (keysCell !== undefined) {
    const keys = lines(keysCell).filter(Boolean);
    const altsEn = lines(cell('photo_alts_en') ?? '');
    const altsAr = lines(cell('photo_alts_ar') ?? '');
    if (altsEn.length > keys.length) problem('photo_alts_en', 'photo_alts_mismatch');
    if (altsAr.length > keys.length) problem('photo_alts_ar', 'photo_alts_mismatch');
    const own = new Set(existing?.images.map((i) => i.key) ?? []);
    if (keys.some((key) => !own.has(key))) problem('photo_keys', 'unknown_photo_key');
    images = keys.map((key, i) => ({ key, altEn: altsEn[i] ?? '', altAr: altsAr[i] ?? '' }));
  }

  // Cross-references: a column left out keeps the product's own of that kind.
  const references: ProductReference[] = REFERENCE_KINDS.flatMap((kind) => {
    const column = cell(REFERENCE_COLUMNS[kind]);
    if (column === undefined) return (existing?.references ?? []).filter((r) => r.kind === kind);
    return lines(column)
      .filter(Boolean)
      .map((line) => ({ kind, ...parseReferenceLine(line) }));
  });

  const parsed = productCreateSchema.safeParse({
    sku: text('sku'),
    partNumber: text('part_number'),
    nameEn: text('name_en'),
    nameAr: text('name_ar'),
    descriptionEn: cell('description_en') ?? existing?.descriptionEn ?? '',
    descriptionAr: cell('description_ar') ?? existing?.descriptionAr ?? '',
    prices: mapClasses((c) => text(PRICE_COLUMNS[c])),
    sale: { onSale: YES.has(onSaleText), price: text('sale_price'), endsAt: text('sale_ends_at') || null },
    categoryIds,
    images,
    references,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      const column = columnOfPath(path, references);
      // A category name already reported unknown is not reported again as "required".
      if (column === 'categories' && problems.some((p) => p.column === 'categories')) continue;
      const code = isFieldCode(issue.message) ? issue.message : 'invalid';
      if (problems.some((p) => p.column === column && p.code === code)) continue;
      problem(column, code, code === 'too_long' ? productFieldMax(path) || undefined : code === 'too_many_images' ? productFieldMax('images') : undefined);
    }
  }
  if (problems.length || !parsed.success) return { product: null, problems };

  const product = canonical({ ...parsed.data, status: existing ? (statusText as ProductStatus) : 'hidden' });
  // The editor refuses a sale that is already over, but only when the sale is what is being changed.
  const saleChanged = !existing || JSON.stringify(canonical({ ...existing }).sale) !== JSON.stringify(product.sale);
  if (saleChanged && product.sale.onSale && product.sale.endsAt !== null && Date.parse(product.sale.endsAt) <= now.getTime()) {
    return { product: null, problems: [{ column: 'sale_ends_at', code: 'sale_end_past' }] };
  }
  return { product, problems: [] };
}

/** What a dry-run step needs to know about the whole file: its columns, its size, how often each SKU occurs. */
export interface SheetScan {
  positions: Map<SheetColumn, number>;
  /** Data rows (the header not counted). */
  rows: number;
  skuCount: Map<string, number>;
}

/**
 * One pass over the file keeping only the SKU column, and the cells of the data rows `from`+1 …
 * `to` (indices in the file, the header being 0): the header checked, the rows counted, every SKU's
 * occurrences (a SKU twice is reported on every occurrence, whichever steps plan them).
 */
export async function scanSheet(sheet: SheetFile, from = 0, to = 0): Promise<{ scan: SheetScan; slice: string[][] }> {
  let positions: Map<SheetColumn, number> | null = null;
  let skuAt = 0;
  let rows = 0;
  const skuCount = new Map<string, number>();
  const slice: string[][] = [];
  await sheet.eachRow((cells, index) => {
    if (index === 0) {
      positions = readHeader(cells);
      skuAt = positions.get('sku')!;
      return;
    }
    rows++;
    const sku = restoreCell(cells[skuAt] ?? '').trim();
    skuCount.set(sku, (skuCount.get(sku) ?? 0) + 1);
    if (index > from && index <= to) slice.push(cells);
  });
  return { scan: { positions: positions ?? readHeader([]), rows, skuCount }, slice };
}

/**
 * The dry run of a slice of the file: its rows planned (`firstRow` is the index of `rows[0]` in the
 * file, the header being 0; problems name the spreadsheet's row, the header being row 1), nothing written to the catalogue. The plan goes to `sink` a batch at a time; the
 * slice's counts are returned for the import to add up.
 */
export async function planRows(db: Executor, scan: SheetScan, rows: string[][], firstRow: number, sink: PlanSink, now = new Date()): Promise<ImportCounts> {
  const { positions, skuCount } = scan;
  const names = await categoryNames(db);
  const skuAt = positions.get('sku')!;
  const counts: ImportCounts = { rows: rows.length, create: 0, update: 0, unchanged: 0, problems: 0, badRows: 0 };
  for (let start = 0; start < rows.length; start += MATCH_BATCH) {
    const batch = rows.slice(start, start + MATCH_BATCH);
    const skus = batch.map((raw) => restoreCell(raw[skuAt] ?? '').trim());
    const existing = await productsBySku(db, [...new Set(skus.filter((s) => /^\d{8}$/.test(s)))]);
    const planned: PlannedRow[] = [];
    batch.forEach((raw, i) => {
      const row = firstRow + start + i + 1;
      const sku = skus[i]!;
      const cell = (column: SheetColumn) => {
        const at = positions.get(column);
        return at === undefined ? undefined : restoreCell(raw[at] ?? '');
      };
      const current = existing.get(sku);
      const checked = checkRow(cell, current, names, now);
      const problems: ImportProblem[] = checked.problems.map((p) => ({ row, ...p }));
      if (sku !== '' && (skuCount.get(sku) ?? 0) > 1) problems.unshift({ row, column: 'sku', code: 'duplicate_sku' });
      if (problems.length || !checked.product) {
        counts.badRows++;
        counts.problems += problems.length;
        planned.push({ row, sku, action: 'bad', productId: current?.id ?? null, productVersion: current?.version ?? null, product: null, changes: null, problems });
        return;
      }
      const after = sheetRowOf(checked.product, names.nameOf);
      const before = current ? sheetRowOf(canonical(current), names.nameOf) : null;
      const changes = SHEET_COLUMNS.filter((c) => (before ? before[c] : '') !== after[c]).map((column) => ({ column, before: before ? before[column] : '', after: after[column] }));
      const action = !current ? 'create' : changes.length ? 'update' : 'unchanged';
      counts[action]++;
      planned.push({ row, sku, action, productId: current?.id ?? null, productVersion: current?.version ?? null, product: action === 'unchanged' ? null : checked.product, changes: action === 'unchanged' ? null : changes, problems: [] });
    });
    await sink(planned);
  }
  return counts;
}
