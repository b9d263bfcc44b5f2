import type { FieldErrors } from '#lib/errors';
import type { QuoteListLineInput, RequestedLine } from '#lib/quote-list';
import type { Database } from '../db/index.ts';
import { badRequest } from '../http/errors.ts';

/**
 * A list request's lines (issue 23, ADR 0032): checked against the catalogue and written in the
 * request's own transaction, read back for the inbox, the buyer's requests and the quotation editor.
 */

/**
 * Each line's product as a visitor may see it now (one query): a hidden or deleted one is refused
 * with `lines.<i>.productId: product_unavailable` for every such line, so the list can mark them.
 */
export async function resolveListLines(db: Database, lines: readonly QuoteListLineInput[]): Promise<RequestedLine[]> {
  const ids = [...new Set(lines.flatMap((line) => ('productId' in line ? [line.productId] : [])))];
  const rows = ids.length
    ? await db.selectFrom('products').select(['id', 'sku', 'part_number', 'name_en', 'name_ar']).where('id', 'in', ids).where('status', '=', 'active').execute()
    : [];
  const products = new Map(rows.map((row) => [row.id, row]));
  const fields: FieldErrors = {};
  const resolved = lines.map((line, index): RequestedLine => {
    if (!('productId' in line)) return { productId: null, sku: null, partNumber: null, nameEn: null, nameAr: null, requested: line.requested, quantity: line.quantity };
    const product = products.get(line.productId);
    if (!product) fields[`lines.${index}.productId`] = 'product_unavailable';
    return { productId: line.productId, sku: product?.sku ?? null, partNumber: product?.part_number ?? null, nameEn: product?.name_en ?? null, nameAr: product?.name_ar ?? null, requested: null, quantity: line.quantity };
  });
  if (Object.keys(fields).length > 0) throw badRequest(fields);
  return resolved;
}

export async function insertQuoteLines(db: Database, quoteId: number, lines: readonly RequestedLine[]): Promise<void> {
  await db
    .insertInto('quote_lines')
    .values(
      lines.map((line, position) => ({
        quote_id: quoteId,
        position,
        product_id: line.productId,
        sku: line.sku,
        part_number: line.partNumber,
        name_en: line.nameEn,
        name_ar: line.nameAr,
        requested: line.requested,
        quantity: line.quantity,
      })),
    )
    .execute();
}

/** The lines of these requests, by request, in the buyer's order (one indexed read for a page). */
export async function quoteLinesOf(db: Database, quoteIds: readonly number[]): Promise<Map<number, RequestedLine[]>> {
  const lines = new Map<number, RequestedLine[]>();
  if (quoteIds.length === 0) return lines;
  const rows = await db.selectFrom('quote_lines').selectAll().where('quote_id', 'in', quoteIds).orderBy('quote_id').orderBy('position').execute();
  for (const row of rows) {
    const line: RequestedLine = { productId: row.product_id, sku: row.sku, partNumber: row.part_number, nameEn: row.name_en, nameAr: row.name_ar, requested: row.requested, quantity: row.quantity };
    lines.set(row.quote_id, [...(lines.get(row.quote_id) ?? []), line]);
  }
  return lines;
}
