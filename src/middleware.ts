import { defineMiddleware } from 'astro:middleware';
import type { APIContext } from 'astro';
import { canonicalPathname, localeFromParam, localizePath, splitLocale } from '#i18n/locales';
import { guardAdminPage, isAdminPage } from '#server/auth/admin-page';
import { companyForPage, firstCompanyDetails, siteCompany } from '#server/company/service';
import { db } from '#server/db/index';
import { guardAccountPage, isAccountPage } from '#server/auth/account-page';
import { databaseFaultError } from '#server/db/faults';
import { secureResponse } from '#server/http/security-headers';
import { withOwnHashesOnly } from '#server/http/page-policy';

/**
 * Runs inside the Astro server function (classic middleware, not an edge function: see
 * astro.config.mjs), and at build time for pre-rendered pages. For every page it:
 * - answers an address ending with a slash with a permanent redirect to its canonical form;
 * - hands the page the company's details (`Astro.locals.company`), so pages never import src/server
 *   for them: the stored ones on a page rendered on demand, the first ones (configuration) on a
 *   pre-rendered page, which the browser brings up to date from GET /api/site-settings (ADR 0024);
 * - answers 404 for a language prefix the locale table does not have (`/xx/products`: every page file
 *   serves all languages from `src/pages/[...locale]/`, ADR 0018);
 * - guards every admin page on the server, before it renders (signed out: to /login; not an admin:
 *   home), and the buyer's /account (signed out: to /login; an admin: to /admin), and keeps those
 *   pages out of every cache;
 * - adds the security headers: Netlify's _headers file does not reach function responses, so every
 *   page the function renders (product pages, admin pages and their redirects, 404s) gets them here.
 *   Pre-rendered pages get them from dist/_headers;
 * - narrows every page's own policy (its header, or its <meta> when pre-rendered) to the hashes of
 *   the page's own inline scripts and styles (src/server/http/page-policy.ts).
 *
 * A page rendered on demand whose database is briefly out of reach (a restart, a Neon compute
 * waking up) answers the "briefly unavailable" page with 503 and Retry-After, like the API
 * (ADR 0012), instead of a 500: it reloads itself, and the CDN keeps serving its stale copy.
 */
const UNAVAILABLE_PATH = '/unavailable';

export const onRequest = defineMiddleware(async (context, next) => {
  // `/products/` → `/products`, permanently. Pre-rendered pages never reach here: the local server
  // redirects their slash forms; on Netlify, whose redirect rules cannot tell the two forms apart,
  // the canonical link of every page names the form without the slash.
  const canonical = context.isPrerendered ? null : canonicalPathname(context.url.pathname);
  if (canonical) return secureResponse(permanentRedirect(canonical + context.url.search));
  // The build has no database: pre-rendered pages carry the first values, marked for the browser to
  // update. So does the "briefly unavailable" page, rendered because the database is out of reach.
  context.locals.company = context.isPrerendered || context.locals.databaseFault ? siteCompany(firstCompanyDetails()) : await companyForPage(db);
  if ('locale' in context.params && localeFromParam(context.params.locale) === null) return finished(await notFound(context));
  try {
    const guard = isAdminPage(context.url.pathname) ? guardAdminPage : isAccountPage(context.url.pathname) ? guardAccountPage : null;
    if (!guard) return await finished(await next());
    const refusal = await guard(context);
    const response = refusal ?? (await next());
    response.headers.set('Cache-Control', 'private, no-store');
    return await finished(response);
  } catch (error) {
    const fault = databaseFaultError(error, context.request);
    if (!fault || context.locals.databaseFault) throw error;
    context.locals.databaseFault = { retryAfterSeconds: Number(fault.headers?.['Retry-After'] ?? 2) };
    const { locale } = splitLocale(context.url.pathname);
    return await finished(await context.rewrite(localizePath(UNAVAILABLE_PATH, locale)));
  }
});

/** A page as it leaves: its policy narrowed to its own hashes, and the security headers. */
async function finished(page: Response): Promise<Response> {
  return secureResponse(await withOwnHashesOnly(page));
}

/** The 404 page, with its status. */
async function notFound(context: APIContext): Promise<Response> {
  const page = await context.rewrite('/404');
  return new Response(page.body, { status: 404, headers: page.headers });
}

/** A 301 to a path of this site (Location relative to the host, like every redirect of the shop). */
function permanentRedirect(location: string): Response {
  return new Response(null, { status: 301, headers: { Location: location } });
}
