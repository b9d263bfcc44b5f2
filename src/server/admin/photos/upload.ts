import { MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS, MAX_PHOTOS_PER_REQUEST, MAX_REQUEST_PIXELS, MAX_STORED_PHOTO_EDGE, type UploadedPhoto } from '#lib/admin/photos';
import { MEDIA_WIDTHS } from '#lib/media';
import type { Database } from '../../db/index.ts';
import { badRequest } from '../../http/errors.ts';
import type { RenderedImage } from '../../images/render.ts';
import { checkImageUploads, renderImageUploads, type UploadedFile, type UploadLimits } from '../../images/uploads.ts';
import { drainFileDeletions } from '../../storage/file-deletions.ts';
import { fileStore } from '../../storage/index.ts';
import { newPhotoKey, queuePhotoDeletions, renditionKey } from '../../media/photo-files.ts';
import { deleteStagedPhotos, insertStagedPhotos } from './staged-photos.ts';

/**
 * POST /api/admin/product-photos: each photo checked (ADR 0010: type by its bytes, 10 MB,
 * 50 megapixels, 100 per request), decoded once with the orientation applied and the metadata
 * dropped, stored as a WebP original (longest side 2048 px) and one WebP per /media width, under a
 * key the server makes, and staged until a product save claims it.
 */
export const PHOTO_FIELD = 'photos';
const STORED_TYPE = 'image/webp';

export const PRODUCT_PHOTO_LIMITS: UploadLimits = {
  field: PHOTO_FIELD,
  maxFiles: MAX_PHOTOS_PER_REQUEST,
  maxBytes: MAX_PHOTO_BYTES,
  maxPixels: MAX_PHOTO_PIXELS,
  maxRequestPixels: MAX_REQUEST_PIXELS,
  // Never SVG (scripts) nor HEIC (the decoder cannot read it): what every browser shows.
  formats: ['jpeg', 'png', 'webp', 'avif', 'gif'],
};

export async function uploadProductPhotos(db: Database, uploadedBy: string, files: readonly UploadedFile[]): Promise<UploadedPhoto[]> {
  if (files.length === 0) throw badRequest({ [PHOTO_FIELD]: 'required' });
  await checkImageUploads(files, PRODUCT_PHOTO_LIMITS);
  const rendered = await renderImageUploads(files, PHOTO_FIELD, { maxEdge: MAX_STORED_PHOTO_EDGE, maxPixels: MAX_PHOTO_PIXELS, widths: MEDIA_WIDTHS });
  const photos = rendered.map(({ width, height }) => ({ key: newPhotoKey(), width, height }));
  // Rows first, files second: a crash in between leaves rows without files (the sweep expires
  // them), never files without a row that would lead to them.
  await insertStagedPhotos(db, photos.map((photo) => ({ ...photo, uploaded_by: uploadedBy })));
  try {
    await writePhotoFiles(photos, rendered);
  } catch (error) {
    await discardStagedPhotos(db, photos.map((photo) => photo.key));
    throw error;
  }
  return photos;
}

/** Every file of every photo; settles all writes before failing, so none lands after a cleanup. */
async function writePhotoFiles(photos: readonly UploadedPhoto[], rendered: readonly RenderedImage[]): Promise<void> {
  const store = await fileStore('product-images');
  const writes = photos.flatMap(({ key }, i) => {
    const image = rendered[i]!;
    return [store.set(key, image.data, STORED_TYPE), ...MEDIA_WIDTHS.map((width) => store.set(renditionKey(key, width), image.renditions.get(width)!.data, STORED_TYPE))];
  });
  const failed = (await Promise.allSettled(writes)).find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/** Takes back photos whose files could not all be written: rows gone and files queued in one transaction, then deleted. */
async function discardStagedPhotos(db: Database, keys: readonly string[]): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await deleteStagedPhotos(tx, keys);
    await queuePhotoDeletions(tx, keys);
  });
  await drainFileDeletions(db);
}
