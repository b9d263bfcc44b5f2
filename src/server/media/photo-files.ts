import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { MEDIA_WIDTHS, type MediaWidth } from '#lib/media';
import type { DB } from '../db/schema.ts';
import { queueFileDeletions } from '../storage/file-deletions.ts';

/**
 * How a product photo is stored (read by the public /media renditions, written by the admin's
 * uploads, deleted by the admin's saves and the storage sweep): the processed original under its key (`products/<uuid>`) and one
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
