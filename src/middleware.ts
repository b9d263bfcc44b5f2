import { defineMiddleware } from 'astro:middleware';
import { localizePath, splitLocale } from '#i18n/locales';
import { databaseFaultError } from '#server/db/faults';
import { secureResponse } from '#server/http/security-headers';

/**
 * Runs inside the Astro server function (classic middleware, not an edge function: see
 * astro.config.mjs). Netlify's _headers file does not reach function responses, so every page
 * the function renders (product pages, admin pages and their redirects, 404s) gets the security
 * headers here. Pre-rendered pages get them from dist/_headers.
 *
 * A page rendered on demand whose database is briefly out of reach (a restart, a Neon compute
 * waking up) answers the "briefly unavailable" page with 503 and Retry-After, like the API
 * (ADR 0012), instead of a 500: it reloads itself, and the CDN keeps serving its stale copy.
 */
const UNAVAILABLE_PATH = '/unavailable';

export const onRequest = defineMiddleware(async (context, next) => {
  try {
    return secureResponse(await next());
  } catch (error) {
    const fault = databaseFaultError(error, context.request);
    if (!fault || context.locals.databaseFault) throw error;
    context.locals.databaseFault = { retryAfterSeconds: Number(fault.headers?.['Retry-After'] ?? 2) };
    const { locale } = splitLocale(context.url.pathname);
    return secureResponse(await context.rewrite(localizePath(UNAVAILABLE_PATH, locale)));
  }
});
