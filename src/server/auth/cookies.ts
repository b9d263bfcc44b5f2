import { ACCESS_COOKIE, ACCESS_TOKEN_SECONDS, REFRESH_COOKIE } from './session.ts';
import { REFRESH_TOKEN_SECONDS, type IssuedSession } from './sessions.ts';

/**
 * A cookie readable by scripts that only says "this browser holds a session", so islands on
 * public pages ask /api/auth/session only when there is something to ask about (anonymous
 * visitors make no auth request at all). It carries no secret.
 */
export const SESSION_HINT_COOKIE = 'lp_session';

function cookie(name: string, value: string, maxAgeSeconds: number, { httpOnly = true } = {}): string {
  return [`${name}=${value}`, 'Path=/', `Max-Age=${maxAgeSeconds}`, httpOnly ? 'HttpOnly' : '', 'Secure', 'SameSite=Lax']
    .filter(Boolean)
    .join('; ');
}

/** Set-Cookie values for a new or rotated session. */
export function sessionCookies(session: IssuedSession): string[] {
  return [
    cookie(ACCESS_COOKIE, session.accessToken, ACCESS_TOKEN_SECONDS),
    cookie(REFRESH_COOKIE, session.refreshToken, REFRESH_TOKEN_SECONDS),
    cookie(SESSION_HINT_COOKIE, '1', REFRESH_TOKEN_SECONDS, { httpOnly: false }),
  ];
}

/** Set-Cookie values that remove the session from the browser. */
export function clearedSessionCookies(): string[] {
  return [cookie(ACCESS_COOKIE, '', 0), cookie(REFRESH_COOKIE, '', 0), cookie(SESSION_HINT_COOKIE, '', 0, { httpOnly: false })];
}

export function withCookies(response: Response, cookies: string[]): Response {
  for (const value of cookies) response.headers.append('Set-Cookie', value);
  return response;
}
