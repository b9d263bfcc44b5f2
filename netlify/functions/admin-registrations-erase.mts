import type { Config } from '@netlify/functions';
import { adminRoute } from '#server/admin/route';
import { json } from '#server/http/handler';
import { registrationIdFrom } from '#server/admin/registrations/service';
import { eraseAccount } from '#server/admin/registrations/erase';

/**
 * POST /api/admin/registrations/:userId/erase: confirms the buyer's request to close the account
 * (Saudi PDPL): the personal data is erased, the requests are kept without it; audited. 409
 * `closure_not_requested` for an account that did not ask; 404 once it is gone. Keyed: a retry
 * after a lost answer answers like the first.
 */
export default adminRoute({
  POST: async ({ db, admin, params, idempotencyKey, noInput }) => {
    const userId = registrationIdFrom(params.userId);
    const key = idempotencyKey();
    await noInput();
    return json(await eraseAccount(db, admin, userId, { idempotencyKey: key }));
  },
});

export const config: Config = { path: '/api/admin/registrations/:userId/erase', method: 'POST' };
