import { MAX_PHOTO_BYTES } from '#lib/admin/photos';
import { PRODUCT_LIMITS } from '#lib/admin/products';
import type { DraftImage } from './product-draft.ts';

/**
 * A product's photos in the editor, in display order (the first is the main photo): stored ones
 * and uploads still under way. Uploads that failed are listed apart (`PhotoFailure`): they are
 * not photos of the product.
 */
export type PhotoItem =
  | { id: string; state: 'uploading'; name: string; progress: number; preview: string | null }
  | ({ id: string; state: 'ready' } & DraftImage);

export interface PhotoFailure {
  id: string;
  name: string;
  /** A field-error code (image_type, image_too_large, too_many_pixels, too_many_images, upload_failed). */
  code: string;
}

export const MAX_PRODUCT_PHOTOS = PRODUCT_LIMITS.images;

export function readyImages(items: readonly PhotoItem[]): DraftImage[] {
  return items.flatMap((item) => (item.state === 'ready' ? [{ key: item.key, altEn: item.altEn, altAr: item.altAr }] : []));
}

export function isUploading(items: readonly PhotoItem[]): boolean {
  return items.some((item) => item.state === 'uploading');
}

/**
 * Which of the chosen files go up: the first ones that fit in the 12 and are not plainly too
 * big or not images. The server still checks every byte; this only spares a doomed upload.
 */
export function sortChosenFiles<F extends { name: string; size: number; type: string }>(files: readonly F[], taken: number): { accepted: F[]; refused: { name: string; code: string }[] } {
  const accepted: F[] = [];
  const refused: { name: string; code: string }[] = [];
  for (const file of files) {
    if (file.type !== '' && !file.type.startsWith('image/')) refused.push({ name: file.name, code: 'image_type' });
    else if (file.size > MAX_PHOTO_BYTES) refused.push({ name: file.name, code: 'image_too_large' });
    else if (taken + accepted.length >= MAX_PRODUCT_PHOTOS) refused.push({ name: file.name, code: 'too_many_images' });
    else accepted.push(file);
  }
  return { accepted, refused };
}

/** The list with one photo moved to a new position (clamped to the list). */
export function moveTo<T extends { id: string }>(items: readonly T[], id: string, to: number): T[] {
  const from = items.findIndex((item) => item.id === id);
  if (from < 0) return [...items];
  const target = Math.max(0, Math.min(items.length - 1, to));
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved!);
  return next;
}

/** One place earlier (-1) or later (+1): the keyboard's way of dragging. */
export function moveBy<T extends { id: string }>(items: readonly T[], id: string, step: -1 | 1): T[] {
  return moveTo(items, id, items.findIndex((item) => item.id === id) + step);
}
