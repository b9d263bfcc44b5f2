import type { Config } from '@netlify/functions';
import { accountRoute } from '#server/account/route';
import { resendVerification } from '#server/auth/email-verification';
import { nudgeOutbox } from '#server/email/nudge';
import { json } from '#server/http/handler';

/**
 * POST /api/account/verification: a new verification link for the signed-in buyer, which replaces
 * the earlier one. 409 `email_already_verified`; 429 after three an hour.
 */
export default accountRoute({
  POST: async ({ db, customer, noInput, context }) => {
    await noInput();
    const sent = await resendVerification(db, customer.userId);
    nudgeOutbox(context, db);
    return json(sent);
  },
});

export const config: Config = { path: '/api/account/verification', method: 'POST' };
