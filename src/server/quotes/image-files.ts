import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { MAX_QUOTE_IMAGE_BYTES, MAX_QUOTE_IMAGES } from '#lib/validation/quote';
import { badRequest, HttpError } from '../http/errors.ts';
import { fileStore } from '../storage/index.ts';

/**
 * Custom-quote photos. A file is an image because of its content, whatever its name or declared
 * type says: the first bytes must be an image signature and sharp must decode it. Each is then
 * re-encoded (EXIF orientation applied, metadata such as GPS dropped, longest edge capped) and
 * kept in the private `quote-attachments` store under a name the server makes.
 */
export interface UploadedImage {
  name: string;
  data: Uint8Array;
}

const STORE = 'quote-attachments';
/** Enough detail to read a nameplate on a part; larger photos are scaled down. */
const MAX_EDGE_PIXELS = 2400;
/** Refuses decompression bombs (a tiny file that expands to gigapixels). */
const MAX_INPUT_PIXELS = 64_000_000;
export const STORED_IMAGE_TYPE = 'image/webp';

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const ISO_IMAGE_BRANDS = ['avif', 'avis', 'heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1'];

/** The image format a file's first bytes announce, or null when they announce none. */
export function sniffImageFormat(bytes: Uint8Array): string | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('ftyp'), 4)) {
    const brand = String.fromCharCode(...bytes.slice(8, 12));
    if (ISO_IMAGE_BRANDS.includes(brand)) return 'heif';
  }
  return null;
}

/** Count, size and signature checks: cheap, so they run before any decoding. */
export function checkUploadedImages(images: UploadedImage[]): void {
  if (images.length > MAX_QUOTE_IMAGES) throw badRequest({ images: 'too_many_images' });
  if (images.some((image) => image.data.byteLength > MAX_QUOTE_IMAGE_BYTES)) {
    throw new HttpError(413, 'image_too_large', { images: 'image_too_large' });
  }
  if (images.some((image) => image.data.byteLength === 0 || !sniffImageFormat(image.data))) throw badRequest({ images: 'image_type' });
}

/** Decodes and re-encodes one photo; anything sharp cannot decode is not an image. */
export async function reencodeImage(data: Uint8Array): Promise<Uint8Array> {
  try {
    const output = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_EDGE_PIXELS, height: MAX_EDGE_PIXELS, fit: 'inside', withoutEnlargement: true })
      // effort 2 of 6: a third of the default's encoding time for a file a few per cent larger.
      .webp({ quality: 82, effort: 2 })
      .toBuffer();
    return new Uint8Array(output);
  } catch {
    throw badRequest({ images: 'image_type' });
  }
}

/** Re-encodes then stores every photo; if any step fails, the ones already written are removed. */
export async function storeQuoteImages(images: UploadedImage[], now: Date): Promise<string[]> {
  const encoded = await Promise.all(images.map((image) => reencodeImage(image.data)));
  const store = await fileStore(STORE);
  const keys: string[] = [];
  try {
    for (const data of encoded) {
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
