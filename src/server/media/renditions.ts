import type { MediaWidth } from '#lib/media';
import { hasStoredRenditions, renditionKey } from './photo-files.ts';
import { loadSharp, withImageWork } from '../images/limiter.ts';
import { fileStore, STORAGE_KEY } from '../storage/index.ts';

/**
 * Product pictures for the public site: the stored image scaled to one of the fixed widths and
 * encoded as WebP. Uploaded photos have every width stored already, so they are served as they are;
 * seeded photos have none and are rendered on the fly (through the process-wide image-work limit).
 * Only the product-images store is reachable this way (quote attachments stay private), and only
 * server-made keys are accepted.
 */
export interface MediaFile {
  data: Uint8Array<ArrayBuffer>;
  contentType: string;
}

const IMAGE_TYPES = /^image\/(webp|jpeg|png|avif|gif)$/;

export async function productImageRendition(key: string, width: MediaWidth | null): Promise<MediaFile | null> {
  if (!STORAGE_KEY.test(key) || key.includes('..')) return null;
  const store = await fileStore('product-images');
  if (width !== null && hasStoredRenditions(key)) {
    const rendition = await store.get(renditionKey(key, width));
    if (rendition) return { data: new Uint8Array(rendition.data), contentType: rendition.contentType };
  }
  const stored = await store.get(key);
  if (!stored || !IMAGE_TYPES.test(stored.contentType)) return null;
  if (width === null && stored.contentType === 'image/webp') return { data: new Uint8Array(stored.data), contentType: stored.contentType };
  const data = await withImageWork(async () => {
    const sharp = await loadSharp();
    const pipeline = sharp(stored.data, { limitInputPixels: 40_000_000 }).rotate();
    const resized = width === null ? pipeline : pipeline.resize({ width, withoutEnlargement: true });
    return resized.webp({ quality: 80, effort: 4 }).toBuffer();
  });
  return { data: new Uint8Array(data), contentType: 'image/webp' };
}
