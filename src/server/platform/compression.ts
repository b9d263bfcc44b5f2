import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { Transform } from 'node:stream';
import Negotiator from 'negotiator';

/**
 * What Netlify's CDN does for every text response, done by the local server so a local
 * Lighthouse run measures what users get: brotli when the browser takes it, else gzip.
 */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;
/** Below this, compression costs more than it saves (and Netlify skips it too). */
const MIN_BYTES = 1024;

export type Encoding = 'br' | 'gzip';
/** Brotli before gzip when the browser rates them alike (Chrome lists gzip first, at the same weight). */
const ENCODINGS: Encoding[] = ['br', 'gzip'];

export function chooseEncoding(acceptEncoding: string | null, headers: Headers): Encoding | null {
  if (headers.has('content-encoding')) return null;
  if (!COMPRESSIBLE.test(headers.get('content-type') ?? '')) return null;
  const length = headers.get('content-length');
  if (length !== null && Number(length) < MIN_BYTES) return null;
  const chosen = new Negotiator({ headers: { 'accept-encoding': acceptEncoding ?? undefined } }).encoding(ENCODINGS, { preferred: ENCODINGS });
  return (chosen as Encoding | undefined) ?? null;
}

export function compressor(encoding: Encoding): Transform {
  return encoding === 'br'
    ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : createGzip({ level: 6 });
}
