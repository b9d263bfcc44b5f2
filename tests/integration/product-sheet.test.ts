import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dryRunImport, planImportStep } from '#server/admin/product-sheet/imports';
import { clearRecordedPurges, recordedPurges } from '#server/http/cache-tags';
import { useTestDatabase } from '../support/database.ts';
import { sessionFor } from '../support/sessions.ts';
import { adminApi } from './admin-products-support.ts';
import { applyAll, catalogueCounts, dryRun, exportSheet, seedCatalogue } from './product-sheet-support.ts';

/** Export, dry run, apply and history of the catalogue as a spreadsheet (issue 24). */
describe('catalogue spreadsheet export and import', () => {
  const db = useTestDatabase();
  let cookie = '';
  const asAdmin = adminApi(() => cookie);

  beforeAll(async () => {
    cookie = (await sessionFor(db(), { role: 'admin' })).cookie;
    await seedCatalogue(db(), asAdmin, 3);
  });
  beforeEach(() => clearRecordedPurges());

  const csvRows = (data: Uint8Array) => parse(new TextDecoder().decode(data), { bom: true }) as string[][];

  it('exports every product as CSV with a BOM, Arabic intact and formula cells neutralised', async () => {
    const data = await exportSheet(asAdmin, 'csv');
    expect([...data.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = csvRows(data);
    expect(rows[0]).toContain('price_distributor');
    expect(rows.slice(1).map((r) => r[0])).toEqual(['30000001', '30000002', '30000003']);
    expect(rows[1]).toContain('قفل 1');
    expect(rows[2]![1]).toBe("'-KM 2");
    expect(rows[2]).toContain('Door Locks\nDoor Motors');
  });

  it("exports only the products tab's filter", async () => {
    const rows = csvRows(await exportSheet(asAdmin, 'csv', '&status=active'));
    expect(rows.slice(1).map((r) => r[0])).toEqual(['30000001']);
  });

  it('exports XLSX whose prices are numbers', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exportSheet(asAdmin, 'xlsx')).buffer as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(2).getCell(11).value).toBe(100.5);
  });

  it('round trip: the unchanged export (CSV and XLSX) reports 0 changes and writes nothing', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const before = await catalogueCounts(db());
      const response = await dryRun(asAdmin, await exportSheet(asAdmin, format), `products.${format}`);
      expect(response.status).toBe(201);
      const body = await response.json();
      expect(body.counts).toMatchObject({ rows: 3, create: 0, update: 0, unchanged: 3, problems: 0 });
      expect(await catalogueCounts(db())).toEqual(before);
    }
  });

  it('dry run shows one update with before and after, apply writes it, one audit entry and one purge', async () => {
    const rows = csvRows(await exportSheet(asAdmin, 'csv'));
    const column = rows[0]!.indexOf('price_retail');
    rows[2]![column] = '155.5';
    const before = await catalogueCounts(db());
    const dry = await (await dryRun(asAdmin, stringify(rows), 'edited.csv')).json();
    expect(dry.counts).toMatchObject({ update: 1, unchanged: 2, create: 0 });
    expect(dry.changes).toEqual([{ row: 3, sku: '30000002', action: 'update', fields: [{ column: 'price_retail', before: '140.00', after: '155.50' }] }]);
    expect(await catalogueCounts(db())).toEqual(before);

    const applied = await applyAll(asAdmin, dry.id, 'all_or_nothing');
    expect(applied.body).toMatchObject({ status: 'applied', applied: 1 });
    const product = await db().selectFrom('products').select(['retail_price']).where('sku', '=', '30000002').executeTakeFirstOrThrow();
    expect(product.retail_price).toBe('155.50');
    const audit = await db().selectFrom('audit_log').select(['action', 'after']).where('action', '=', 'product.import').execute();
    expect(audit).toHaveLength(1);
    expect(recordedPurges()).toEqual([['catalogue']]);
    // Applying again changes nothing.
    expect((await asAdmin(`/api/admin/product-imports/${dry.id}/apply`, { method: 'POST', body: { mode: 'all_or_nothing' } })).status).toBe(409);
  });

  it('carries cross-references in two columns: exported, edited, checked and written back; a column left out keeps them', async () => {
    await db()
      .updateTable('products')
      .set({ cross_references: JSON.stringify([{ kind: 'oem', brand: 'KONE', number: 'KM713000G01' }, { kind: 'replaces', brand: '', number: 'KM-4100-A' }]) })
      .where('sku', '=', '30000003')
      .execute();
    const rows = csvRows(await exportSheet(asAdmin, 'csv'));
    const header = rows[0]!;
    const at = (name: string) => header.indexOf(name);
    const row = rows.find((r) => r[at('sku')] === '30000003')!;
    expect([row[at('oem_numbers')], row[at('replaces')]]).toEqual(['KONE: KM713000G01', 'KM-4100-A']);

    row[at('oem_numbers')] = 'KONE: KM713000G01\nOtis: ABA 21700 X1';
    row[at('replaces')] = '';
    const bad = [...rows.find((r) => r[at('sku')] === '30000001')!];
    bad[at('replaces')] = '---';
    const dry = await (await dryRun(asAdmin, stringify([header, row, bad]), 'references.csv')).json();
    expect(dry.problems).toEqual([{ row: 3, column: 'replaces', code: 'invalid_reference' }]);
    expect(dry.changes[0].fields).toEqual([
      { column: 'oem_numbers', before: 'KONE: KM713000G01', after: 'KONE: KM713000G01\nOtis: ABA 21700 X1' },
      { column: 'replaces', before: 'KM-4100-A', after: '' },
    ]);
    await applyAll(asAdmin, dry.id, 'skip_bad_rows');
    const written = await db().selectFrom('products').select(['cross_references']).where('sku', '=', '30000003').executeTakeFirstOrThrow();
    expect(written.cross_references).toEqual([
      { kind: 'oem', brand: 'KONE', number: 'KM713000G01' },
      { kind: 'oem', brand: 'Otis', number: 'ABA 21700 X1' },
    ]);

    // An older template without the two columns: the product keeps its cross-references.
    const without = [header.filter((c) => c !== 'oem_numbers' && c !== 'replaces'), row.filter((_, i) => i !== at('oem_numbers') && i !== at('replaces'))];
    without[1]![without[0]!.indexOf('name_en')] = 'Lock 3 renamed';
    const kept = await (await dryRun(asAdmin, stringify(without), 'old-template.csv')).json();
    expect(kept.changes[0].fields.map((f: { column: string }) => f.column)).toEqual(['name_en']);
  });

  it('creates new rows hidden, lists problems by row and column, and "skip bad rows" writes only the good ones', async () => {
    const rows = csvRows(await exportSheet(asAdmin, 'csv'));
    const header = rows[0]!;
    const at = (name: string) => header.indexOf(name);
    const fresh = [...rows[1]!];
    fresh[at('sku')] = '30000009';
    fresh[at('photo_keys')] = '';
    fresh[at('photo_alts_en')] = '';
    fresh[at('photo_alts_ar')] = '';
    const badCategory = [...rows[2]!];
    badCategory[at('categories')] = 'Door Locks\nNo Such Thing';
    const badPrice = [...rows[3]!];
    badPrice[at('price_retail')] = '-5';
    const dup = [...fresh];
    dup[at('sku')] = '30000010';
    const dup2 = [...dup];
    const dry = await (await dryRun(asAdmin, stringify([header, fresh, badCategory, badPrice, dup, dup2]), 'mixed.csv')).json();
    expect(dry.counts).toMatchObject({ rows: 5, create: 1, update: 0, badRows: 4 });
    expect(dry.problems).toEqual(
      expect.arrayContaining([
        { row: 3, column: 'categories', code: 'unknown_category_name' },
        { row: 4, column: 'price_retail', code: 'negative_price' },
        { row: 5, column: 'sku', code: 'duplicate_sku' },
        { row: 6, column: 'sku', code: 'duplicate_sku' },
      ]),
    );
    const refused = await asAdmin(`/api/admin/product-imports/${dry.id}/apply`, { method: 'POST', body: { mode: 'all_or_nothing' } });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.code).toBe('import_has_problems');
    const applied = await applyAll(asAdmin, dry.id, 'skip_bad_rows');
    expect(applied.body).toMatchObject({ status: 'applied', applied: 1 });
    const created = await db().selectFrom('products').select(['status']).where('sku', '=', '30000009').executeTakeFirstOrThrow();
    expect(created.status).toBe('hidden');
  });

  it('checks a large file in steps that each plan a slice, resumable and serialised, with duplicates found across steps', async () => {
    const rows = csvRows(await exportSheet(asAdmin, 'csv'));
    const header = rows[0]!;
    const at = (name: string) => header.indexOf(name);
    const fresh = (sku: string) => {
      const row = [...rows[1]!];
      row[at('sku')] = sku;
      for (const column of ['photo_keys', 'photo_alts_en', 'photo_alts_ar']) row[at(column)] = '';
      return row;
    };
    // Seven rows planned two at a time: the SKU of row 1 comes again in row 7, three steps later.
    const file = stringify([header, fresh('30000021'), fresh('30000022'), fresh('30000023'), fresh('30000024'), fresh('30000025'), fresh('30000026'), fresh('30000021')]);
    const admin = await sessionFor(db(), { role: 'admin' });
    const before = await catalogueCounts(db());
    const first = await dryRunImport(db(), admin, new TextEncoder().encode(file), 'steps.csv', { chunk: 2 });
    expect(first).toMatchObject({ status: 'planning', planned: 2, counts: { rows: 7, badRows: 1 } });
    // Not applicable while it is being checked.
    expect((await asAdmin(`/api/admin/product-imports/${first.id}/apply`, { method: 'POST', body: { mode: 'skip_bad_rows' } })).status).toBe(409);

    // Two steps asked at once (a double click, a retried request) plan two different slices, never one twice.
    // (the counts below would be off, or the plan's primary key refuse a row, if one slice were planned twice).
    const [a, b] = await Promise.all([planImportStep(db(), first.id, { chunk: 2 }), planImportStep(db(), first.id, { chunk: 2 })]);
    expect(Math.max(a.planned, b.planned)).toBe(6);
    // The route plans the rest (its default step is far larger than what is left).
    const last = await asAdmin(`/api/admin/product-imports/${first.id}/plan`, { method: 'POST' });
    expect(last.status).toBe(200);
    const done = await last.json();
    expect(done).toMatchObject({ status: 'ready', planned: 7, toApply: 5, counts: { rows: 7, create: 5, update: 0, unchanged: 0, badRows: 2 } });
    // Spreadsheet rows: the header is row 1.
    expect(done.problems).toEqual([
      { row: 2, column: 'sku', code: 'duplicate_sku' },
      { row: 8, column: 'sku', code: 'duplicate_sku' },
    ]);
    // Asked again once complete, it only answers.
    expect(await (await asAdmin(`/api/admin/product-imports/${first.id}/plan`, { method: 'POST' })).json()).toMatchObject({ status: 'ready', planned: 7 });
    expect(await catalogueCounts(db())).toEqual(before);
    await asAdmin(`/api/admin/product-imports/${first.id}`, { method: 'DELETE' });
  });

  it('reads Windows-1256 Arabic text and says so', async () => {
    const iconv = (await import('iconv-lite')).default;
    const rows = csvRows(await exportSheet(asAdmin, 'csv'));
    const at = rows[0]!.indexOf('name_ar');
    rows[1]![at] = 'قفل باب جديد';
    const encoded = iconv.encode(stringify(rows.slice(0, 2)), 'windows-1256');
    const dry = await (await dryRun(asAdmin, new Uint8Array(encoded), 'arabic.csv')).json();
    expect(dry.decodedFrom).toBe('windows-1256');
    expect(dry.changes[0].fields).toEqual([{ column: 'name_ar', before: 'قفل 1', after: 'قفل باب جديد' }]);
  });

  it('keeps the history and the original file for download', async () => {
    const list = await (await asAdmin('/api/admin/product-imports')).json();
    expect(list.items.length).toBeGreaterThan(0);
    const latest = list.items[0];
    const file = await asAdmin(`/api/admin/product-imports/${latest.id}/file`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('arabic.csv');
  });
});
