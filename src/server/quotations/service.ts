import type { Transaction } from 'kysely';
import type { Locale } from '#i18n/locales';
import { isLocale } from '#i18n/locales';
import { decimalToHalalas, quotationTotals } from '#lib/quotations/totals';
import {
  DEFAULT_VALIDITY_DAYS,
  quotationPdfFilename,
  type Quotation,
  type QuotationLine,
  type QuotationProductHit,
  type QuotationWorkspace,
} from '#lib/quotations/types';
import type { QuotationDraft, QuotationResponse } from '#lib/quotations/validation';
import type { Database } from '../db/index.ts';
import type { DB } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { recordAudit, type AuditActor } from '../admin/audit.ts';
import { adminWrite } from '../admin/write.ts';
import { notifyShop } from '../email/shop-notifications.ts';
import { fileStore } from '../storage/index.ts';
import type { Customer } from '../account/guard.ts';
import { quoteLinesOf } from '../quotes/list-lines.ts';
import {
  selectLines,
  selectPricedProducts,
  selectRequest,
  selectVersions,
  type QuotationLineRow,
  type QuotationRow,
  type RequestRow,
} from './repository.ts';
import { defaultValidityDay, riyadhToday, validityDay, validityEnd } from './validity.ts';

/**
 * Quotations (issue 22, ADR 0030): the admin prices a request as a draft, sends it (a number, a PDF
 * in the buyer's language, an e-mail with the PDF), revises it (a new version that supersedes the
 * sent one, never an edit), and the buyer accepts, declines or asks for a change. Every change is
 * one transaction with its audit entry and its e-mail (ADR 0020). Sending, the one step that draws
 * the PDF, is in send.ts.
 */

/** The private store of sent quotations' PDFs. */
export const QUOTATION_DOCUMENTS = 'quotation-documents';

export function toLine(row: QuotationLineRow): QuotationLine {
  return {
    productId: row.product_id,
    sku: row.sku,
    partNumber: row.part_number,
    description: row.description,
    unitPriceHalalas: Number(row.unit_price_halalas),
    quantity: row.quantity,
    discountBp: row.discount_bp,
    leadTime: row.lead_time,
    lineTotalHalalas: Number(row.line_total_halalas),
  };
}

export function toQuotation(row: QuotationRow, lines: readonly QuotationLineRow[], now: Date): Quotation {
  const validUntil = new Date(row.valid_until);
  return {
    id: row.id,
    quoteId: row.quote_id,
    version: row.version,
    number: row.number,
    status: row.status,
    locale: row.locale,
    validUntil: validityDay(validUntil),
    deliveryTerms: row.delivery_terms,
    notes: row.notes,
    lines: lines.filter((line) => line.quotation_id === row.id).map(toLine),
    subtotalHalalas: Number(row.subtotal_halalas),
    vatHalalas: Number(row.vat_halalas),
    totalHalalas: Number(row.total_halalas),
    createdAt: new Date(row.created_at).toISOString(),
    sentAt: row.sent_at ? new Date(row.sent_at).toISOString() : null,
    respondedAt: row.responded_at ? new Date(row.responded_at).toISOString() : null,
    responseNote: row.response_note,
    expired: row.status === 'sent' && now.getTime() >= validUntil.getTime(),
  };
}

/** Every version of the requests' quotations, newest first, with their lines. */
export async function quotationsOf(db: Database | Transaction<DB>, quoteIds: readonly number[], now = new Date()): Promise<Quotation[]> {
  const rows = await selectVersions(db, quoteIds);
  const lines = await selectLines(db, rows.map((row) => row.id));
  return rows.map((row) => toQuotation(row, lines, now));
}

const priceOf = (value: string | null): number | null => (value === null ? null : decimalToHalalas(value));

/** The editor's starting point for a request: its buyer, its versions, and lines prefilled from the requested product. */
export async function quotationWorkspace(db: Database, quoteId: number, now = new Date()): Promise<QuotationWorkspace> {
  const request = await selectRequest(db, quoteId);
  if (!request) throw notFound();
  const versions = await quotationsOf(db, [quoteId], now);
  return {
    quoteId,
    requestStatus: request.status,
    locale: request.locale,
    buyer: buyerOf(request),
    suggestedLines: await suggestedLines(db, request),
    versions,
    defaultValidUntil: defaultValidityDay(now, DEFAULT_VALIDITY_DAYS),
  };
}

/**
 * The lines a request's first draft starts from: one per product asked for, at the buyer's class
 * price (a single-product request's product, or each line of a list), and a list's numbers the
 * catalogue did not know as empty lines carrying the number, to be priced by hand (issue 23).
 */
async function suggestedLines(db: Database, request: RequestRow): Promise<QuotationWorkspace['suggestedLines']> {
  const asked =
    request.kind === 'list'
      ? ((await quoteLinesOf(db, [request.id])).get(request.id) ?? [])
      : request.product_id
        ? [{ productId: request.product_id, requested: null, quantity: request.quantity }]
        : [];
  const ids = asked.flatMap((line) => (line.productId === null ? [] : [line.productId]));
  const products = new Map((await selectPricedProducts(db, request, { ids })).map((product) => [product.id, product]));
  return asked.flatMap((line): QuotationWorkspace['suggestedLines'] => {
    const product = line.productId === null ? undefined : products.get(line.productId);
    const base = { quantity: line.quantity, discountBp: 0, leadTime: '' };
    if (product) {
      const description = request.locale === 'ar' ? product.name_ar : product.name_en;
      return [{ ...base, productId: product.id, sku: product.sku, partNumber: product.part_number, description, unitPriceHalalas: priceOf(product.price) ?? priceOf(product.retail_price) ?? 0 }];
    }
    // A number the catalogue did not know; a product deleted since the request is left out, as before.
    return line.requested === null ? [] : [{ ...base, productId: null, sku: '', partNumber: '', description: line.requested, unitPriceHalalas: 0 }];
  });
}

/** Products by SKU or part number for a line, at the request's buyer's price. */
export async function searchQuotationProducts(db: Database, quoteId: number, q: string): Promise<QuotationProductHit[]> {
  const request = await selectRequest(db, quoteId);
  if (!request) throw notFound();
  const rows = await selectPricedProducts(db, request, { search: q });
  return rows.map((row) => ({ productId: row.id, sku: row.sku, partNumber: row.part_number, nameEn: row.name_en, nameAr: row.name_ar, unitPriceHalalas: priceOf(row.price) ?? priceOf(row.retail_price) }));
}

export function buyerOf(request: RequestRow): QuotationWorkspace['buyer'] {
  return { company: request.company, name: request.name, email: request.email, crNumber: request.registration_number ?? null, vatNumber: request.vat_number ?? null };
}

/** A request can be (re)quoted until it is accepted or finished. */
export const quotable = (status: string) => status === 'pending' || status === 'quoted' || status === 'declined';

/** Input checks that need the clock and the catalogue: the validity's day, and every product line's product still existing. */
async function checkDraft(tx: Transaction<DB>, draft: QuotationDraft, now: Date): Promise<void> {
  if (draft.validUntil < riyadhToday(now)) throw badRequest({ validUntil: 'validity_past' });
  const ids = [...new Set(draft.lines.flatMap((line) => (line.productId === null ? [] : [line.productId])))];
  if (ids.length === 0) return;
  const found = new Set((await tx.selectFrom('products').select('id').where('id', 'in', ids).execute()).map((row) => row.id));
  const fields: Record<string, 'product_unavailable'> = {};
  draft.lines.forEach((line, index) => {
    if (line.productId !== null && !found.has(line.productId)) fields[`lines.${index}.productId`] = 'product_unavailable';
  });
  if (Object.keys(fields).length > 0) throw badRequest(fields);
}

/**
 * Saves the request's draft (creating it as the next version when there is none): the lines, terms,
 * validity and the totals computed here. A sent version is never touched.
 */
export async function saveQuotationDraft(db: Database, actor: AuditActor, quoteId: number, draft: QuotationDraft, now = new Date()): Promise<Quotation> {
  const id = await adminWrite(db, actor, {
    now,
    change: async (tx) => {
      const request = await selectRequest(tx, quoteId, { lock: true });
      if (!request) throw notFound();
      if (!quotable(request.status)) throw conflict('invalid_transition');
      await checkDraft(tx, draft, now);
      const totals = quotationTotals(draft.lines.map((line) => ({ unitPriceHalalas: line.unitPrice, quantity: line.quantity, discountBp: line.discountPercent })));
      const values = {
        locale: draft.locale,
        valid_until: validityEnd(draft.validUntil),
        delivery_terms: draft.deliveryTerms,
        notes: draft.notes,
        subtotal_halalas: totals.subtotalHalalas,
        vat_halalas: totals.vatHalalas,
        total_halalas: totals.totalHalalas,
        updated_at: now,
      };
      const existing = await tx.selectFrom('quotations').select(['id', 'version']).where('quote_id', '=', quoteId).where('status', '=', 'draft').forUpdate().executeTakeFirst();
      let quotationId: number;
      let version: number;
      if (existing) {
        quotationId = existing.id;
        version = existing.version;
        await tx.updateTable('quotations').set(values).where('id', '=', existing.id).execute();
        await tx.deleteFrom('quotation_lines').where('quotation_id', '=', existing.id).execute();
      } else {
        const last = await tx.selectFrom('quotations').select((eb) => eb.fn.max('version').as('version')).where('quote_id', '=', quoteId).executeTakeFirst();
        version = (last?.version ?? 0) + 1;
        const inserted = await tx
          .insertInto('quotations')
          .values({ ...values, quote_id: quoteId, version, status: 'draft', created_by: actor.userId, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        quotationId = inserted.id;
      }
      await tx
        .insertInto('quotation_lines')
        .values(
          draft.lines.map((line, position) => ({
            quotation_id: quotationId,
            position,
            product_id: line.productId,
            sku: line.sku,
            part_number: line.partNumber,
            description: line.description,
            unit_price_halalas: line.unitPrice,
            quantity: line.quantity,
            discount_bp: line.discountPercent,
            lead_time: line.leadTime,
            line_total_halalas: totals.lineTotals[position]!,
          })),
        )
        .execute();
      return {
        result: quotationId,
        audit: { action: 'quotation.draft', entity: 'quote', entityId: quoteId, after: { quotation: quotationId, version, lines: draft.lines.length, totalHalalas: totals.totalHalalas, validUntil: draft.validUntil } },
      };
    },
  });
  const [saved] = (await quotationsOf(db, [quoteId], now)).filter((q) => q.id === id);
  return saved!;
}

const RESPONSE_STATUS = { accept: 'accepted', decline: 'declined', change: 'change_requested' } as const;
const REQUEST_STATUS = { accept: 'accepted', decline: 'declined', change: 'pending' } as const;

/**
 * The buyer's answer to the current version of one of their own quotations (someone else's, or a
 * draft, is a 404 like a made-up id): accepted or declined with an optional note, or a change asked
 * for. Refused with 409 when superseded, already answered or past its validity. The shop hears of
 * it by e-mail from the same transaction.
 */
export async function respondToQuotation(db: Database, customer: Customer, quotationId: number, response: QuotationResponse, now = new Date()): Promise<Quotation> {
  const quoteId = await inTransaction(db, async (tx) => {
    const row = await tx
      .selectFrom('quotations')
      .innerJoin('quotes', 'quotes.id', 'quotations.quote_id')
      .select(['quotations.id', 'quotations.quote_id', 'quotations.status', 'quotations.valid_until', 'quotations.number', 'quotations.version', 'quotations.total_halalas', 'quotes.status as request_status', 'quotes.company', 'quotes.name', 'quotes.email'])
      .where('quotations.id', '=', quotationId)
      .where('quotes.user_id', '=', customer.userId)
      .where('quotations.status', '!=', 'draft')
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound('quotation_not_found');
    if (row.status === 'superseded') throw conflict('quotation_superseded');
    if (row.status !== 'sent' || row.request_status !== 'quoted') throw conflict('quotation_answered');
    if (now.getTime() >= new Date(row.valid_until).getTime()) throw conflict('quotation_expired');
    const status = RESPONSE_STATUS[response.action];
    await tx.updateTable('quotations').set({ status, responded_at: now, response_note: response.note || null, updated_at: now }).where('id', '=', row.id).execute();
    const requestStatus = REQUEST_STATUS[response.action];
    await tx.updateTable('quotes').set({ status: requestStatus, ...(response.action === 'change' ? { valid_until: null } : {}) }).where('id', '=', row.quote_id).execute();
    await recordAudit(
      tx,
      customer,
      { action: `quotation.${response.action}`, entity: 'quote', entityId: row.quote_id, before: { status: row.request_status }, after: { status: requestStatus, quotation: row.id, number: row.number, version: row.version, note: response.note || null } },
      now,
    );
    await notifyShop(
      tx,
      'quotation_response',
      { quoteId: row.quote_id, number: row.number!, version: row.version, action: response.action, company: row.company, name: row.name, email: row.email, note: response.note, totalHalalas: Number(row.total_halalas), respondedAt: now.toISOString() },
      { replyTo: row.email, now },
    );
    return row.quote_id;
  });
  const [answered] = (await quotationsOf(db, [quoteId], now)).filter((q) => q.id === quotationId);
  return answered!;
}

/** A quotation's stored PDF: to an admin, or to the buyer whose request it answers (anyone else: 404). */
export async function quotationPdf(db: Database, quotationId: number, owner: { userId: string } | 'admin'): Promise<{ data: Uint8Array; filename: string }> {
  let query = db.selectFrom('quotations').innerJoin('quotes', 'quotes.id', 'quotations.quote_id').select(['quotations.pdf_key', 'quotations.number', 'quotations.version']).where('quotations.id', '=', quotationId);
  if (owner !== 'admin') query = query.where('quotes.user_id', '=', owner.userId);
  const row = await query.executeTakeFirst();
  if (!row?.pdf_key || !row.number) throw notFound('quotation_not_found');
  const file = await (await fileStore(QUOTATION_DOCUMENTS)).get(row.pdf_key);
  if (!file) throw notFound('quotation_not_found');
  return { data: file.data, filename: quotationPdfFilename(row.number, row.version) };
}

export const localeOf = (value: string): Locale => (isLocale(value) ? value : 'en');
