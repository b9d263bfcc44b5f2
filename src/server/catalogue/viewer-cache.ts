import type { Role } from '#lib/roles';
import { ACCESS_COOKIE, getViewer } from '../auth/session.ts';
import type { Database } from '../db/index.ts';
import { json } from '../http/handler.ts';
import { CATALOGUE_TAG, cacheTagHeaders } from '../http/cache-tags.ts';

/**
 * Who the catalogue is shaped for, and whether the answer may be shared. Only answers for
 * visitors without a session are cacheable at the CDN; anything shaped by a session is private.
 * The CDN keys its entries on the session cookie (Netlify-Vary), browsers on the Cookie header,
 * so a cached visitor answer is never served to a signed-in customer and vice versa.
 */
export interface CatalogueAudience {
  role: Role | null;
  /** True when the response is the same for every visitor without a session. */
  shared: boolean;
}

const VARY_ON_SESSION = { Vary: 'Cookie', 'Netlify-Vary': `cookie=${ACCESS_COOKIE}` } as const;

export async function catalogueAudience(db: Database, req: Request): Promise<CatalogueAudience> {
  const viewer = await getViewer(db, req);
  return { role: viewer?.role ?? null, shared: viewer === null };
}

/** A catalogue answer; a shared one carries its cache tags (`catalogue` unless told otherwise). */
export function catalogueJson(body: unknown, audience: CatalogueAudience, tags: readonly string[] = [CATALOGUE_TAG]): Response {
  if (!audience.shared) return json(body, { cache: 'private', headers: VARY_ON_SESSION });
  return json(body, { cache: 'public', headers: { ...VARY_ON_SESSION, ...cacheTagHeaders(tags) } });
}

/**
 * Cache headers of an on-demand page (product detail, catalogue): visitors' HTML is kept five minutes
 * at the CDN and refreshed in the background; role-shaped HTML is never stored anywhere shared.
 */
export function pageCacheHeaders(audience: CatalogueAudience, tags: readonly string[]): Record<string, string> {
  if (!audience.shared) return { ...VARY_ON_SESSION, 'Cache-Control': 'private, no-store' };
  return {
    ...VARY_ON_SESSION,
    ...cacheTagHeaders(tags),
    'Cache-Control': 'public, max-age=0, must-revalidate',
    'Netlify-CDN-Cache-Control': 'public, durable, s-maxage=300, stale-while-revalidate=600',
  };
}
