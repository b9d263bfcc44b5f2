import type { APIContext } from 'astro';
import { localizePath, splitLocale } from '#i18n/locales';
import { pageLocale } from '#i18n/page-locale';
import { isAdminPath } from '#lib/admin/sections';
import { db } from '../db/index.ts';
import { sessionCookieList } from './cookies.ts';
import { ACCESS_COOKIE, readCookie, REFRESH_COOKIE, verifyAccessToken, viewerFor, type Viewer } from './session.ts';
import { rotateSession } from './sessions.ts';

/** The admin screens' addresses, in every language: /admin and everything below it. */
export function isAdminPage(pathname: string): boolean {
  return isAdminPath(splitLocale(pathname).path);
}

/**
 * The server-side guard of every admin page, run by src/middleware.ts before the page renders (the
 * pages are rendered on demand). Null lets the admin in; otherwise the redirect to answer with:
 * signed-out visitors go to /login?next=<this page>, signed-in non-admins to the home page. The page
 * is handed who is asking (`Astro.locals.admin`). The API functions still check on every call.
 */
export async function guardAdminPage(context: APIContext): Promise<Response | null> {
  const session = await pageSession(context);
  if (!session) return toSignIn(context);
  if (session.viewer.role !== 'admin') return context.redirect(localizePath('/', pageLocale(context)));
  context.locals.admin = { userId: session.viewer.userId, email: session.viewer.email };
  return null;
}

/** A guarded page's visitor, sent to sign in and brought back to this very page afterwards. */
export function toSignIn(context: APIContext): Response {
  const here = context.url.pathname + context.url.search;
  return context.redirect(`${localizePath('/login', pageLocale(context))}?next=${encodeURIComponent(here)}`);
}

/** Who is asking for a page rendered on demand, and the session (token family) they ask with. */
export interface PageSession {
  viewer: Viewer;
  familyId: string;
}

/**
 * The page's signed-in caller, or null. An expired access cookie is renewed here from the refresh
 * cookie, so a user who left the tab for an hour is not sent to the sign-in page.
 */
export async function pageSession(context: APIContext): Promise<PageSession | null> {
  const database = await db();
  const token = readCookie(context.request, ACCESS_COOKIE);
  const claims = token ? await verifyAccessToken(token) : null;
  const viewer = claims ? await viewerFor(database, claims) : null;
  if (viewer && claims) return { viewer, familyId: claims.familyId };
  return renewSession(context);
}

async function renewSession(context: APIContext): Promise<PageSession | null> {
  const token = readCookie(context.request, REFRESH_COOKIE);
  if (!token) return null;
  const database = await db();
  const result = await rotateSession(database, token);
  if (!result.ok) return null;
  for (const c of sessionCookieList(result.session)) {
    context.cookies.set(c.name, c.value, { path: '/', maxAge: c.maxAge, httpOnly: c.httpOnly, secure: true, sameSite: 'lax' });
  }
  const viewer = await viewerFor(database, result.session);
  return viewer && { viewer, familyId: result.session.familyId };
}
