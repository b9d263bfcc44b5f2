import type { Transaction } from 'kysely';
import { CLASS_PRICE_COLUMNS, isCustomerClass } from '#lib/roles';
import type { Database } from '../db/index.ts';
import type { DB } from '../db/schema.ts';

/** SQL for quotations (issue 22): plain functions over a database handle or a transaction. */

type Executor = Database | Transaction<DB>;

export const QUOTATION_COLUMNS = [
  'id',
  'quote_id',
  'version',
  'number',
  'status',
  'locale',
  'valid_until',
  'delivery_terms',
  'notes',
  'subtotal_halalas',
  'vat_halalas',
  'total_halalas',
  'pdf_key',
  'created_at',
  'sent_at',
  'responded_at',
  'response_note',
] as const;

export async function selectVersions(db: Executor, quoteIds: readonly number[]) {
  if (quoteIds.length === 0) return [];
  return db.selectFrom('quotations').select(QUOTATION_COLUMNS).where('quote_id', 'in', quoteIds).orderBy('quote_id').orderBy('version', 'desc').execute();
}
export type QuotationRow = Awaited<ReturnType<typeof selectVersions>>[number];

export async function selectLines(db: Executor, quotationIds: readonly number[]) {
  if (quotationIds.length === 0) return [];
  return db.selectFrom('quotation_lines').selectAll().where('quotation_id', 'in', quotationIds).orderBy('quotation_id').orderBy('position').execute();
}
export type QuotationLineRow = Awaited<ReturnType<typeof selectLines>>[number];

/** The request a quotation answers, with its buyer's company record (row-locked in a transaction when asked). */
export async function selectRequest(db: Executor, quoteId: number, { lock = false } = {}) {
  let query = db
    .selectFrom('quotes')
    .leftJoin('company_profiles', 'company_profiles.user_id', 'quotes.user_id')
    .select([
      'quotes.id',
      'quotes.status',
      'quotes.locale',
      'quotes.user_id',
      'quotes.company',
      'quotes.name',
      'quotes.email',
      'quotes.product_id',
      'quotes.quantity',
      'quotes.kind',
      'quotes.created_at',
      'quotes.quoted_at',
      'company_profiles.registration_number',
      'company_profiles.vat_number',
      'company_profiles.role',
      'company_profiles.status as profile_status',
    ])
    .where('quotes.id', '=', quoteId);
  if (lock) query = query.forUpdate('quotes');
  return query.executeTakeFirst();
}
export type RequestRow = NonNullable<Awaited<ReturnType<typeof selectRequest>>>;

/** The products a buyer may be quoted for, priced at the buyer's class (retail for visitors and unapproved accounts). */
export async function selectPricedProducts(db: Executor, request: Pick<RequestRow, 'role' | 'profile_status'>, where: { ids?: readonly number[]; search?: string }) {
  const column = request.profile_status === 'approved' && isCustomerClass(request.role) ? CLASS_PRICE_COLUMNS[request.role] : CLASS_PRICE_COLUMNS.retail;
  let query = db.selectFrom('products').select(['id', 'sku', 'part_number', 'name_en', 'name_ar', `${column} as price`, 'retail_price']);
  if (where.ids) {
    if (where.ids.length === 0) return [];
    query = query.where('id', 'in', where.ids);
  }
  if (where.search !== undefined) {
    const term = where.search.toLowerCase();
    query = query.where((eb) => eb.or([eb(eb.fn('lower', ['sku']), '=', term), eb(eb.fn('lower', ['part_number']), '=', term), eb('search_text', 'like', `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)])).orderBy('sku').limit(10);
  }
  return query.execute();
}

/** The next number of the year, from its counter row, locked until the transaction ends (never reused, never skipped by a commit). */
export async function takeQuotationNumber(tx: Transaction<DB>, year: number): Promise<number> {
  const row = await tx
    .insertInto('quotation_numbers')
    .values({ year, last_number: 1 })
    .onConflict((oc) => oc.column('year').doUpdateSet((eb) => ({ last_number: eb('quotation_numbers.last_number', '+', 1) })))
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return row.last_number;
}
