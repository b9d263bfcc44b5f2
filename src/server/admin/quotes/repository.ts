import type { Database } from '../../db/index.ts';
import type { QuoteStatus } from '../../db/schema.ts';

/** SQL for the admin's quote inbox: plain functions over a database handle or a transaction. */

/** One page of quotes, newest first, with the product's current names when it still exists. */
export async function selectQuotePage(db: Database, { limit, offset }: { limit: number; offset: number }) {
  return db
    .selectFrom('quotes')
    .leftJoin('products', 'products.id', 'quotes.product_id')
    .select([
      'quotes.id',
      'quotes.created_at',
      'quotes.kind',
      'quotes.product_id',
      'quotes.product_sku',
      'quotes.product_part_number',
      'quotes.product_name_en',
      'quotes.product_name_ar',
      'quotes.name',
      'quotes.email',
      'quotes.phone_country_code',
      'quotes.phone',
      'quotes.company',
      'quotes.quantity',
      'quotes.notes',
      'quotes.images',
      'quotes.status',
      'products.sku',
      'products.part_number',
      'products.name_en',
      'products.name_ar',
    ])
    .orderBy('quotes.created_at', 'desc')
    .orderBy('quotes.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export type QuotePageRow = Awaited<ReturnType<typeof selectQuotePage>>[number];

export async function countQuotes(db: Database): Promise<number> {
  const row = await db.selectFrom('quotes').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

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
