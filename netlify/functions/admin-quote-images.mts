import type { Config } from '@netlify/functions';
import { adminRoute } from '#server/admin/route';
import { notFound } from '#server/http/errors';
import { quoteImage } from '#server/admin/quotes/service';

/**
 * GET /api/admin/quotes/:id/images/:index: a custom quote's photo, from the private store, to
 * admins only. Cached by the admin's browser alone (the photo behind a key never changes).
 */
export default adminRoute({
  GET: async ({ db, id, params }) => {
    const quoteId = id();
    if (!/^[0-9]{1,3}$/.test(params.index ?? '')) throw notFound();
    const file = await quoteImage(db, quoteId, Number(params.index));
    return new Response(file.data.slice(), {
      headers: { 'Content-Type': file.contentType, 'Cache-Control': 'private, max-age=86400', 'Content-Disposition': 'inline' },
    });
  },
});

export const config: Config = { path: '/api/admin/quotes/:id/images/:index', method: 'GET' };
