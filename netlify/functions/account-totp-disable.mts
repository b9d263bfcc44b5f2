import type { Config } from '@netlify/functions';
import { accountRoute } from '#server/account/route';
import { disableTotp } from '#server/auth/totp';
import { totpDisableSchema } from '#lib/validation/totp';
import { json } from '#server/http/handler';

/**
 * POST /api/account/totp/disable `{ password, code }`: the buyer turns two-step sign-in off with
 * their password and a current code (or a recovery code). Administrators have no such route: it
 * is required of them once set up (ADR 0028). Audited.
 */
export default accountRoute({
  POST: async ({ db, customer, body }) => {
    const input = await body(totpDisableSchema);
    await disableTotp(db, { userId: customer.userId, email: customer.email, admin: false }, input);
    return json({ disabled: true });
  },
});

export const config: Config = { path: '/api/account/totp/disable', method: 'POST' };
