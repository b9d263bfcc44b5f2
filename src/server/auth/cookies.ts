import { ACCESS_COOKIE, ACCESS_TOKEN_SECONDS, REFRESH_COOKIE } from './session.ts';
import { REFRESH_TOKEN_SECONDS, type IssuedSession } from './sessions.ts';

/**
 * A cookie readable by scripts that only says "this browser holds a session", so islands on
 * public pages ask /api/auth/session only when there is something to ask about (anonymous
 * visitors make no auth request at all). It carries no secret.
 */
export const SESSION_HINT_COOKIE = 'lp_session';

/** A session cookie: always Path=/, Secure and SameSite=Lax; httpOnly unless it is the hint. */
export interface SessionCookie {
  name: string;
  value: string;
  maxAge: number;
  httpOnly: boolean;
}

export function sessionCookieList(session: IssuedSession): SessionCookie[] {
  return [
    { name: ACCESS_COOKIE, value: session.accessToken, maxAge: ACCESS_TOKEN_SECONDS, httpOnly: true },
    { name: REFRESH_COOKIE, value: session.refreshToken, maxAge: REFRESH_TOKEN_SECONDS, httpOnly: true },
    { name: SESSION_HINT_COOKIE, value: '1', maxAge: REFRESH_TOKEN_SECONDS, httpOnly: false },
  ];
}

function clearedCookieList(): SessionCookie[] {
  return [ACCESS_COOKIE, REFRESH_COOKIE, SESSION_HINT_COOKIE].map((name) => ({ name, value: '', maxAge: 0, httpOnly: name !== SESSION_HINT_COOKIE }));
}

function serialize(c: SessionCookie): string {
  return [`${c.name}=${c.value}`, 'Path=/', `Max-Age=${c.maxAge}`, c.httpOnly ? 'HttpOnly' : '', 'Secure', 'SameSite=Lax'].filter(Boolean).join('; ');
}

/** Set-Cookie values for a new or rotated session. */
export function sessionCookies(session: IssuedSession): string[] {
  return sessionCookieList(session).map(serialize);
}

/** Set-Cookie values that remove the session from the browser. */
export function clearedSessionCookies(): string[] {
  return clearedCookieList().map(serialize);
}

export function withCookies(response: Response, cookies: string[]): Response {
  for (const value of cookies) response.headers.append('Set-Cookie', value);
  return response;
}
