import type { Config } from '@netlify/functions';
import { accountRoute } from '#server/account/route';
import { startTotpSetup, totpStatus } from '#server/auth/totp';
import { json } from '#server/http/handler';

/**
 * GET /api/account/totp: whether two-step sign-in is on, and the recovery codes left.
 * POST /api/account/totp (no input): starts the set-up: a new secret as a QR code (SVG) and a key to type;
 * nothing changes at sign-in until it is confirmed (ADR 0028). 409 once it is on.
 */
export default accountRoute({
  GET: async ({ db, customer }) => {
    return json(await totpStatus(db, customer.userId, false));
  },
  POST: async ({ db, customer, noInput }) => {
    await noInput();
    return json(await startTotpSetup(db, customer));
  },
});

export const config: Config = { path: '/api/account/totp', method: ['GET', 'POST'] };
