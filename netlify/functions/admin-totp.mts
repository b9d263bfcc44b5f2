import type { Config } from '@netlify/functions';
import { adminRoute } from '#server/admin/route';
import { startTotpSetup, totpStatus } from '#server/auth/totp';
import { json } from '#server/http/handler';

/**
 * GET /api/admin/account/totp: whether two-step sign-in is on, and the recovery codes left.
 * POST /api/admin/account/totp (no input): starts the set-up: a new secret as a QR code (SVG) and a key to type;
 * nothing changes at sign-in until it is confirmed (ADR 0028). 409 once it is on.
 */
export default adminRoute({
  GET: async ({ db, admin }) => {
    return json(await totpStatus(db, admin.userId, true));
  },
  POST: async ({ db, admin, noInput }) => {
    await noInput();
    return json(await startTotpSetup(db, admin));
  },
});

export const config: Config = { path: '/api/admin/account/totp', method: ['GET', 'POST'] };
