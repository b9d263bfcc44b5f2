import type { Config } from '@netlify/functions';
import { uploadProductPhotos } from '#server/admin/photos/upload';
import { readPhotoUploads } from '#server/admin/photos/upload-form';
import { adminRoute } from '#server/admin/route';
import { json } from '#server/http/handler';

/**
 * POST /api/admin/product-photos (multipart, `photos` files): stores the photos for a product save
 * to claim; 201 { photos: [{ key, width, height }] }. The body is read after the admin check.
 */
export default adminRoute({
  POST: async ({ db, admin, req }) => json({ photos: await uploadProductPhotos(db, admin.userId, await readPhotoUploads(req)) }, { status: 201 }),
});

export const config: Config = { path: '/api/admin/product-photos', method: 'POST' };
