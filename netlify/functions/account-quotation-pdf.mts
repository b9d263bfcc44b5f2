import type { Config } from '@netlify/functions';
import { accountRoute } from '#server/account/route';
import { quotationPdf } from '#server/quotations/service';
import { pdfResponse } from '#server/quotations/pdf-response';

/** GET /api/account/quotations/:id/pdf: the PDF of a quotation answering one of the buyer's own requests (anyone else's: 404). */
export default accountRoute({
  GET: async ({ db, id, customer }) => pdfResponse(await quotationPdf(db, id('quotation_not_found'), { userId: customer.userId })),
});

export const config: Config = { path: '/api/account/quotations/:id/pdf', method: 'GET' };
