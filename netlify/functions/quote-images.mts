import type { Config } from '@netlify/functions';
import { requireAdmin } from '#server/auth/guards';
import { db } from '#server/db/index';
import { notFound } from '#server/http/errors';
import { handler } from '#server/http/handler';
import { idFrom } from '#server/http/route-id';
import { quoteImage } from '#server/admin/quotes/service';

/**
 * GET /api/admin/quotes/:id/images/:index: a custom quote's photo, from the private store, to
 * admins only. Cached by the admin's browser alone (the photo behind a key never changes).
 */
export default handler(async (req, context) => {
  const database = await db();
  await requireAdmin(database, req);
  const id = idFrom(context.params.id);
  const index = /^[0-9]{1,3}$/.test(context.params.index ?? '') ? Number(context.params.index) : null;
  if (id === null || index === null) throw notFound();
  const file = await quoteImage(database, id, index);
  return new Response(file.data.slice(), {
    headers: { 'Content-Type': file.contentType, 'Cache-Control': 'private, max-age=86400', 'Content-Disposition': 'inline' },
  });
});

export const config: Config = { path: '/api/admin/quotes/:id/images/:index', method: 'GET' };
