import type { Config } from '@netlify/functions';
import { db } from '#server/db/index';
import { clientIp } from '#server/http/client-ip';
import { handler, json } from '#server/http/handler';
import { readQuoteSubmission } from '#server/quotes/submission';
import { submitQuoteOnce } from '#server/quotes/submit-quote';
import { idempotencyKeyOf } from '#server/idempotency/request';

/**
 * POST /api/quotes: any quote request (JSON), or a custom quote with photos (multipart). With an
 * Idempotency-Key, a repeat gets the first answer (422 idempotency_key_reused for other content).
 */
export default handler(async (req, context) => {
  const idempotencyKey = idempotencyKeyOf(req);
  const { input, images } = await readQuoteSubmission(req);
  const quote = await submitQuoteOnce(await db(), input, { images, ip: clientIp(req, context), idempotencyKey });
  return json({ id: quote.id }, { status: 201 });
});

export const config: Config = { path: '/api/quotes', method: 'POST' };
