import type { Config } from '@netlify/functions';
import { signInLimitPerIp } from '#server/auth/sign-in-attempts';
import { refuseAddressOverLimit } from '#server/rate-limit-guard';
import { db } from '#server/db/index';
import { handler } from '#server/http/handler';
import { parseBody } from '#server/http/body';
import { clientIp } from '#server/http/client-ip';
import { forbidden, HttpError, tooManyRequests } from '#server/http/errors';
import { signIn } from '#server/auth/sign-in';
import { sessionResponse } from '#server/auth/session-response';
import { loginSchema } from '#lib/validation/registration';
import type { SecondStepNeeded } from '#lib/validation/totp';
import { json } from '#server/http/handler';

/**
 * POST /api/auth/login: sets the session cookies for an approved account. Wrong credentials are a 401
 * with the attempts left; the fifth failure from one address locks that address out of the account
 * for 24 hours (429 account_locked); a flood on the account from many addresses is slowed
 * (429 sign_in_throttled) and an address trying too often is held back (429 rate_limited), each with
 * Retry-After; pending, rejected and profile-less accounts get 403 with their own code (SPEC §8), a
 * rejection with the administrator's reason when one was given (issue 20). An account with two-step
 * sign-in gets `{ secondStep: true, challenge }` and no cookies (POST /api/auth/login/second-step).
 */
export default handler(async (req, context) => {
  const database = await db();
  const ip = clientIp(req, context);
  // An address over its limit is refused before the body is read; signIn counts the attempt.
  await refuseAddressOverLimit(database, signInLimitPerIp(), ip);
  const credentials = await parseBody(req, loginSchema);
  const result = await signIn(database, credentials, ip);
  switch (result.outcome) {
    case 'signed_in':
      return sessionResponse(database, result.session);
    case 'second_step':
      return json({ secondStep: true, challenge: result.challenge } satisfies SecondStepNeeded);
    case 'invalid_credentials':
      throw new HttpError(401, 'invalid_credentials', undefined, undefined, { attemptsLeft: result.attemptsLeft });
    case 'locked':
      throw tooManyRequests(result.retryAfterSeconds, 'account_locked');
    case 'throttled':
      throw tooManyRequests(result.retryAfterSeconds, 'sign_in_throttled');
    case 'rate_limited':
      throw tooManyRequests(result.retryAfterSeconds, 'rate_limited');
    case 'account_rejected':
      // The reason is read only by whoever knows the password: the applicant.
      throw new HttpError(403, 'account_rejected', undefined, undefined, result.reason ? { reason: result.reason } : undefined);
    default:
      throw forbidden(result.outcome);
  }
});

export const config: Config = { path: '/api/auth/login', method: 'POST' };
