import { randomUUID } from 'node:crypto';
import { MAX_QUOTE_IMAGE_BYTES, MAX_QUOTE_IMAGES } from '#lib/validation/quote';
import { fileStore } from '../storage/index.ts';
import { checkImageUploads, renderImageUploads, type UploadedFile, type UploadLimits } from '../images/uploads.ts';

/**
 * Custom-quote photos. A file is an image because of its content, whatever its name or declared
 * type says: the first bytes must be an image signature, the header must be readable and declare a
 * sane size, and sharp must decode it. Each is then re-encoded (EXIF orientation applied, metadata
 * such as GPS dropped, longest edge capped) and kept in the private `quote-attachments` store under
 * a name the server makes. The checks and the decoding are shared with product photos
 * (src/server/images).
 */
export type UploadedImage = UploadedFile;

const STORE = 'quote-attachments';
/** Enough detail to read a nameplate on a part; larger photos are scaled down. */
const MAX_EDGE_PIXELS = 2400;
export const STORED_IMAGE_TYPE = 'image/webp';

export const QUOTE_IMAGE_LIMITS: UploadLimits = {
  field: 'images',
  maxFiles: MAX_QUOTE_IMAGES,
  maxBytes: MAX_QUOTE_IMAGE_BYTES,
  /** Refuses decompression bombs (a tiny file that expands to gigapixels). */
  maxPixels: 64_000_000,
  /**
   * All photos of one request: the dialog sends photos downscaled to 1600 px (a few megapixels
   * each), so this only stops requests built to make the server decode hundreds of megapixels.
   */
  maxRequestPixels: 100_000_000,
  // HEIF passes the checks and is refused by the decoder (sharp reads AVIF, not HEIC) as before.
  formats: ['jpeg', 'png', 'gif', 'webp', 'avif', 'heif'],
};

/** Count, size, type and pixel checks: cheap, so they run before any decoding. */
export async function checkUploadedImages(images: UploadedImage[]): Promise<void> {
  await checkImageUploads(images, QUOTE_IMAGE_LIMITS);
}

/** Re-encodes then stores every photo; if any step fails, the ones already written are removed. */
export async function storeQuoteImages(images: UploadedImage[], now: Date): Promise<string[]> {
  if (images.length === 0) return [];
  const rendered = await renderImageUploads(images, QUOTE_IMAGE_LIMITS.field, { maxEdge: MAX_EDGE_PIXELS, maxPixels: QUOTE_IMAGE_LIMITS.maxPixels });
  const store = await fileStore(STORE);
  const keys: string[] = [];
  try {
    for (const { data } of rendered) {
      const key = `${now.toISOString().slice(0, 7)}/${randomUUID()}.webp`;
      await store.set(key, data, STORED_IMAGE_TYPE);
      keys.push(key);
    }
    return keys;
  } catch (error) {
    await deleteQuoteImages(keys);
    throw error;
  }
}

export async function deleteQuoteImages(keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  const store = await fileStore(STORE);
  await Promise.allSettled(keys.map((key) => store.delete(key)));
}

export async function readQuoteImage(key: string) {
  return (await fileStore(STORE)).get(key);
}
