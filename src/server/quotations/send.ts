import { formatQuotationNumber, quotationPdfFilename, type Quotation } from '#lib/quotations/types';
import type { Database } from '../db/index.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import type { AuditActor } from '../admin/audit.ts';
import { adminWrite } from '../admin/write.ts';
import { companyForEmail } from '../email/company.ts';
import { enqueueEmail } from '../email/outbox.ts';
import { fileStore } from '../storage/index.ts';
import { renderQuotationPdf, type QuotationDocument } from './pdf.ts';
import { selectLines, selectRequest, takeQuotationNumber } from './repository.ts';
import { buyerOf, QUOTATION_DOCUMENTS, quotable, quotationsOf, toLine } from './service.ts';
import { riyadhToday, riyadhYear, validityDay } from './validity.ts';

// Apart from service.ts because it alone draws the PDF: pdf-lib, fontkit and the fonts (3.4 MB,
// 150-185 ms to load) go only into what sends quotations, not into every function and page that
// reads them (the account's requests, the downloads).

/**
 * Sends the request's draft: its number (the year's next, or the one its earlier versions carry),
 * the earlier live version superseded, the request quoted, the PDF made in the buyer's language and
 * stored privately, and the e-mail with the PDF queued, all in one transaction with the audit entry.
 */
export async function sendQuotation(db: Database, actor: AuditActor, quoteId: number, key: string | null, now = new Date()): Promise<Quotation> {
  const id = await adminWrite(db, actor, {
    key,
    now,
    content: { quote: quoteId, send: true },
    replayed: async () => {
      const sent = await db.selectFrom('quotations').select('id').where('quote_id', '=', quoteId).where('status', '!=', 'draft').orderBy('version', 'desc').executeTakeFirst();
      if (!sent) throw notFound('quotation_not_found');
      return sent.id;
    },
    change: async (tx) => {
      const request = await selectRequest(tx, quoteId, { lock: true });
      if (!request) throw notFound();
      if (!quotable(request.status)) throw conflict('invalid_transition');
      const draft = await tx.selectFrom('quotations').selectAll().where('quote_id', '=', quoteId).where('status', '=', 'draft').forUpdate().executeTakeFirst();
      if (!draft) throw notFound('quotation_not_found');
      const day = validityDay(draft.valid_until);
      if (day < riyadhToday(now)) throw badRequest({ validUntil: 'validity_past' });
      const lineRows = await selectLines(tx, [draft.id]);
      if (lineRows.length === 0) throw badRequest({ lines: 'lines_required' });

      const earlier = await tx.selectFrom('quotations').select(['id', 'number', 'status']).where('quote_id', '=', quoteId).where('status', '!=', 'draft').orderBy('version', 'desc').execute();
      const number = earlier.find((row) => row.number)?.number ?? formatQuotationNumber(riyadhYear(now), await takeQuotationNumber(tx, riyadhYear(now)));
      const live = earlier.find((row) => row.status === 'sent' || row.status === 'declined' || row.status === 'change_requested');
      if (earlier.some((row) => row.status === 'accepted')) throw conflict('quotation_answered');
      if (live) await tx.updateTable('quotations').set({ status: 'superseded', updated_at: now }).where('id', '=', live.id).execute();

      const company = await companyForEmail(tx);
      const document: QuotationDocument = {
        number,
        version: draft.version,
        locale: draft.locale,
        issuedAt: now.toISOString(),
        validUntil: day,
        company,
        buyer: buyerOf(request),
        lines: lineRows.map(toLine),
        subtotalHalalas: Number(draft.subtotal_halalas),
        vatHalalas: Number(draft.vat_halalas),
        totalHalalas: Number(draft.total_halalas),
        deliveryTerms: draft.delivery_terms,
        notes: draft.notes,
      };
      const pdf = await renderQuotationPdf(document);
      const pdfKey = `quotations/${quoteId}/${draft.id}-v${draft.version}.pdf`;
      // Stored before the commit: a send that then rolls back leaves an unreferenced file, never a reference without one.
      await (await fileStore(QUOTATION_DOCUMENTS)).set(pdfKey, pdf, 'application/pdf');

      await tx.updateTable('quotations').set({ status: 'sent', number, sent_at: now, pdf_key: pdfKey, updated_at: now }).where('id', '=', draft.id).execute();
      await tx
        .updateTable('quotes')
        .set((eb) => ({ status: 'quoted', quoted_at: eb.fn.coalesce('quoted_at', eb.val(now)), valid_until: draft.valid_until }))
        .where('id', '=', quoteId)
        .execute();
      await enqueueEmail(
        tx,
        {
          template: 'quotation_sent',
          to: request.email,
          locale: draft.locale,
          data: { quoteId, number, version: draft.version, name: request.name, company: request.company, totalHalalas: Number(draft.total_halalas), validUntil: day, revision: earlier.length > 0 },
          attachments: [{ filename: quotationPdfFilename(number, draft.version), contentType: 'application/pdf', content: pdf }],
        },
        now,
      );
      return {
        result: draft.id,
        audit: {
          action: 'quotation.send',
          entity: 'quote',
          entityId: quoteId,
          before: { status: request.status, supersedes: live?.id ?? null },
          after: { status: 'quoted', quotation: draft.id, number, version: draft.version, totalHalalas: Number(draft.total_halalas), validUntil: day },
        },
      };
    },
  });
  const [sent] = (await quotationsOf(db, [quoteId], now)).filter((q) => q.id === id);
  return sent!;
}
