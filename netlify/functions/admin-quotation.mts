import type { Config } from '@netlify/functions';
import { quotationDraftSchema, quotationProductSearchSchema } from '#lib/quotations/validation';
import { adminRoute } from '#server/admin/route';
import { json } from '#server/http/handler';
import { nudgeOutbox } from '#server/email/nudge';
import { notFound } from '#server/http/errors';
import { quotationWorkspace, saveQuotationDraft, searchQuotationProducts } from '#server/quotations/service';
import { sendQuotation } from '#server/quotations/send';

/**
 * The admin's quotation of one request (issue 22):
 * - GET  /api/admin/quotes/:id/quotation: the editor's workspace (buyer, versions, prefilled lines);
 * - PUT  /api/admin/quotes/:id/quotation: save the draft (lines, terms, validity);
 * - POST /api/admin/quotes/:id/quotation: send the draft (keyed: a repeat answers like the first);
 * - GET  /api/admin/quotes/:id/quotation/products?q=: products by SKU or part number at the buyer's price.
 */
export default adminRoute({
  GET: async ({ db, id, params, query }) => {
    const quoteId = id();
    if (params.part === 'products') return json(await searchQuotationProducts(db, quoteId, query(quotationProductSearchSchema).q));
    if (params.part !== undefined) throw notFound();
    return json(await quotationWorkspace(db, quoteId));
  },
  PUT: async ({ db, admin, id, params, body }) => {
    if (params.part !== undefined) throw notFound();
    const quoteId = id();
    return json(await saveQuotationDraft(db, admin, quoteId, await body(quotationDraftSchema)));
  },
  POST: async ({ db, admin, id, params, idempotencyKey, noInput, context }) => {
    if (params.part !== undefined) throw notFound();
    const quoteId = id();
    const key = idempotencyKey();
    await noInput();
    const sent = await sendQuotation(db, admin, quoteId, key);
    nudgeOutbox(context, db);
    return json(sent);
  },
});

export const config: Config = { path: ['/api/admin/quotes/:id/quotation', '/api/admin/quotes/:id/quotation/:part'], method: ['GET', 'PUT', 'POST'] };
