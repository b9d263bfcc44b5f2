import { MAX_STORED_PHOTO_EDGE, PHOTO_DIRECT_UPLOAD_BYTES } from '#lib/admin/photos';
import { downscalePhoto, type DownscaleOptions } from '../../photos/downscale.ts';

/** No larger than what the server keeps, at a quality the server's own WebP re-encoding will not show. */
const PRODUCT_PHOTO: DownscaleOptions = { maxEdge: MAX_STORED_PHOTO_EDGE, quality: 0.92, budget: PHOTO_DIRECT_UPLOAD_BYTES, fallbackQuality: 0.8 };

/**
 * The file the editor uploads for a chosen photo: the photo itself when it fits in one request
 * anywhere, else a JPEG of it at the stored size. A photo this browser cannot decode goes up as it
 * is: the server reads the bytes and names the reason it refuses them.
 */
export async function preparePhoto(file: File): Promise<File> {
  if (file.size <= PHOTO_DIRECT_UPLOAD_BYTES) return file;
  try {
    const smaller = await downscalePhoto(file, PRODUCT_PHOTO);
    return new File([smaller], `${file.name.replace(/\.[^.]*$/, '')}.jpg`, { type: 'image/jpeg' });
  } catch {
    return file;
  }
}
