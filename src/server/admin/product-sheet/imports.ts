import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { IMPORT_LIMITS, SHEET_CONTENT_TYPES, type ImportChange, type ImportCounts, type ImportDetail, type ImportMode, type ImportProblem, type ImportSummary, type SheetFormat } from '#lib/admin/product-sheet';
import type { Database } from '../../db/index.ts';
import type { DB } from '../../db/schema.ts';
import { conflict, HttpError, notFound } from '../../http/errors.ts';
import { CATALOGUE_TAG } from '../../http/cache-tags.ts';
import { productRowValues } from '../../products/row.ts';
import { fileStore } from '../../storage/index.ts';
import type { AuditActor } from '../audit.ts';
import { adminWrite } from '../write.ts';
import { planRows, scanSheet, type PlannedRow } from './plan.ts';
import { readSheetFile, type SheetFile } from './read.ts';

/**
 * Imports (issue 24, ADR 0029). The dry run reads the file, plans its rows in steps and keeps the
 * plan and the original file (privately); it writes nothing to the catalogue. The apply then walks the
 * plan in chunks, each one transaction of set-based statements, and records how far it got, so a
 * step cut short by the function's time limit is simply asked again and continues. The last
 * chunk writes the import's one audit entry; the CDN is purged once, after it.
 */

type Executor = Kysely<DB> | Transaction<DB>;

/** Rows one apply step writes: a few hundred milliseconds of set-based SQL, well inside any function limit. */
export const APPLY_CHUNK = 2500;
/** Plan rows inserted per statement. */
const PLAN_INSERT_BATCH = 500;
const INT4_MAX = 2_147_483_647;

const importNotFound = () => notFound('import_not_found');

function summaryOf(row: {
  id: number;
  file_name: string;
  format: SheetFormat;
  created_at: Date;
  actor_email: string;
  status: ImportSummary['status'];
  mode: ImportMode | null;
  counts: ImportCounts;
  applied: number;
  to_apply: number;
  decoded_from: 'windows-1256' | null;
  applied_at: Date | null;
  planned_through: number;
}): ImportSummary {
  return {
    id: row.id,
    fileName: row.file_name,
    format: row.format,
    createdAt: new Date(row.created_at).toISOString(),
    actorEmail: row.actor_email,
    status: row.status,
    mode: row.mode,
    counts: typeof row.counts === 'string' ? JSON.parse(row.counts) : row.counts,
    applied: row.applied,
    toApply: row.to_apply,
    decodedFrom: row.decoded_from,
    appliedAt: row.applied_at ? new Date(row.applied_at).toISOString() : null,
    planned: row.planned_through,
  };
}

const SUMMARY_COLUMNS = ['id', 'file_name', 'format', 'created_at', 'actor_email', 'status', 'mode', 'counts', 'applied', 'to_apply', 'decoded_from', 'applied_at', 'planned_through'] as const;

/** A file name as the history shows it: its last path part, without control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(0, 200);
  return clean || 'products.csv';
}

/** Rows one dry-run step plans: a couple of seconds at most, so a 50,000-row file is checked in steps that each fit a function's time limit. */
export const PLAN_CHUNK = 5000;

const ZERO_COUNTS: ImportCounts = { rows: 0, create: 0, update: 0, unchanged: 0, problems: 0, badRows: 0 };

function addCounts(total: ImportCounts, step: ImportCounts): ImportCounts {
  return {
    rows: total.rows,
    create: total.create + step.create,
    update: total.update + step.update,
    unchanged: total.unchanged + step.unchanged,
    problems: total.problems + step.problems,
    badRows: total.badRows + step.badRows,
  };
}

/**
 * Plans the data rows after `from` (at most `chunk` of them, read by the same pass that scans the
 * file) into the import's plan and moves its cursor, in the caller's transaction; the last step
 * makes the import ready to apply.
 */
async function planStep(tx: Transaction<DB>, job: { id: number; counts: ImportCounts }, sheet: SheetFile, from: number, chunk: number, now: Date): Promise<ImportCounts> {
  const { scan, slice } = await scanSheet(sheet, from, from + chunk);
  const to = from + slice.length;
  const step = await planRows(
    tx,
    scan,
    slice,
    from + 1,
    async (batch) => {
      // Unchanged rows need nothing more: their count is in `counts`.
      const kept = batch.filter((r) => r.action !== 'unchanged');
      for (let i = 0; i < kept.length; i += PLAN_INSERT_BATCH) {
        await tx
          .insertInto('product_import_rows')
          .values(kept.slice(i, i + PLAN_INSERT_BATCH).map((r) => planRowValues(job.id, r)))
          .execute();
      }
    },
    now,
  );
  const counts = addCounts({ ...job.counts, rows: scan.rows }, step);
  const planned = to >= scan.rows;
  await tx
    .updateTable('product_imports')
    .set({ counts: JSON.stringify(counts), planned_through: to, ...(planned ? { status: 'ready', to_apply: counts.create + counts.update } : {}) })
    .where('id', '=', job.id)
    .execute();
  return counts;
}

interface DryRunOptions {
  now?: Date;
  /** Rows per step (tests make it small to walk a file in several steps). */
  chunk?: number;
}

/**
 * POST /api/admin/product-imports: the dry run of an uploaded file. The whole file is read once
 * (refused as a whole if it must be) and kept privately; its first rows are planned at once and the
 * import answers `planning` with how far it got until every row is, the browser asking for the next
 * step (`planImportStep`). Nothing is written to the catalogue.
 */
export async function dryRunImport(db: Database, actor: AuditActor, data: Uint8Array, name: string, options: DryRunOptions = {}): Promise<ImportDetail> {
  const { now = new Date(), chunk = PLAN_CHUNK } = options;
  const fileName = cleanFileName(name);
  const sheet = await readSheetFile(data, fileName);
  const fileKey = `imports/${randomUUID()}.${sheet.format}`;
  // One transaction: the import row, the file and the first step (whose pass over the file refuses
  // it as a whole if it must); nobody sees an import without its file.
  const id = await db.transaction().execute(async (tx) => {
    const { id } = await tx
      .insertInto('product_imports')
      .values({
        created_at: now,
        actor_id: actor.userId,
        actor_email: actor.email,
        file_name: fileName,
        format: sheet.format,
        file_key: fileKey,
        decoded_from: sheet.decodedFrom,
        counts: JSON.stringify(ZERO_COUNTS),
        status: 'planning',
        to_apply: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await planStep(tx, { id, counts: ZERO_COUNTS }, sheet, 0, chunk, now);
    await (await fileStore('product-imports')).set(fileKey, data, SHEET_CONTENT_TYPES[sheet.format]);
    return id;
  });
  return importDetail(db, id);
}

/**
 * POST /api/admin/product-imports/:id/plan: the next step of a dry run still `planning` (the file
 * read again from the private store). Steps are serialised by the import's row lock; asked again
 * after a step cut short, it continues after the last committed one; asked once the plan is
 * complete, it answers the import as it stands.
 */
export async function planImportStep(db: Database, id: number, options: DryRunOptions = {}): Promise<ImportDetail> {
  const { now = new Date(), chunk = PLAN_CHUNK } = options;
  await db.transaction().execute(async (tx) => {
    const job = await tx.selectFrom('product_imports').select(['id', 'status', 'counts', 'file_key', 'file_name', 'planned_through']).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!job) throw importNotFound();
    if (job.status !== 'planning') return;
    const file = await (await fileStore('product-imports')).get(job.file_key);
    if (!file) throw importNotFound();
    const counts = (typeof job.counts === 'string' ? JSON.parse(job.counts) : job.counts) as ImportCounts;
    await planStep(tx, { id, counts }, await readSheetFile(file.data, job.file_name), job.planned_through, chunk, now);
  });
  return importDetail(db, id);
}

function planRowValues(importId: number, row: PlannedRow) {
  const values = row.product ? { ...productRowValues(row.product), status: row.product.status, category_ids: row.product.categoryIds } : null;
  return {
    import_id: importId,
    row_number: row.row,
    sku: row.sku.slice(0, 100),
    action: row.action,
    product_id: row.productId,
    product_version: row.productVersion,
    product: values ? JSON.stringify(values) : null,
    changes: row.changes ? JSON.stringify(row.changes) : null,
    problems: row.problems.length ? JSON.stringify(row.problems) : null,
  };
}

/** GET /api/admin/product-imports/:id: the summary, the first problems and the first changes. */
export async function importDetail(db: Executor, id: number): Promise<ImportDetail> {
  const row = await db.selectFrom('product_imports').select(SUMMARY_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw importNotFound();
  const [bad, changed] = await Promise.all([
    db.selectFrom('product_import_rows').select(['problems']).where('import_id', '=', id).where('action', '=', 'bad').orderBy('row_number').limit(IMPORT_LIMITS.listed).execute(),
    db
      .selectFrom('product_import_rows')
      .select(['row_number', 'sku', 'action', 'changes'])
      .where('import_id', '=', id)
      .where('action', 'in', ['create', 'update'])
      .orderBy('row_number')
      .limit(IMPORT_LIMITS.listed)
      .execute(),
  ]);
  const json = <T,>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
  const problems = bad.flatMap((r) => json<ImportProblem[]>(r.problems ?? [])).slice(0, IMPORT_LIMITS.listed);
  const changes: ImportChange[] = changed.map((r) => ({ row: r.row_number, sku: r.sku, action: r.action as ImportChange['action'], fields: json<ImportChange['fields']>(r.changes ?? []) }));
  return { ...summaryOf(row), problems, changes };
}

/** GET /api/admin/product-imports: the history, newest first. */
export async function listImports(db: Executor, limit = 50): Promise<ImportSummary[]> {
  const rows = await db.selectFrom('product_imports').select(SUMMARY_COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map(summaryOf);
}

/** GET /api/admin/product-imports/:id/file: the original file, for the admin who asks. */
export async function importFile(db: Executor, id: number): Promise<{ name: string; data: Uint8Array; contentType: string }> {
  const row = await db.selectFrom('product_imports').select(['file_name', 'file_key']).where('id', '=', id).executeTakeFirst();
  if (!row) throw importNotFound();
  const file = await (await fileStore('product-imports')).get(row.file_key);
  if (!file) throw importNotFound();
  return { name: row.file_name, data: file.data, contentType: file.contentType };
}

/** DELETE /api/admin/product-imports/:id: a dry run the admin does not apply (it stays in the history). */
export async function cancelImport(db: Database, id: number): Promise<ImportDetail> {
  const updated = await db.updateTable('product_imports').set({ status: 'cancelled' }).where('id', '=', id).where('status', 'in', ['planning', 'ready']).returning('id').executeTakeFirst();
  if (!updated) {
    await importDetail(db, id);
    throw conflict('import_not_ready');
  }
  await db.deleteFrom('product_import_rows').where('import_id', '=', id).execute();
  return importDetail(db, id);
}

/** The plan's rows marked stale: the product moved on (or its SKU was taken) after the dry run. */
async function markStale(tx: Transaction<DB>, importId: number, rows: readonly number[]): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .updateTable('product_import_rows')
    .set({
      action: 'bad',
      problems: sql`jsonb_build_array(jsonb_build_object('row', row_number, 'column', null, 'code', 'changed_since_dry_run'))`,
    })
    .where('import_id', '=', importId)
    .where('row_number', 'in', [...rows])
    .execute();
}

/** One chunk of the plan written, set-based: updates over the version the dry run saw, then creates, then the links. */
async function applyChunk(tx: Transaction<DB>, importId: number, from: number, to: number, now: Date): Promise<{ written: number; stale: number }> {
  const chunk = () =>
    tx
      .selectFrom('product_import_rows as r')
      .where('r.import_id', '=', importId)
      .where('r.row_number', '>', from)
      .where('r.row_number', '<=', to);

  // Lock the products this chunk updates; any whose version moved is left alone and reported.
  await tx
    .selectFrom('products')
    .select('id')
    .where('id', 'in', chunk().select('r.product_id').where('r.action', '=', 'update'))
    .forUpdate()
    .execute();
  const stale = await chunk()
    .leftJoin('products as p', 'p.id', 'r.product_id')
    .select('r.row_number')
    .where('r.action', '=', 'update')
    .where((eb) => eb.or([eb('p.id', 'is', null), eb('p.version', '!=', eb.ref('r.product_version'))]))
    .execute();
  await markStale(
    tx,
    importId,
    stale.map((s) => s.row_number),
  );

  const v = (field: string) => sql`r.product ->> ${sql.lit(field)}`;
  const columns = sql`
    sku = ${v('sku')}, part_number = ${v('part_number')}, name_en = ${v('name_en')}, name_ar = ${v('name_ar')},
    description_en = ${v('description_en')}, description_ar = ${v('description_ar')},
    new_customer_price = (${v('new_customer_price')})::numeric, retail_price = (${v('retail_price')})::numeric,
    small_companies_price = (${v('small_companies_price')})::numeric, large_companies_price = (${v('large_companies_price')})::numeric,
    distributors_price = (${v('distributors_price')})::numeric,
    on_sale = (${v('on_sale')})::boolean, sale_price = (${v('sale_price')})::numeric, sale_ends_at = (${v('sale_ends_at')})::timestamptz,
    images = (${v('images')})::jsonb, cross_references = (${v('cross_references')})::jsonb, status = ${v('status')}`;
  const updated = await sql<{ id: number }>`
    update products p set ${columns}, version = p.version + 1, updated_at = ${now}
    from product_import_rows r
    where r.import_id = ${importId} and r.row_number > ${from} and r.row_number <= ${to}
      and r.action = 'update' and p.id = r.product_id and p.version = r.product_version
    returning p.id`.execute(tx);

  const created = await sql<{ id: number; sku: string }>`
    insert into products (sku, part_number, name_en, name_ar, description_en, description_ar,
      new_customer_price, retail_price, small_companies_price, large_companies_price, distributors_price,
      on_sale, sale_price, sale_ends_at, images, cross_references, status, created_at, updated_at)
    select ${v('sku')}, ${v('part_number')}, ${v('name_en')}, ${v('name_ar')}, ${v('description_en')}, ${v('description_ar')},
      (${v('new_customer_price')})::numeric, (${v('retail_price')})::numeric, (${v('small_companies_price')})::numeric,
      (${v('large_companies_price')})::numeric, (${v('distributors_price')})::numeric,
      (${v('on_sale')})::boolean, (${v('sale_price')})::numeric, (${v('sale_ends_at')})::timestamptz, (${v('images')})::jsonb,
      (${v('cross_references')})::jsonb, 'hidden', ${now}, ${now}
    from product_import_rows r
    where r.import_id = ${importId} and r.row_number > ${from} and r.row_number <= ${to} and r.action = 'create'
    order by r.row_number
    on conflict (sku) do nothing
    returning id, sku`.execute(tx);
  // A SKU another admin took after the dry run: that row is stale, not a second product.
  const takenRows = await chunk()
    .select('r.row_number')
    .where('r.action', '=', 'create')
    .where('r.sku', 'not in', created.rows.length ? created.rows.map((c) => c.sku) : [''])
    .execute();
  await markStale(
    tx,
    importId,
    takenRows.map((t) => t.row_number),
  );

  const written = [...updated.rows.map((r) => r.id), ...created.rows.map((r) => r.id)];
  // Links are rewritten only where they change: new products, and updates whose categories column
  // changed (an update of prices alone keeps its links as they are).
  const relinked = await sql<{ id: number }>`
    select p.id from product_import_rows r join products p on p.id = r.product_id
    where r.import_id = ${importId} and r.row_number > ${from} and r.row_number <= ${to} and r.action = 'update'
      and r.changes @> '[{"column":"categories"}]'::jsonb and p.id = any(${sql.val(updated.rows.map((r) => r.id))}::int[])`.execute(tx);
  const linked = [...relinked.rows.map((r) => r.id), ...created.rows.map((r) => r.id)];
  if (linked.length) {
    if (relinked.rows.length) await sql`delete from product_categories where product_id = any(${sql.val(relinked.rows.map((r) => r.id))}::int[])`.execute(tx);
    // Categories deleted since the dry run are left out (the category delete would have refused while they were linked).
    await sql`
      insert into product_categories (product_id, category_id)
      select p.id, c.id
      from product_import_rows r
      join products p on p.sku = r.product ->> 'sku'
      cross join lateral jsonb_array_elements_text(r.product -> 'category_ids') as link(category_id)
      join categories c on c.id = link.category_id::int
      where r.import_id = ${importId} and r.row_number > ${from} and r.row_number <= ${to}
        and r.action in ('create', 'update') and p.id = any(${sql.val(linked)}::int[])
      on conflict do nothing`.execute(tx);
  }
  return { written: written.length, stale: stale.length + takenRows.length };
}

/**
 * POST /api/admin/product-imports/:id/apply { mode }: writes the next chunk of the plan and answers
 * the import as it now stands; the browser asks again until it is applied (its progress bar). "All
 * or nothing" is refused while the plan has a bad row, before anything is written.
 */
export async function applyImportStep(db: Database, actor: AuditActor, id: number, mode: ImportMode, now = new Date()): Promise<ImportDetail> {
  await adminWrite(db, actor, {
    now,
    change: async (tx) => {
      const job = await tx.selectFrom('product_imports').select([...SUMMARY_COLUMNS, 'applied_through']).where('id', '=', id).forUpdate().executeTakeFirst();
      if (!job) throw importNotFound();
      const summary = summaryOf(job);
      if (summary.status === 'planning' || summary.status === 'applied' || summary.status === 'cancelled') throw conflict('import_not_ready');
      if (summary.status === 'applying' && summary.mode !== mode) throw conflict('import_not_ready');
      if (mode === 'all_or_nothing' && summary.counts.badRows > 0) throw new HttpError(409, 'import_has_problems');

      const next = await tx
        .selectFrom('product_import_rows')
        .select('row_number')
        .where('import_id', '=', id)
        .where('row_number', '>', job.applied_through)
        .where('action', 'in', ['create', 'update'])
        .orderBy('row_number')
        .offset(APPLY_CHUNK - 1)
        .limit(1)
        .executeTakeFirst();
      const to = next?.row_number ?? INT4_MAX;
      const { written, stale } = await applyChunk(tx, id, job.applied_through, to, now);
      const finished = next === undefined;
      const counts: ImportCounts = { ...summary.counts, badRows: summary.counts.badRows + stale, problems: summary.counts.problems + stale };
      await tx
        .updateTable('product_imports')
        .set({
          status: finished ? 'applied' : 'applying',
          mode,
          applied: summary.applied + written,
          applied_through: to,
          counts: JSON.stringify(counts),
          ...(finished ? { applied_at: now } : {}),
        })
        .where('id', '=', id)
        .execute();
      if (!finished) return { result: undefined, audit: null };
      const after = { import: id, file: summary.fileName, mode, ...counts, applied: summary.applied + written };
      return {
        result: undefined,
        audit: { action: 'product.import', entity: 'product', entityId: id, after },
        // Once per import, not per row: the catalogue tag covers every list and product page.
        purge: summary.applied + written > 0 ? [CATALOGUE_TAG] : [],
      };
    },
  });
  return importDetail(db, id);
}
