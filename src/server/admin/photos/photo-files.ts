import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { MEDIA_WIDTHS, type MediaWidth } from '#lib/media';
import type { DB } from '../../db/schema.ts';
import { queueFileDeletions } from '../../storage/file-deletions.ts';

/**
 * How a product photo is stored: the processed original under its key (`products/<uuid>`) and one
 * WebP rendition per width the pages use under `<key>-w<width>`. Seeded photos have no renditions;
 * /media renders those on the fly.
 */
const UPLOADED_KEY = /^products\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The key of a newly uploaded photo: made by the server, never from the file's name. */
export function newPhotoKey(): string {
  return `products/${randomUUID()}`;
}

/** Whether the key is an uploaded photo's (which has stored renditions) rather than a seeded one. */
export function hasStoredRenditions(key: string): boolean {
  return UPLOADED_KEY.test(key);
}

export function renditionKey(key: string, width: MediaWidth): string {
  return `${key}-w${width}`;
}

/** Every stored file of a photo. */
export function photoFileKeys(key: string): string[] {
  return [key, ...MEDIA_WIDTHS.map((w) => renditionKey(key, w))];
}

/** Queues every file of the photos for deletion after the transaction commits. */
export function queuePhotoDeletions(tx: Transaction<DB>, keys: readonly string[]): Promise<void> {
  return queueFileDeletions(tx, 'product-images', keys.flatMap(photoFileKeys));
}

/**
 * A product save takes the photos uploaded for it out of the staging table, in its transaction.
 * Returns the keys that were not staged (the caller refuses them unless the product has them).
 */
export async function claimStagedPhotos(tx: Transaction<DB>, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const claimed = await tx.deleteFrom('staged_images').where('key', 'in', [...keys]).returning('key').execute();
  const found = new Set(claimed.map((r) => r.key));
  return keys.filter((k) => !found.has(k));
}
