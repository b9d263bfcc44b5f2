import { defineMiddleware } from 'astro:middleware';
import { secureResponse } from '#server/http/security-headers';

/**
 * Runs inside the Astro server function (classic middleware, not an edge function: see
 * astro.config.mjs). Netlify's _headers file does not reach function responses, so every page
 * the function renders (product pages, admin pages and their redirects, 404s) gets the security
 * headers here. Pre-rendered pages get them from dist/_headers.
 */
export const onRequest = defineMiddleware(async (_context, next) => secureResponse(await next()));
