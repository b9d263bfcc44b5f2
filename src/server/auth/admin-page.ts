import type { APIContext } from 'astro';
import { localizePath, splitLocale } from '#i18n/locales';
import { pageLocale } from '#i18n/page-locale';
import { db } from '../db/index.ts';
import { sessionCookieList } from './cookies.ts';
import { getViewer, readCookie, REFRESH_COOKIE, viewerFor, type Viewer } from './session.ts';
import { rotateSession } from './sessions.ts';

/** The admin screens' addresses, in every language: /admin and everything below it. */
export function isAdminPage(pathname: string): boolean {
  const { path } = splitLocale(pathname);
  return path === '/admin' || path.startsWith('/admin/');
}

/**
 * The server-side guard of every admin page, run by src/middleware.ts before the page renders (the
 * pages are rendered on demand). Null lets the admin in; otherwise the redirect to answer with:
 * signed-out visitors go to /login?next=<this page>, signed-in non-admins to the home page. An
 * expired access cookie is renewed here from the refresh cookie, so an admin who left the tab for an
 * hour is not sent to the login page. The API functions still check on every call.
 */
export async function guardAdminPage(context: APIContext): Promise<Response | null> {
  const locale = pageLocale(context);
  const viewer = (await getViewer(await db(), context.request)) ?? (await renewSession(context));
  if (!viewer) {
    const here = context.url.pathname + context.url.search;
    return context.redirect(`${localizePath('/login', locale)}?next=${encodeURIComponent(here)}`);
  }
  return viewer.role === 'admin' ? null : context.redirect(localizePath('/', locale));
}

async function renewSession(context: APIContext): Promise<Viewer | null> {
  const token = readCookie(context.request, REFRESH_COOKIE);
  if (!token) return null;
  const database = await db();
  const result = await rotateSession(database, token);
  if (!result.ok) return null;
  for (const c of sessionCookieList(result.session)) {
    context.cookies.set(c.name, c.value, { path: '/', maxAge: c.maxAge, httpOnly: c.httpOnly, secure: true, sameSite: 'lax' });
  }
  return viewerFor(database, result.session);
}
