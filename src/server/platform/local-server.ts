import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { Context } from '@netlify/functions';
import { canonicalPathname } from '#i18n/locales';
import { errorResponse } from '../http/handler.ts';
import { errorJson, HttpError } from '../http/errors.ts';
import { secureResponse } from '../http/security-headers.ts';
import { type LoadedFunction, localContext, matchFunction } from './functions.ts';
import { findStaticFile, staticResponse } from './static-files.ts';
import { chooseEncoding, compressor } from './compression.ts';

export type SsrHandler = (req: Request, context: Context) => Promise<Response>;

export interface LocalPlatform {
  functions: LoadedFunction[];
  /** The built site (dist/); absent in dev, where Vite serves pages. */
  staticRoot?: string;
  /** Astro's on-demand renderer (the adapter's SSR function). */
  ssr?: SsrHandler;
}

/**
 * Netlify's request order for this site: functions with a matching `config.path` first, then
 * static files, then the Astro server function (which renders on-demand pages and the 404).
 */
export async function dispatch(platform: LocalPlatform, request: Request, ip: string): Promise<Response | null> {
  const match = matchFunction(platform.functions, request);
  if (match === 'method_not_allowed') {
    return secureResponse(errorJson(new HttpError(405, 'method_not_allowed')));
  }
  if (match) {
    try {
      return await match.fn.handler(request, localContext(request, match.params, ip));
    } catch (error) {
      return secureResponse(errorResponse(error, request));
    }
  }
  if (platform.staticRoot && (request.method === 'GET' || request.method === 'HEAD')) {
    // `/about/` → `/about`: the built pages live in folders, so their slash form would answer too.
    const url = new URL(request.url);
    const canonical = canonicalPathname(url.pathname);
    if (canonical) return secureResponse(new Response(null, { status: 301, headers: { Location: canonical + url.search } }));
    const file = await findStaticFile(platform.staticRoot, new URL(request.url).pathname);
    if (file) return secureResponse(await staticResponse(file, 200, request.headers.get('if-none-match')));
  }
  if (platform.ssr) return secureResponse(await platform.ssr(request, localContext(request, {}, ip)));
  return null;
}

export function toRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    for (const v of [value].flat()) headers.append(name, v);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    duplex: hasBody ? 'half' : undefined,
  } as RequestInit);
}

export async function writeResponse(res: ServerResponse, response: Response, method?: string, acceptEncoding: string | null = null): Promise<void> {
  res.statusCode = response.status;
  const encoding = response.body ? chooseEncoding(acceptEncoding, response.headers) : null;
  const cookies = response.headers.getSetCookie();
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie' || (encoding && name === 'content-length')) return;
    res.setHeader(name, value);
  });
  if (cookies.length) res.setHeader('set-cookie', cookies);
  if (encoding) {
    res.setHeader('content-encoding', encoding);
    res.setHeader('vary', [response.headers.get('vary'), 'Accept-Encoding'].filter(Boolean).join(', '));
  }
  if (!response.body || method === 'HEAD') {
    res.end();
    return;
  }
  await new Promise<void>((resolve, reject) => {
    const body = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream).on('error', reject);
    (encoding ? body.pipe(compressor(encoding)).on('error', reject) : body).pipe(res).on('finish', resolve);
  });
}

/**
 * Reads to its end, and discards, what a handler left unread of a request's body (a 401 answered
 * before parsing), as Node does for a body nobody read. The web stream wrapping the body holds it
 * paused, so past the socket's buffers the kept-alive connection's next request would wait behind
 * it for good. A body read (locked) or cancelled (readLimited closes the connection) is left alone.
 */
export async function drainUnreadBody(request: Request): Promise<void> {
  if (!request.body || request.body.locked) return;
  try {
    for await (const chunk of request.body) void chunk;
  } catch {
    // The client went away mid-body: nothing is left to keep the connection for.
  }
}

/** Node's http server in front of `dispatch`; unmatched requests get `fallback` (Vite in dev) or a 404. */
export function createLocalServer(
  platform: LocalPlatform,
  fallback?: (req: IncomingMessage, res: ServerResponse) => void,
): Server {
  const server = createServer(async (req, res) => {
    const origin = `http://${req.headers.host ?? 'localhost'}`;
    const request = toRequest(req, origin);
    try {
      const response = await dispatch(platform, request, req.socket.remoteAddress ?? '127.0.0.1');
      if (response) {
        await writeResponse(res, response, req.method, request.headers.get('accept-encoding'));
        return await drainUnreadBody(request);
      }
      if (fallback) return fallback(req, res);
      res.statusCode = 404;
      res.end('Not found');
      await drainUnreadBody(request);
    } catch (error) {
      console.error('local server:', error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    }
  });
  // Node closes an idle kept-alive connection after 5 s, the moment a client (a browser, a proxy,
  // Playwright's request context) may be reusing it: that request fails with ECONNRESET. Idle
  // connections are kept longer than clients keep them, as load balancers expect of a backend.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}
