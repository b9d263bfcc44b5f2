import type { InboxQuery } from '#lib/inbox/query';
import type { QuoteFilterStatus, QuoteStatus } from '#lib/inbox/types';
import { QUOTED_PRODUCT_COLUMNS } from '../../quotes/quoted-product.ts';
import type { Database } from '../../db/index.ts';
import { countRows, inboxConditions, inboxSearchPattern } from '../inbox/filters.ts';

/** SQL for the admin's quote inbox: plain functions over a database handle or a transaction. */

export type QuoteFilter = Omit<InboxQuery<QuoteFilterStatus>, 'page'>;

/**
 * The quotes a filter keeps. The search matches company, name, e-mail, the SKU the quote was made
 * for and the part number kept after its product was deleted (quotes.search_text, trigram-indexed),
 * or a product that still exists by its current SKU or part number (products.search_text's index,
 * then quotes by product).
 */
function filteredQuotes(db: Database, filter: QuoteFilter, now = new Date()) {
  let query = db.selectFrom('quotes');
  // "Expired" is read, not stored: quoted, and the sent quotation's validity has ended (issue 22).
  const stored = filter.status === 'expired' ? 'quoted' : filter.status;
  for (const condition of inboxConditions({ ...filter, status: stored }, { status: 'quotes.status', created: 'quotes.created_at' })) query = query.where(condition);
  if (filter.status === 'expired') query = query.where('quotes.valid_until', '<=', now);
  if (filter.status === 'quoted') query = query.where('quotes.valid_until', '>', now);
  const pattern = inboxSearchPattern(filter.q);
  if (pattern) {
    query = query.where((eb) =>
      eb.or([
        eb('quotes.search_text', 'like', pattern),
        eb(
          'quotes.product_id',
          'in',
          eb
            .selectFrom('products')
            .select('products.id')
            .where('products.search_text', 'like', pattern)
            .where((p) => p.or([p('products.sku', 'like', pattern), p(p.fn('lower', ['products.part_number']), 'like', pattern)])),
        ),
      ]),
    );
  }
  return query;
}

/** One page of the quotes a filter keeps, newest first, with the product's current names when it still exists. */
export async function selectQuotePage(db: Database, filter: QuoteFilter, { limit, offset }: { limit: number; offset: number }) {
  return filteredQuotes(db, filter)
    .leftJoin('products', 'products.id', 'quotes.product_id')
    .select([
      'quotes.id',
      'quotes.created_at',
      ...QUOTED_PRODUCT_COLUMNS,
      'quotes.name',
      'quotes.email',
      'quotes.phone_country_code',
      'quotes.phone',
      'quotes.company',
      'quotes.quantity',
      'quotes.notes',
      'quotes.images',
      'quotes.status',
      'quotes.valid_until',
    ])
    .orderBy('quotes.created_at', 'desc')
    .orderBy('quotes.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export type QuotePageRow = Awaited<ReturnType<typeof selectQuotePage>>[number];

export const countQuotes = (db: Database, filter: QuoteFilter): Promise<number> => countRows(filteredQuotes(db, filter));

/** The quote's status (and the SKU it asks about, for the audit log), row-locked so two admins cannot both change it. */
export async function lockQuoteStatus(db: Database, id: number) {
  return db.selectFrom('quotes').select(['status', 'product_sku']).where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function updateQuoteStatus(db: Database, id: number, status: QuoteStatus): Promise<void> {
  await db.updateTable('quotes').set({ status }).where('id', '=', id).execute();
}

export async function selectQuoteImages(db: Database, id: number): Promise<string[] | undefined> {
  const row = await db.selectFrom('quotes').select(['images']).where('id', '=', id).executeTakeFirst();
  return row?.images;
}
