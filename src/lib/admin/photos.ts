/**
 * Product photo uploads (POST /api/admin/product-photos, multipart, field `photos`). The editor
 * sends one file per request to show a progress bar per file; the server accepts a few per request
 * and caps the pixels of each image and of the whole request, so no request can exhaust memory.
 */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** Per image: a 12-megapixel phone photo passes with room; a decompression bomb does not. */
export const MAX_PHOTO_PIXELS = 50_000_000;
/** Per request, all images together. */
export const MAX_REQUEST_PIXELS = 100_000_000;
export const MAX_PHOTOS_PER_REQUEST = 12;
/** Longest side the server keeps of a photo: sharp enough for the full-screen viewer on a large display. */
export const MAX_STORED_PHOTO_EDGE = 2048;
/**
 * Larger files are made smaller in the editor before they go up: Netlify refuses request bodies
 * over about 6 MB, well under the 10 MB a photo may weigh.
 */
export const PHOTO_DIRECT_UPLOAD_BYTES = 4 * 1024 * 1024;
/** What the picker offers; the server decides by the bytes, never by the name or the type. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/gif';

/** A photo stored and waiting for the product save that will claim it. */
export interface UploadedPhoto {
  key: string;
  width: number;
  height: number;
}
