import type { Config } from '@netlify/functions';
import { accountRoute } from '#server/account/route';
import { requestClosure } from '#server/account/closure';
import { json } from '#server/http/handler';

/**
 * POST /api/account/closure: the buyer asks for the account to be closed. Recorded and audited; an
 * administrator confirms it later. Asking again answers with the first request's time.
 */
export default accountRoute({
  POST: async ({ db, customer, noInput }) => {
    await noInput();
    return json(await requestClosure(db, customer));
  },
});

export const config: Config = { path: '/api/account/closure', method: 'POST' };
