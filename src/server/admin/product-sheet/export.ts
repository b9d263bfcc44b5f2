import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { PRICE_COLUMNS, SHEET_COLUMNS, neutraliseCell, sheetRowOf, type SheetFormat, type SheetRow } from '#lib/admin/product-sheet';
import { CUSTOMER_CLASSES } from '#lib/roles';
import type { Database } from '../../db/index.ts';
import type { AdminListFilter } from '../products/list-repository.ts';
import { categoryNames, productsInSkuOrder } from './catalogue-rows.ts';

/**
 * The catalogue export (issue 24): a row per product in SKU order, streamed a batch at a time
 * (catalogue-rows.ts) into CSV (UTF-8 with a byte-order mark, so Excel reads Arabic) or XLSX
 * (ExcelJS's streaming writer, which commits each row as it goes). Every text cell is neutralised
 * against formula injection; the import reads the cells back the same way.
 */

export function exportFileName(format: SheetFormat, now: Date): string {
  return `products-${now.toISOString().slice(0, 16).replace(/[:T]/g, '-')}.${format}`;
}

async function* sheetRows(db: Database, filter: AdminListFilter): AsyncGenerator<SheetRow> {
  const names = await categoryNames(db);
  for await (const batch of productsInSkuOrder(db, filter)) {
    for (const product of batch) yield sheetRowOf(product, names.nameOf);
  }
}

const PRICE_SET: ReadonlySet<string> = new Set([...CUSTOMER_CLASSES.map((c) => PRICE_COLUMNS[c]), 'sale_price']);

/** The export as a byte stream for the response body. */
export function exportCatalogue(db: Database, format: SheetFormat, filter: AdminListFilter): ReadableStream<Uint8Array> {
  const rows = sheetRows(db, filter);
  const node = format === 'csv' ? csvStream(rows) : xlsxStream(rows);
  return Readable.toWeb(node) as ReadableStream<Uint8Array>;
}

function csvStream(rows: AsyncGenerator<SheetRow>): Readable {
  const csv = stringify({ bom: true, header: true, columns: [...SHEET_COLUMNS], record_delimiter: 'windows' });
  const source = Readable.from(
    (async function* () {
      for await (const row of rows) yield Object.fromEntries(SHEET_COLUMNS.map((c) => [c, neutraliseCell(row[c])]));
    })(),
  );
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}

function xlsxStream(rows: AsyncGenerator<SheetRow>): Readable {
  const out = new PassThrough();
  void (async () => {
    try {
      // Loaded here, not at the top: ExcelJS takes 225 ms to load, which a CSV export need not pay (ADR 0037).
      const { default: ExcelJS } = await import('exceljs');
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
      const sheet = workbook.addWorksheet('products');
      sheet.columns = SHEET_COLUMNS.map((c) => ({ header: c, key: c }));
      for await (const row of rows) {
        // Prices are numbers (a spreadsheet's sums and percentages work on them); the rest is text.
        const cells = SHEET_COLUMNS.map((c) => (PRICE_SET.has(c) && row[c] !== '' ? Number(row[c]) : neutraliseCell(row[c])));
        sheet.addRow(cells).commit();
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}
