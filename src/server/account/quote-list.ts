import type { QuoteListLine, QuoteListLineInput } from '#lib/quote-list';
import type { Database } from '../db/index.ts';
import { inTransaction } from '../db/transaction.ts';

/**
 * A signed-in buyer's quote list, kept on the server so it follows them to another device (issue
 * 23, ADR 0032). Only ever the session's own buyer's: nothing in the request names whose list it is.
 * A save replaces the whole list (a PUT: repeating it changes nothing), and answers the list as
 * kept: lines of products no longer visible are dropped, so the browser adopts what the shop has.
 */

/** The buyer's saved lines, in their order, with each product as the list shows it (visible products only). */
export async function readSavedQuoteList(db: Database, userId: string): Promise<QuoteListLine[]> {
  const rows = await db
    .selectFrom('saved_quote_list_lines as l')
    .leftJoin('products as p', (join) => join.onRef('p.id', '=', 'l.product_id').on('p.status', '=', 'active'))
    .select(['l.product_id', 'l.requested', 'l.quantity', 'p.id', 'p.sku', 'p.part_number', 'p.name_en', 'p.name_ar', 'p.images'])
    .where('l.user_id', '=', userId)
    .orderBy('l.position')
    .execute();
  return rows.flatMap((row): QuoteListLine[] => {
    if (row.requested !== null) return [{ requested: row.requested, quantity: row.quantity }];
    if (row.id === null) return [];
    return [{ product: { id: row.id, sku: row.sku!, partNumber: row.part_number!, nameEn: row.name_en!, nameAr: row.name_ar!, image: row.images?.[0]?.key ?? null }, quantity: row.quantity }];
  });
}

/** Replaces the buyer's list with these lines (one transaction); a line of a product not visible is left out. */
export async function saveQuoteList(db: Database, userId: string, lines: readonly QuoteListLineInput[]): Promise<QuoteListLine[]> {
  const ids = [...new Set(lines.flatMap((line) => ('productId' in line ? [line.productId] : [])))];
  await inTransaction(
    db,
    async (trx) => {
      const visible = ids.length ? new Set((await trx.selectFrom('products').select('id').where('id', 'in', ids).where('status', '=', 'active').execute()).map((row) => row.id)) : new Set<number>();
      const kept = lines.filter((line) => !('productId' in line) || visible.has(line.productId));
      await trx.deleteFrom('saved_quote_list_lines').where('user_id', '=', userId).execute();
      if (kept.length === 0) return;
      await trx
        .insertInto('saved_quote_list_lines')
        .values(kept.map((line, position) => ({ user_id: userId, position, product_id: 'productId' in line ? line.productId : null, requested: 'requested' in line ? line.requested : null, quantity: line.quantity })))
        .execute();
    },
    { idempotent: true },
  );
  return readSavedQuoteList(db, userId);
}
