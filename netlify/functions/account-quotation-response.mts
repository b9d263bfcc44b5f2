import type { Config } from '@netlify/functions';
import { quotationResponseSchema } from '#lib/quotations/validation';
import { accountRoute } from '#server/account/route';
import { json } from '#server/http/handler';
import { nudgeOutbox } from '#server/email/nudge';
import { respondToQuotation } from '#server/quotations/service';

/**
 * POST /api/account/quotations/:id/response { action: 'accept' | 'decline' | 'change', note }: the
 * buyer's answer to the current version of their own quotation. 404 for anyone else's, 409 when
 * superseded, answered or expired.
 */
export default accountRoute({
  POST: async ({ db, id, customer, body, context }) => {
    const quotationId = id('quotation_not_found');
    const answered = await respondToQuotation(db, customer, quotationId, await body(quotationResponseSchema));
    nudgeOutbox(context, db);
    return json(answered);
  },
});

export const config: Config = { path: '/api/account/quotations/:id/response', method: 'POST' };
