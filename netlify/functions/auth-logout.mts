import type { Config } from '@netlify/functions';
import { db } from '#server/db/index';
import { expectNoInput } from '#server/auth/no-input';
import { handler } from '#server/http/handler';
import { ACCESS_COOKIE, readCookie, REFRESH_COOKIE, verifyAccessToken } from '#server/auth/session';
import { familyOfRefreshToken } from '#server/auth/refresh-tokens';
import { endSession } from '#server/auth/sessions';
import { signedOutResponse } from '#server/auth/session-response';

/**
 * POST /api/auth/logout: ends the session's token family on the server and clears the cookies.
 * Always 204, signed in or not (SPEC §8: a failed sign-out is treated as done).
 */
export default handler(async (req) => {
  await expectNoInput(req);
  const database = await db();
  const access = readCookie(req, ACCESS_COOKIE);
  const refresh = readCookie(req, REFRESH_COOKIE);
  const familyId = (access && (await verifyAccessToken(access))?.familyId) || (refresh && (await familyOfRefreshToken(database, refresh)));
  if (familyId) await endSession(database, familyId);
  return signedOutResponse(204);
});

export const config: Config = { path: '/api/auth/logout', method: 'POST' };
