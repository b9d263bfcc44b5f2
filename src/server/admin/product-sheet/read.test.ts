import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { readSheetFile } from './read.ts';

/** A workbook of two rows whose parts are stored in `order` (zip entries are read in that order). */
async function workbookStored(order: (names: string[]) => string[], formula = false): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('products');
  sheet.addRow(['sku', 'name_en']);
  sheet.addRow(['12345678', 'Door roller']);
  if (formula) sheet.getCell('C2').value = { formula: 'A2*2', result: 2 } as never;
  const written = await JSZip.loadAsync(await workbook.xlsx.writeBuffer());
  const names = Object.keys(written.files).filter((name) => !written.files[name]!.dir);
  const repacked = new JSZip();
  for (const name of order(names)) repacked.file(name, await written.file(name)!.async('uint8array'));
  return repacked.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}

/** The worksheet before xl/workbook.xml, with the relationships and shared strings ahead of both. */
const sheetBeforeWorkbook = (names: string[]) => {
  const first = names.filter((n) => n === '[Content_Types].xml' || n.endsWith('.rels') || n === 'xl/sharedStrings.xml');
  const sheets = names.filter((n) => n.startsWith('xl/worksheets/') && !first.includes(n));
  return [...first, ...sheets, ...names.filter((n) => !first.includes(n) && !sheets.includes(n))];
};

describe('readSheetFile, an .xlsx whose worksheet is stored before the workbook part', () => {
  it('reads its rows (ExcelJS alone fails on such a file: exceljs#962)', async () => {
    const file = await readSheetFile(await workbookStored(sheetBeforeWorkbook), 'sheet.xlsx');
    const rows: string[][] = [];
    await file.eachRow((cells) => rows.push(cells));
    expect(rows).toEqual([
      ['sku', 'name_en'],
      ['12345678', 'Door roller'],
    ]);
  });

  it('still refuses a formula in it, naming the cell', async () => {
    const file = await readSheetFile(await workbookStored(sheetBeforeWorkbook, true), 'formula.xlsx');
    await expect(file.eachRow(() => {})).rejects.toMatchObject({ code: 'import_formulas' });
  });
});
