import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '#server/db/index';
import { hasStoredRenditions, photoFileKeys } from '#server/media/photo-files';
import { api } from './api.ts';
import { fileOf } from './quotes.ts';

/** Helpers for the product-photo tests: uploading, and what is stored against what rows lead to it. */

export function photoForm(files: { name: string; data: Uint8Array; type?: string }[], field = 'photos'): FormData {
  const form = new FormData();
  for (const file of files) form.append(field, fileOf(file.data, file.name, file.type ?? 'image/jpeg'));
  return form;
}

export function uploadPhotos(cookie: string, body: FormData | string | unknown): Promise<Response> {
  return api('/api/admin/product-photos', { method: 'POST', body, headers: cookie ? { cookie } : {} });
}

/** Keys of the files in DATA_DIR/blobs/product-images (the local store writes a `.type` beside each). */
export function storedProductFiles(dataDir: string): string[] {
  try {
    return readdirSync(join(dataDir, 'blobs', 'product-images'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.endsWith('.type'))
      .map((entry) => join(entry.parentPath, entry.name).slice(join(dataDir, 'blobs', 'product-images').length + 1))
      .sort();
  } catch {
    return [];
  }
}

/** Every file the rows lead to: each staged photo's and each uploaded photo a product shows. */
export async function filesReferencedByRows(db: Database): Promise<string[]> {
  const staged = await db.selectFrom('staged_images').select('key').execute();
  const products = await db.selectFrom('products').select('images').execute();
  const keys = [...staged.map((r) => r.key), ...products.flatMap((p) => p.images.map((image) => image.key)).filter(hasStoredRenditions)];
  return keys.flatMap(photoFileKeys).sort();
}

export async function countRows(db: Database, table: 'staged_images' | 'file_deletions'): Promise<number> {
  return Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
}
