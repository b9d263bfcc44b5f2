import type { Config } from '@netlify/functions';
import { isMediaWidth } from '#lib/media';
import { handler } from '#server/http/handler';
import { badRequest, notFound } from '#server/http/errors';
import { productImageRendition } from '#server/media/renditions';

/** A year: media keys are never reused for another picture, so a rendition never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** GET /media/{key}?w=160|320|640|960: a product picture as WebP, cached for good. */
export default handler(async (req, context) => {
  const { folder, name } = context.params;
  const key = folder ? `${folder}/${name}` : (name ?? '');
  const w = new URL(req.url).searchParams.get('w');
  const width = w === null ? null : Number(w);
  if (width !== null && !isMediaWidth(width)) throw badRequest({ w: 'invalid_width' });
  const file = await productImageRendition(key, width);
  if (!file) throw notFound();
  return new Response(file.data, {
    headers: { 'Content-Type': file.contentType, 'Cache-Control': IMMUTABLE, 'Netlify-CDN-Cache-Control': `${IMMUTABLE}, durable` },
  });
});

export const config: Config = { path: ['/media/:name', '/media/:folder/:name'], method: 'GET' };
