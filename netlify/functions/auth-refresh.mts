import type { Config } from '@netlify/functions';
import { db } from '#server/db/index';
import { expectNoInput } from '#server/auth/no-input';
import { handler } from '#server/http/handler';
import { conflict } from '#server/http/errors';
import { readCookie, REFRESH_COOKIE } from '#server/auth/session';
import { rotateSession } from '#server/auth/sessions';
import { sessionResponse, signedOutResponse } from '#server/auth/session-response';

/**
 * POST /api/auth/refresh: trades the refresh cookie for a new access and refresh pair. A dead or
 * replayed token answers 401 and clears the cookies; losing a same-moment race with another tab
 * answers 409 and leaves the cookies the other tab just received untouched.
 */
export default handler(async (req) => {
  await expectNoInput(req);
  const token = readCookie(req, REFRESH_COOKIE);
  if (!token) return signedOutResponse();
  const database = await db();
  const result = await rotateSession(database, token);
  if (result.ok) return sessionResponse(database, result.session);
  if (result.reason === 'concurrent') throw conflict('refresh_in_progress');
  return signedOutResponse();
});

export const config: Config = { path: '/api/auth/refresh', method: 'POST' };
