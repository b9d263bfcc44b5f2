import type { APIContext } from 'astro';
import { localizePath, splitLocale } from '#i18n/locales';
import { pageLocale } from '#i18n/page-locale';
import { pageSession, toSignIn } from './admin-page.ts';

/** The buyer's own page, in every language: /account (issue 21). */
export function isAccountPage(pathname: string): boolean {
  return splitLocale(pathname).path === '/account';
}

/**
 * The guard of /account, run by src/middleware.ts before the page renders: visitors go to sign in
 * and come back; administrators, who have no buyer's account, go to their dashboard. A customer
 * passes, whatever the profile's status (a pending or rejected account sees its status there), and
 * the page is handed who is asking (`Astro.locals.customer`). The /api/account functions check on
 * every call regardless.
 */
export async function guardAccountPage(context: APIContext): Promise<Response | null> {
  const session = await pageSession(context);
  if (!session) return toSignIn(context);
  if (session.viewer.role === 'admin') return context.redirect(localizePath('/admin', pageLocale(context)));
  context.locals.customer = { userId: session.viewer.userId, email: session.viewer.email, familyId: session.familyId };
  return null;
}

