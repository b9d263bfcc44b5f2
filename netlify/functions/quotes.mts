import type { Config } from '@netlify/functions';
import { db } from '#server/db/index';
import { clientIp } from '#server/http/client-ip';
import { handler, json } from '#server/http/handler';
import { readQuoteSubmission } from '#server/quotes/submission';
import { submitQuote } from '#server/quotes/submit-quote';

/** POST /api/quotes: any quote request (JSON), or a custom quote with photos (multipart). */
export default handler(async (req, context) => {
  const { input, images } = await readQuoteSubmission(req);
  const quote = await submitQuote(await db(), input, { images, ip: clientIp(req, context) });
  return json({ id: quote.id }, { status: 201 });
});

export const config: Config = { path: '/api/quotes', method: 'POST' };
