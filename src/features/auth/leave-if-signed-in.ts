import { isLocale, DEFAULT_LOCALE } from '#i18n/locales';
import { landingPath, safeNextPath } from './next-path.ts';
import { loadSession } from './session-store.ts';

/**
 * The sign-in and registration pages are static (CDN-cached for everyone), so the browser decides:
 * a signed-in user who opens them goes on to where a sign-in would have taken them — the page in
 * `?next=` when it is one of ours, else their landing page (admin the dashboard, others the
 * catalogue). Visitors without the session hint cookie make no request at all.
 */
export async function leaveIfSignedIn(): Promise<void> {
  const session = await loadSession();
  if (session.status !== 'signedIn') return;
  const lang = document.documentElement.lang;
  const next = safeNextPath(new URLSearchParams(location.search).get('next'), location.origin);
  location.replace(landingPath(session.user.role, isLocale(lang) ? lang : DEFAULT_LOCALE, next));
}
