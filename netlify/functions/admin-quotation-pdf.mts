import type { Config } from '@netlify/functions';
import { adminRoute } from '#server/admin/route';
import { quotationPdf } from '#server/quotations/service';
import { pdfResponse } from '#server/quotations/pdf-response';

/** GET /api/admin/quotations/:id/pdf: a sent quotation's PDF, from the private store, to admins. */
export default adminRoute({
  GET: async ({ db, id }) => pdfResponse(await quotationPdf(db, id('quotation_not_found'), 'admin')),
});

export const config: Config = { path: '/api/admin/quotations/:id/pdf', method: 'GET' };
