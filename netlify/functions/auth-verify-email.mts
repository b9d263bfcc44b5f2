import type { Config } from '@netlify/functions';
import { verifyEmailSchema } from '#lib/user-tokens';
import { db } from '#server/db/index';
import { handler, json } from '#server/http/handler';
import { parseBody } from '#server/http/body';
import { verifyEmail } from '#server/auth/email-verification';

/**
 * POST /api/auth/verify-email `{ token }`: uses a verification link (issue 21). The address is
 * verified and the requests sent earlier from it join the account (ADR 0023), in one transaction.
 * 404 `link_invalid`, 410 `link_expired` or `link_used` otherwise. No session needed: the link is
 * the proof (a pending account, which cannot sign in yet, verifies too).
 */
export default handler(async (req) => {
  const { token } = await parseBody(req, verifyEmailSchema);
  return json(await verifyEmail(await db(), token));
});

export const config: Config = { path: '/api/auth/verify-email', method: 'POST' };
