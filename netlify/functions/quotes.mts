import type { Config } from '@netlify/functions';
import { db } from '#server/db/index';
import { clientIp } from '#server/http/client-ip';
import { handler, json } from '#server/http/handler';
import { readQuoteSubmission, uploadReservation } from '#server/quotes/submission';
import { submitQuoteOnce } from '#server/quotes/submit-quote';
import { quoteLimitPerIp } from '#server/quotes/rate-limits';
import { refuseAddressOverLimit } from '#server/rate-limit-guard';
import { withUploadBudget } from '#server/quotes/upload-budget';
import { idempotencyKeyOf } from '#server/idempotency/request';
import { requestOwner } from '#server/account/owner';
import { nudgeOutbox } from '#server/email/nudge';

/**
 * POST /api/quotes: any quote request (JSON), or a custom quote with photos (multipart). With an
 * Idempotency-Key, a repeat gets the first answer (422 idempotency_key_reused for other content).
 * Before a byte of the body is read, an address over its limit is refused and an upload takes its
 * share of the upload budget (held until the answer, photos stored), or is refused. A signed-in
 * buyer's request is theirs (their account lists it), by the session alone.
 */
export default handler(async (req, context) => {
  const idempotencyKey = idempotencyKeyOf(req);
  const database = await db();
  const ip = clientIp(req, context);
  await refuseAddressOverLimit(database, quoteLimitPerIp(), ip, { table: 'quotes', idempotencyKey });
  return withUploadBudget(uploadReservation(req), async () => {
    const { input, images } = await readQuoteSubmission(req);
    const userId = await requestOwner(database, req);
    const quote = await submitQuoteOnce(database, input, { images, ip, idempotencyKey, userId });
    nudgeOutbox(context, database);
    return json({ id: quote.id }, { status: 201 });
  });
});

export const config: Config = { path: '/api/quotes', method: 'POST' };
