import type { SessionPayload, SessionUser } from '#lib/session-user';
import type { Database } from '../db/index.ts';
import { json } from '../http/handler.ts';
import { errorBody, unauthorized } from '../http/errors.ts';
import { clearedSessionCookies, sessionCookies, withCookies } from './cookies.ts';
import { viewerFor, type Viewer } from './session.ts';
import type { IssuedSession } from './sessions.ts';

export function toSessionUser(viewer: Viewer): SessionUser {
  return { email: viewer.email, status: viewer.status, role: viewer.role, profile: viewer.profile };
}

/** The answer to a sign-in or a refresh: the user, and the new session's cookies. */
export async function sessionResponse(db: Database, session: IssuedSession): Promise<Response> {
  const viewer = await viewerFor(db, session);
  if (!viewer) throw unauthorized();
  const body: SessionPayload = { user: toSessionUser(viewer), accessExpiresAt: session.accessExpiresAt.toISOString() };
  return withCookies(json(body), sessionCookies(session));
}

/** 401 that also removes the browser's (dead) session cookies. */
export function signedOutResponse(status = 401): Response {
  const response = status === 204 ? new Response(null, { status, headers: { 'Cache-Control': 'no-store' } }) : json(errorBody('unauthorized'), { status });
  return withCookies(response, clearedSessionCookies());
}
