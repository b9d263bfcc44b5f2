import type { Config } from '@netlify/functions';
import { forgotPasswordSchema } from '#lib/user-tokens';
import { db } from '#server/db/index';
import { handler, json } from '#server/http/handler';
import { parseBody } from '#server/http/body';
import { clientIp } from '#server/http/client-ip';
import { clientLimitKey, consumeRateLimits, refuseAddressOverLimit } from '#server/rate-limit-guard';
import { inTransaction } from '#server/db/transaction';
import { nudgeOutbox } from '#server/email/nudge';
import { passwordResetLimitPerIp, requestPasswordReset } from '#server/auth/password-reset';

/**
 * POST /api/auth/forgot-password `{ email, locale }` (issue 21): 202 `{ status: 'sent_if_known' }`
 * whether or not an account has the address, in about the same time; a known account is e-mailed
 * a single-use link valid 30 minutes. An address over its limit is a 429 (before the body is
 * read); an e-mail over its own limit silently gets nothing more.
 */
export default handler(async (req, context) => {
  const database = await db();
  const ip = clientIp(req, context);
  await refuseAddressOverLimit(database, passwordResetLimitPerIp(), ip);
  const input = await parseBody(req, forgotPasswordSchema);
  await inTransaction(database, (tx) => consumeRateLimits(tx, [[passwordResetLimitPerIp(), clientLimitKey(ip)]], new Date()));
  await requestPasswordReset(database, input);
  nudgeOutbox(context, database);
  return json({ status: 'sent_if_known' }, { status: 202 });
});

export const config: Config = { path: '/api/auth/forgot-password', method: 'POST' };
