import { INBOX_PAGE_SIZE, type AdminQuote, type Page, type QuoteFilterStatus } from '#lib/inbox/types';
import type { InboxQuery } from '#lib/inbox/query';
import { canChangeQuote } from '#lib/inbox/transitions';
import type { Database } from '../../db/index.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { AuditActor } from '../audit.ts';
import { adminWrite } from '../write.ts';
import { validityDay } from '../../quotations/validity.ts';
import { readQuoteImage } from '../../quotes/image-files.ts';
import { countQuotes, lockQuoteStatus, selectQuoteImages, selectQuotePage, updateQuoteStatus, type QuotePageRow } from './repository.ts';
import { quotedProduct } from '../../quotes/quoted-product.ts';
import { quoteLinesOf } from '../../quotes/list-lines.ts';
import type { RequestedLine } from '#lib/quote-list';

/** The admin's quote inbox: one page of what the search and filters keep, newest first, with the total for the pager. */
export async function listQuotes(db: Database, { page, ...filter }: InboxQuery<QuoteFilterStatus>, now = new Date()): Promise<Page<AdminQuote>> {
  const [rows, total] = await Promise.all([
    selectQuotePage(db, filter, { limit: INBOX_PAGE_SIZE, offset: (page - 1) * INBOX_PAGE_SIZE }),
    countQuotes(db, filter),
  ]);
  const [current, lines] = await Promise.all([
    currentQuotations(db, rows.map((row) => row.id)),
    quoteLinesOf(db, rows.flatMap((row) => (row.kind === 'list' ? [row.id] : []))),
  ]);
  return { items: rows.map((row) => toAdminQuote(row, current.get(row.id) ?? null, lines.get(row.id) ?? [], now)), page, pageSize: INBOX_PAGE_SIZE, total };
}

/** The latest sent version of each request's quotation (one indexed read for the page). */
async function currentQuotations(db: Database, quoteIds: number[]) {
  if (quoteIds.length === 0) return new Map<number, CurrentQuotation>();
  const rows = await db
    .selectFrom('quotations')
    .select(['id', 'quote_id', 'number', 'version', 'valid_until', 'total_halalas', 'status'])
    .where('quote_id', 'in', quoteIds)
    .where('status', 'in', ['sent', 'accepted', 'declined', 'change_requested'])
    .execute();
  return new Map(rows.map((row) => [row.quote_id, row]));
}
type CurrentQuotation = { id: number; number: string | null; version: number; valid_until: Date; total_halalas: string; status: string };

function toAdminQuote(row: QuotePageRow, quotation: CurrentQuotation | null, lines: RequestedLine[], now: Date): AdminQuote {
  return {
    id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    kind: row.kind,
    product: quotedProduct(row),
    company: row.company,
    name: row.name,
    email: row.email,
    phoneCountryCode: row.phone_country_code,
    phone: row.phone,
    quantity: row.quantity,
    lines,
    notes: row.notes,
    imageCount: row.images.length,
    status: row.status,
    quotation: quotation
      ? {
          id: quotation.id,
          number: quotation.number,
          version: quotation.version,
          validUntil: validityDay(quotation.valid_until),
          totalHalalas: Number(quotation.total_halalas),
          expired: quotation.status === 'sent' && now.getTime() >= new Date(quotation.valid_until).getTime(),
        }
      : null,
  };
}

/**
 * Pending to finished, once: a second attempt (or a finished quote) is a 409, except a repeat of
 * the same keyed request, which answers like the first. Logged with the product's SKU.
 */
export async function finishQuote(db: Database, id: number, actor: AuditActor, idempotencyKey: string | null = null): Promise<void> {
  await adminWrite(db, actor, {
    key: idempotencyKey,
    content: { quote: id, status: 'finished' },
    replayed: async () => {},
    change: async (trx) => {
      const current = await lockQuoteStatus(trx, id);
      if (!current) throw notFound();
      if (!canChangeQuote(current.status, 'finished')) throw conflict('invalid_transition');
      await updateQuoteStatus(trx, id, 'finished');
      return {
        result: undefined,
        audit: { action: 'quote.status', entity: 'quote', entityId: id, sku: current.product_sku, before: { status: current.status }, after: { status: 'finished' } },
      };
    },
  });
}

/** The index-th photo of a quote, as stored (only ever served to admins). */
export async function quoteImage(db: Database, id: number, index: number) {
  const keys = await selectQuoteImages(db, id);
  const key = keys?.[index];
  if (!key) throw notFound();
  const file = await readQuoteImage(key);
  if (!file) throw notFound();
  return file;
}
