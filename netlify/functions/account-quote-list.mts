import type { Config } from '@netlify/functions';
import { savedQuoteListSchema } from '#lib/validation/quote-list';
import { accountRoute } from '#server/account/route';
import { readSavedQuoteList, saveQuoteList } from '#server/account/quote-list';
import { json } from '#server/http/handler';

/**
 * GET /api/account/quote-list: the signed-in buyer's quote list (issue 23). PUT: the whole list,
 * replacing the saved one (the same PUT twice is the same list); answers the list as kept.
 */
export default accountRoute({
  GET: async ({ db, customer }) => json({ lines: await readSavedQuoteList(db, customer.userId) }),
  PUT: async ({ db, customer, body }) => json({ lines: await saveQuoteList(db, customer.userId, (await body(savedQuoteListSchema)).lines) }),
});

export const config: Config = { path: '/api/account/quote-list', method: ['GET', 'PUT'] };
