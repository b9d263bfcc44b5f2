import type { Config } from '@netlify/functions';
import { isMediaWidth } from '#lib/media';
import { getViewer } from '#server/auth/session';
import { db } from '#server/db/index';
import { cacheTagHeaders, productTag } from '#server/http/cache-tags';
import { handler } from '#server/http/handler';
import { badRequest, notFound } from '#server/http/errors';
import { photoOwner } from '#server/media/photo-owner';
import { productImageRendition } from '#server/media/renditions';

/** A year: media keys are never reused for another picture, so a rendition never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /media/{key}?w=160|320|640|960: a product picture as WebP. A visible product's photo is
 * public and cached for good, tagged with its product, so hiding, deleting or editing the product
 * purges it from the CDN. Any other photo (its product hidden or deleted, or an upload not saved
 * yet) is shown to an admin only, never stored by a cache, and is a 404 for everyone else (ADR 0019).
 */
export default handler(async (req, context) => {
  const { folder, name } = context.params;
  const key = folder ? `${folder}/${name}` : (name ?? '');
  const w = new URL(req.url).searchParams.get('w');
  const width = w === null ? null : Number(w);
  if (width !== null && !isMediaWidth(width)) throw badRequest({ w: 'invalid_width' });
  const database = await db();
  const owner = await photoOwner(database, key);
  const visible = owner?.status === 'active';
  if (!visible && (await getViewer(database, req))?.role !== 'admin') throw notFound();
  const file = await productImageRendition(key, width);
  if (!file) throw notFound();
  const caching: Record<string, string> = visible
    ? { 'Cache-Control': IMMUTABLE, 'Netlify-CDN-Cache-Control': `${IMMUTABLE}, durable`, ...cacheTagHeaders([productTag(owner!.sku)]) }
    : { 'Cache-Control': 'private, no-store' };
  return new Response(file.data, { headers: { 'Content-Type': file.contentType, ...caching } });
});

export const config: Config = { path: ['/media/:name', '/media/:folder/:name'], method: 'GET' };
