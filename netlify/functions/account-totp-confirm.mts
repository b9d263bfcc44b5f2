import type { Config } from '@netlify/functions';
import { accountRoute } from '#server/account/route';
import { confirmTotp } from '#server/auth/totp';
import { totpConfirmSchema } from '#lib/validation/totp';
import { json } from '#server/http/handler';

/**
 * POST /api/account/totp/confirm `{ code }`: turns two-step sign-in on with a current code from the app and
 * answers the ten recovery codes, shown this once (ADR 0028). Audited.
 */
export default accountRoute({
  POST: async ({ db, customer, body }) => {
    const { code } = await body(totpConfirmSchema);
    return json(await confirmTotp(db, { userId: customer.userId, email: customer.email, admin: false }, code));
  },
});

export const config: Config = { path: '/api/account/totp/confirm', method: 'POST' };
