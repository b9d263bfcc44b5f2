import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { Transform } from 'node:stream';

/**
 * What Netlify's CDN does for every text response, done by the local server so a local
 * Lighthouse run measures what users get: brotli when the browser takes it, else gzip.
 */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;
/** Below this, compression costs more than it saves (and Netlify skips it too). */
const MIN_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

export function chooseEncoding(acceptEncoding: string | null, headers: Headers): Encoding | null {
  if (headers.has('content-encoding')) return null;
  if (!COMPRESSIBLE.test(headers.get('content-type') ?? '')) return null;
  const length = headers.get('content-length');
  if (length !== null && Number(length) < MIN_BYTES) return null;
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name!.toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

export function compressor(encoding: Encoding): Transform {
  return encoding === 'br'
    ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : createGzip({ level: 6 });
}
