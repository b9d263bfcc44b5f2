import type { Config } from '@netlify/functions';
import { signInLimitPerIp } from '#server/auth/sign-in-attempts';
import { refuseAddressOverLimit } from '#server/rate-limit-guard';
import { db } from '#server/db/index';
import { handler } from '#server/http/handler';
import { parseBody } from '#server/http/body';
import { clientIp } from '#server/http/client-ip';
import { sessionResponse } from '#server/auth/session-response';
import { signInSecondStep } from '#server/auth/second-step-sign-in';
import { secondStepSchema } from '#lib/validation/totp';

/**
 * POST /api/auth/login/second-step `{ challenge, code }`: the code from the authenticator app (or
 * a recovery code) after the password step answered `{ secondStep: true, challenge }`; sets the
 * session cookies. 401 `challenge_expired` after five minutes; 400 `incorrect_code` or
 * `code_already_used` on `code`; 429 past the per-user limit on codes (ADR 0028).
 */
export default handler(async (req, context) => {
  const database = await db();
  await refuseAddressOverLimit(database, signInLimitPerIp(), clientIp(req, context));
  const input = await parseBody(req, secondStepSchema);
  return sessionResponse(database, await signInSecondStep(database, input));
});

export const config: Config = { path: '/api/auth/login/second-step', method: 'POST' };
