import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import type { CellValue } from 'exceljs';
import iconv from 'iconv-lite';
import { IMPORT_LIMITS, type SheetFormat } from '#lib/admin/product-sheet';
import type { ErrorCode } from '#lib/errors';
import { HttpError } from '../../http/errors.ts';

/**
 * Reads an uploaded spreadsheet into rows of text cells, or refuses the file as a whole with a code
 * the import screen translates (issue 24). Only well-kept parsers read the content (csv-parse,
 * ExcelJS); what is checked here is what they should never be handed: a file that is not a
 * spreadsheet, text in an unknown encoding, a zip that unpacks to far more than a catalogue.
 */

/** Visits one row of the sheet (the header is row 0); the cells are not kept after the call. */
export type RowVisitor = (cells: string[], index: number) => void;

export interface SheetFile {
  format: SheetFormat;
  decodedFrom: 'windows-1256' | null;
  /**
   * Reads the rows in order up to row `until` (all if omitted), handing each to `visit` and keeping
   * none: a dry-run step needs the SKU column of every row and the cells of a few thousand, never
   * the whole sheet in memory. Refuses the file (broken quoting, too many rows, a formula) as it
   * meets the fault.
   */
  eachRow(visit: RowVisitor, until?: number): Promise<void>;
}

/** Refused with what went wrong and, where it helps, where (a line or a cell). */
export const fileRefused = (code: ErrorCode, where?: { line?: number; cell?: string }) => new HttpError(400, code, undefined, undefined, where);

/** Unpacked, a 20 MB workbook of 50,000 rows is well under this; a zip bomb is far over it. */
export const MAX_UNPACKED_BYTES = 200 * 1024 * 1024;
const MAX_ZIP_ENTRIES = 1000;

export async function readSheetFile(data: Uint8Array, fileName: string): Promise<SheetFile> {
  if (isBlank(data)) throw fileRefused('import_empty');
  const zip = isZip(data);
  const format: SheetFormat = /\.xlsx$/i.test(fileName) || zip ? 'xlsx' : 'csv';
  if (format === 'xlsx') {
    if (!zip) throw fileRefused('import_not_spreadsheet');
    checkZipDirectory(data);
    await checkWorksheets(data);
    return { format, decodedFrom: null, eachRow: (visit, until) => readXlsx(data, visit, until) };
  }
  if (looksBinary(data)) throw fileRefused('import_not_spreadsheet');
  const { text, decodedFrom } = decode(data);
  checkDelimiter(text);
  return { format, decodedFrom, eachRow: async (visit, until) => readCsv(text, visit, until) };
}

function isBlank(data: Uint8Array): boolean {
  const start = data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf ? 3 : 0;
  for (let i = start; i < data.length; i++) if (![0x20, 0x09, 0x0a, 0x0d].includes(data[i]!)) return false;
  return true;
}

const isZip = (data: Uint8Array) => data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;

/** Text never holds NUL bytes; images, PDFs and executables do within their first kilobytes. */
function looksBinary(data: Uint8Array): boolean {
  const head = data.subarray(0, 64 * 1024);
  if (head.includes(0)) return true;
  return /^(%PDF|GIF8|\x89PNG|\xff\xd8\xff)/.test(String.fromCharCode(...head.subarray(0, 4)));
}

/**
 * UTF-8 (with or without a byte-order mark) is read as is. Anything else is tried as Windows-1256,
 * the code page older Arabic Excel saves CSV in, and accepted only if it then holds Arabic letters.
 */
function decode(data: Uint8Array): { text: string; decodedFrom: SheetFile['decodedFrom'] } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data), decodedFrom: null };
  } catch {
    const text = iconv.decode(Buffer.from(data.buffer, data.byteOffset, data.byteLength), 'windows-1256');
    if (!/[\u0600-\u06ff]/.test(text)) throw fileRefused('import_encoding');
    return { text, decodedFrom: 'windows-1256' };
  }
}

/** A file saved with semicolons or tabs has a header line without a single comma. */
function checkDelimiter(text: string): void {
  const headerLine = text.replace(/^\ufeff/, '').split(/\r?\n/, 1)[0] ?? '';
  if (!headerLine.includes(',') && /[;\t|]/.test(headerLine)) throw fileRefused('import_wrong_delimiter');
}

function readCsv(text: string, visit: RowVisitor, until = IMPORT_LIMITS.rows + 1): void {
  let index = 0;
  try {
    parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      // One row past the limit is enough to know the file is over it.
      to: Math.min(until + 1, IMPORT_LIMITS.rows + 2),
      // Each record is handed over and dropped (null), so the parser keeps no array of the file's rows.
      on_record: (record: string[]) => {
        if (index > IMPORT_LIMITS.rows) throw fileRefused('import_too_many_rows');
        visit(record, index++);
        return null;
      },
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code ?? '';
    const line = (error as { lines?: number }).lines;
    if (/QUOTE/.test(code)) throw fileRefused('import_broken_quoting', line ? { line } : undefined);
    throw fileRefused('import_unreadable', line ? { line } : undefined);
  }
}

/** Sums what the zip's directory says its files unpack to; refuses a bomb before anything is inflated. */
function checkZipDirectory(data: Uint8Array): void {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  let end = -1;
  for (let i = data.length - 22; i >= Math.max(0, data.length - 65_557); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw fileRefused('import_not_spreadsheet');
  const entries = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  if (entries > MAX_ZIP_ENTRIES || offset >= data.length) throw fileRefused('import_not_spreadsheet');
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > data.length || view.getUint32(offset, true) !== 0x02014b50) throw fileRefused('import_not_spreadsheet');
    const size = view.getUint32(offset + 24, true);
    // 0xffffffff: a ZIP64 size, which no catalogue needs.
    if (size === 0xffffffff) throw fileRefused('import_unpacks_too_large');
    total += size;
    if (total > MAX_UNPACKED_BYTES) throw fileRefused('import_unpacks_too_large');
    offset += 46 + view.getUint16(offset + 28, true) + view.getUint16(offset + 30, true) + view.getUint16(offset + 32, true);
  }
}

/**
 * Inflates the sheets as a stream, counting the bytes that really come out (a lying directory
 * cannot get past this either) and looking for merged cells, which ExcelJS's streaming reader
 * does not report.
 */
async function checkWorksheets(data: Uint8Array): Promise<void> {
  // Loaded here, with ExcelJS in readXlsx: only an .xlsx file is a zip.
  const { default: JSZip } = await import('jszip');
  let zip: InstanceType<typeof JSZip>;
  try {
    zip = await JSZip.loadAsync(data, { checkCRC32: false });
  } catch {
    throw fileRefused('import_not_spreadsheet');
  }
  if (!zip.file('[Content_Types].xml') || !zip.file(/^xl\/worksheets\/[^/]+\.xml$/).length) throw fileRefused('import_not_spreadsheet');
  let total = 0;
  for (const entry of zip.file(/^xl\/(worksheets\/[^/]+|sharedStrings)\.xml$/)) {
    const sheet = entry.name.startsWith('xl/worksheets/');
    let tail = '';
    await new Promise<void>((resolve, reject) => {
      const stream = entry.nodeStream('nodebuffer');
      stream.on('data', (chunk: Buffer) => {
        total += chunk.length;
        if (total > MAX_UNPACKED_BYTES) {
          (stream as unknown as Readable).destroy?.();
          reject(fileRefused('import_unpacks_too_large'));
          return;
        }
        if (!sheet) return;
        const text = tail + chunk.toString('latin1');
        if (text.includes('<mergeCell ')) reject(fileRefused('import_merged_cells'));
        tail = text.slice(-16);
      });
      stream.on('end', () => resolve());
      stream.on('error', () => reject(fileRefused('import_not_spreadsheet')));
    });
  }
}

async function readXlsx(data: Uint8Array, visit: RowVisitor, until = IMPORT_LIMITS.rows + 1): Promise<void> {
  // Loaded here, not at the top: ExcelJS takes 225 ms to load, and most of the functions that import
  // this module (an import's list, detail, file and apply) never read a sheet (ADR 0037).
  const { default: ExcelJS } = await import('exceljs');
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(Buffer.from(data.buffer, data.byteOffset, data.byteLength)), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    entries: 'ignore',
  });
  // A worksheet stored before xl/workbook.xml is read at once, before the workbook's model exists,
  // and ExcelJS then fails on it (exceljs#962). Such files are valid, and ExcelJS's own writer (our
  // export) stores its parts in no fixed order. The model only names the sheets, which is not needed here.
  (reader as unknown as { model?: object }).model ??= { sheets: [] };
  let index = 0;
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const cells: string[] = [];
        row.eachCell({ includeEmpty: true }, (cell, column) => {
          cells[column - 1] = cellText(cell.value, cell.address);
        });
        // A row the sheet lists but leaves empty is skipped, as csv-parse skips an empty line.
        if (!cells.some((c) => c !== undefined && c !== '')) continue;
        if (index > IMPORT_LIMITS.rows) throw fileRefused('import_too_many_rows');
        visit(Array.from(cells, (c) => c ?? ''), index++);
        if (index > until) return;
      }
      // The first sheet is the catalogue; any others are notes.
      break;
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw fileRefused('import_not_spreadsheet');
  }
}

/** A cell as text: numbers as written, dates as ISO date-times; a formula refuses the file. */
function cellText(value: CellValue, address: string): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (value instanceof Date) return value.toISOString();
  if ('formula' in value || 'sharedFormula' in value) throw fileRefused('import_formulas', { cell: address });
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('text' in value) return String(value.text);
  if ('error' in value) return '';
  return '';
}
