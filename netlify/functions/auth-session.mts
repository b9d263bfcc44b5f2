import type { Config } from '@netlify/functions';
import { decodeJwt } from 'jose';
import { db } from '#server/db/index';
import { handler, json } from '#server/http/handler';
import { ACCESS_COOKIE, getViewer, readCookie } from '#server/auth/session';
import { toSessionUser } from '#server/auth/session-response';
import type { SessionPayload } from '#lib/session-user';

/**
 * GET /api/auth/session: who the browser is signed in as, `{ user: null }` when nobody (or when
 * the access cookie has expired: the island then tries POST /api/auth/refresh). Never cached.
 */
export default handler(async (req) => {
  const viewer = await getViewer(await db(), req);
  const body: SessionPayload = viewer
    ? { user: toSessionUser(viewer), accessExpiresAt: new Date(decodeJwt(readCookie(req, ACCESS_COOKIE)!).exp! * 1000).toISOString() }
    : { user: null, accessExpiresAt: null };
  return json(body);
});

export const config: Config = { path: '/api/auth/session', method: 'GET' };
