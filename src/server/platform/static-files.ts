import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { Readable } from 'node:stream';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

/** Finds the file Netlify's CDN would serve for a path: the file itself, or its directory's index.html. */
export async function findStaticFile(root: string, pathname: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const candidate = normalize(join(root, decoded));
  if (!candidate.startsWith(root + sep) && candidate !== root) return null;
  for (const file of [candidate, join(candidate, 'index.html'), `${candidate}.html`]) {
    const info = await stat(file).catch(() => null);
    if (info?.isFile()) return file;
  }
  return null;
}

/**
 * A built file as the CDN serves it: hashed assets cached for good, everything else revalidated
 * with an ETag (a 304 without a body when the browser's copy is current).
 */
export async function staticResponse(file: string, status = 200, ifNoneMatch: string | null = null): Promise<Response> {
  const info = await stat(file);
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const headers = new Headers({
    'Content-Type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Content-Length': String(info.size),
    ETag: etag,
    // Hashed build assets never change; pages are revalidated on every visit.
    'Cache-Control': file.includes(`${sep}_astro${sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
  });
  if (status === 200 && ifNoneMatch?.split(',').some((tag) => tag.trim() === etag)) {
    headers.delete('Content-Length');
    return new Response(null, { status: 304, headers });
  }
  const body = Readable.toWeb(createReadStream(file)) as ReadableStream;
  return new Response(body, { status, headers });
}
