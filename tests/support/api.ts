import { fileURLToPath } from 'node:url';
import { loadFunctions, type LoadedFunction } from '#server/platform/functions';
import { dispatch } from '#server/platform/local-server';

const FUNCTIONS_DIR = fileURLToPath(new URL('../../netlify/functions', import.meta.url));
const ORIGIN = 'http://localhost:4321';
let loaded: Promise<LoadedFunction[]> | undefined;

export interface ApiInit extends Omit<RequestInit, 'body'> {
  /** A value to send as JSON, or a ready body (FormData, string, bytes). */
  body?: unknown;
  /** The caller's IP as the platform would report it. */
  ip?: string;
}

/**
 * Calls the shop's functions with real Request objects, routed by their config.path exactly as
 * the local server and Netlify route them. Same-origin by default, like the shop's own pages.
 */
export async function api(path: string, init: ApiInit = {}): Promise<Response> {
  loaded ??= loadFunctions(FUNCTIONS_DIR);
  const headers = new Headers(init.headers);
  let body: BodyInit | undefined;
  if (init.body instanceof FormData || init.body instanceof ReadableStream || init.body instanceof Uint8Array || typeof init.body === 'string') body = init.body as BodyInit;
  else if (init.body !== undefined) {
    body = JSON.stringify(init.body);
    headers.set('content-type', 'application/json');
  }
  if (init.method && init.method !== 'GET' && !headers.has('origin')) headers.set('origin', ORIGIN);
  const request = new Request(new URL(path, ORIGIN), { ...init, headers, body });
  const response = await dispatch({ functions: await loaded }, request, init.ip ?? '203.0.113.10');
  if (!response) throw new Error(`No function answers ${init.method ?? 'GET'} ${path}`);
  return response;
}

/** The cookies a response sets, as a Cookie header value for the next call. */
export function cookiesFrom(response: Response, previous = ''): string {
  const jar = new Map(previous.split('; ').filter(Boolean).map((c) => c.split('=') as [string, string]));
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const [name, ...value] = pair!.split('=');
    const v = value.join('=');
    if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || v === '') jar.delete(name!);
    else jar.set(name!, v);
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}
