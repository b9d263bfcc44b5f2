import type { Config } from '@netlify/functions';
import { adminRoute } from '#server/admin/route';
import { confirmTotp } from '#server/auth/totp';
import { totpConfirmSchema } from '#lib/validation/totp';
import { json } from '#server/http/handler';

/**
 * POST /api/admin/account/totp/confirm `{ code }`: turns two-step sign-in on with a current code from the app and
 * answers the ten recovery codes, shown this once (ADR 0028). Audited.
 */
export default adminRoute({
  POST: async ({ db, admin, body }) => {
    const { code } = await body(totpConfirmSchema);
    return json(await confirmTotp(db, { userId: admin.userId, email: admin.email, admin: true }, code));
  },
});

export const config: Config = { path: '/api/admin/account/totp/confirm', method: 'POST' };
