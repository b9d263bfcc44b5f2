import { randomUUID } from 'node:crypto';
import type { Context } from '@netlify/functions';
import { databaseFaultError } from '../db/faults.ts';
import { errorBody, errorJson, HttpError, forbidden } from './errors.ts';
import { withSecurityHeaders } from './security-headers.ts';
import { withRequest } from './request-context.ts';

export type FunctionHandler = (req: Request, context: Context) => Promise<Response>;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Wraps a Netlify function: refuses cross-site state changes, turns HttpErrors into
 * `{ error: { code, fields? } }`, logs anything unexpected as a 500 with a request id,
 * and adds the security headers. The request is the function's request context (request-context.ts).
 */
export function handler(fn: FunctionHandler): FunctionHandler {
  return async (req, context) => {
    let response: Response;
    try {
      if (!SAFE_METHODS.has(req.method)) assertSameOrigin(req);
      response = await withRequest(req, () => fn(req, context));
    } catch (error) {
      response = errorResponse(error, req);
    }
    withSecurityHeaders(response.headers);
    if (!response.headers.has('Cache-Control')) response.headers.set('Cache-Control', 'no-store');
    return response;
  };
}

/**
 * A state-changing call must come from this site: browsers send Sec-Fetch-Site and Origin on
 * every POST/PUT/PATCH/DELETE, so a foreign value (or none at all from a browser) is refused.
 */
export function assertSameOrigin(req: Request): void {
  const site = req.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') throw forbidden('forbidden_origin');
  const origin = req.headers.get('origin');
  if (origin && origin !== new URL(req.url).origin) throw forbidden('forbidden_origin');
}

export function errorResponse(error: unknown, req: Request): Response {
  const fault = databaseFaultError(error, req);
  if (fault) return errorResponse(fault, req);
  if (error instanceof HttpError) return errorJson(error);
  const requestId = randomUUID();
  console.error(`[${requestId}] ${req.method} ${new URL(req.url).pathname} failed: ${errorKind(error)}`);
  return Response.json(errorBody('internal_error', { requestId }), { status: 500 });
}

/**
 * What failed, without what was being written: an error's class and its code (PostgreSQL's
 * SQLSTATE, Node's errno name). Never the error itself: database errors carry the query's
 * parameters and the failing row (e-mails, phone numbers), and messages may quote input.
 */
export function errorKind(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  const code = (error as { code?: unknown }).code;
  const safeCode = typeof code === 'string' && /^[A-Za-z0-9_]{1,40}$/.test(code) ? ` ${code}` : '';
  return `${error.constructor.name || 'Error'}${safeCode}`;
}

/** JSON answer with caching stated explicitly: private unless the caller says it may be shared. */
export function json(body: unknown, init: ResponseInit & { cache?: 'no-store' | 'public' | 'private' } = {}): Response {
  const headers = new Headers(init.headers);
  const cache = init.cache ?? 'no-store';
  if (cache === 'public') {
    // Browsers revalidate; the CDN keeps it a minute and serves stale while refreshing.
    headers.set('Cache-Control', 'public, max-age=0, must-revalidate');
    headers.set('Netlify-CDN-Cache-Control', 'public, durable, s-maxage=60, stale-while-revalidate=300');
  } else {
    headers.set('Cache-Control', cache === 'private' ? 'private, no-cache' : 'no-store');
  }
  return Response.json(body, { ...init, headers });
}
