import type { Config } from '@netlify/functions';
import { db } from '#server/db/index';
import { handler, json } from '#server/http/handler';
import { parseBody } from '#server/http/body';
import { forbidden, tooManyRequests } from '#server/http/errors';
import { signIn } from '#server/auth/sign-in';
import { sessionResponse } from '#server/auth/session-response';
import { loginSchema } from '#lib/validation/registration';

/**
 * POST /api/auth/login: sets the session cookies for an approved account. Wrong credentials are a 401
 * with the attempts left; the fifth failure locks the address for 24 hours (429, Retry-After);
 * pending, rejected and profile-less accounts get 403 with their own code (SPEC §8).
 */
export default handler(async (req) => {
  const credentials = await parseBody(req, loginSchema);
  const database = await db();
  const result = await signIn(database, credentials);
  switch (result.outcome) {
    case 'signed_in':
      return sessionResponse(database, result.session);
    case 'invalid_credentials':
      return json({ error: { code: 'invalid_credentials', attemptsLeft: result.attemptsLeft } }, { status: 401 });
    case 'locked':
      throw tooManyRequests(result.retryAfterSeconds, 'account_locked');
    default:
      throw forbidden(result.outcome);
  }
});

export const config: Config = { path: '/api/auth/login', method: 'POST' };
