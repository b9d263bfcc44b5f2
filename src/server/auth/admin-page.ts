import type { AstroGlobal } from 'astro';
import { localizePath, type Locale } from '#i18n/locales';
import { db } from '../db/index.ts';
import { sessionCookieList } from './cookies.ts';
import { getViewer, readCookie, REFRESH_COOKIE, viewerFor, type Viewer } from './session.ts';
import { rotateSession } from './sessions.ts';

/**
 * The server-side guard of every admin page (/admin, /admin/quotes, /admin/messages and their
 * Arabic twins). Use it first thing in the page's frontmatter, on a page rendered on demand:
 *
 *   export const prerender = false;
 *   const viewer = await guardAdminPage(Astro);
 *   if (viewer instanceof Response) return viewer;
 *
 * Signed-out visitors go to /login?next=<this page>; signed-in non-admins go to the home page.
 * An expired access cookie is renewed here from the refresh cookie, so an admin who left the tab
 * for an hour is not sent to the login page. The API functions still check on every call.
 */
export async function guardAdminPage(astro: AstroGlobal): Promise<Viewer | Response> {
  const locale = (astro.currentLocale ?? 'en') as Locale;
  astro.response.headers.set('Cache-Control', 'private, no-store');
  const viewer = (await getViewer(await db(), astro.request)) ?? (await renewSession(astro));
  if (!viewer) {
    const here = astro.url.pathname + astro.url.search;
    return astro.redirect(`${localizePath('/login', locale)}?next=${encodeURIComponent(here)}`);
  }
  if (viewer.role !== 'admin') return astro.redirect(localizePath('/', locale));
  return viewer;
}

async function renewSession(astro: AstroGlobal): Promise<Viewer | null> {
  const token = readCookie(astro.request, REFRESH_COOKIE);
  if (!token) return null;
  const database = await db();
  const result = await rotateSession(database, token);
  if (!result.ok) return null;
  for (const c of sessionCookieList(result.session)) {
    astro.cookies.set(c.name, c.value, { path: '/', maxAge: c.maxAge, httpOnly: c.httpOnly, secure: true, sameSite: 'lax' });
  }
  return viewerFor(database, result.session);
}
