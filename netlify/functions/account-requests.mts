import type { Config } from '@netlify/functions';
import { accountRequestsQuerySchema } from '#lib/account/requests';
import { accountRoute } from '#server/account/route';
import { listRequests } from '#server/account/requests';
import { json } from '#server/http/handler';

/** GET /api/account/requests?before=<cursor>: a page of the buyer's own quote requests and messages, newest first. */
export default accountRoute({
  GET: async ({ db, customer, query }) => json(await listRequests(db, customer.userId, query(accountRequestsQuerySchema).before)),
});

export const config: Config = { path: '/api/account/requests', method: 'GET' };
