import type { Config } from '@netlify/functions';
import { uploadProductPhotos } from '#server/admin/photos/upload';
import { readPhotoUploads } from '#server/admin/photos/upload-form';
import { requireAdmin } from '#server/auth/guards';
import { db } from '#server/db/index';
import { handler, json } from '#server/http/handler';

/**
 * POST /api/admin/product-photos (multipart, `photos` files): stores the photos for a product save
 * to claim; 201 { photos: [{ key, width, height }] }. Admins only; the body is read after the check.
 */
export default handler(async (req) => {
  const database = await db();
  const admin = await requireAdmin(database, req);
  const files = await readPhotoUploads(req);
  return json({ photos: await uploadProductPhotos(database, admin.userId, files) }, { status: 201 });
});

export const config: Config = { path: '/api/admin/product-photos', method: 'POST' };
