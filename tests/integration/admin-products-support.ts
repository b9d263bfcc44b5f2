import { randomUUID } from 'node:crypto';
import { photoFileKeys } from '#server/media/photo-files';
import type { Database } from '#server/db/index';
import { fileStore } from '#server/storage/index';
import { api, type ApiInit } from '../support/api.ts';

/** What the admin product and category tests share: calls as a signed-in admin, a valid draft, staged photos, row counts. */

export function adminApi(cookie: () => string) {
  return (path: string, init: ApiInit = {}) => api(path, { ...init, headers: { ...Object.fromEntries(new Headers(init.headers)), cookie: cookie() } });
}

/** A product as the editor sends it: every field, valid. */
export function draft(categoryIds: number[], overrides: Record<string, unknown> = {}) {
  return {
    sku: '10000001',
    partNumber: 'KM-601',
    nameEn: 'Door Operator Motor',
    nameAr: 'محرك مشغل الباب',
    descriptionEn: 'Fits KONE AMD doors.',
    descriptionAr: 'مناسب لأبواب كوني.',
    prices: { new_customer: '150.00', retail: '140', small_company: '', large_company: '', distributor: '100.5' },
    sale: { onSale: false, price: '', endsAt: null },
    categoryIds,
    images: [],
    ...overrides,
  };
}

export async function insertCategory(db: Database, nameEn: string, nameAr = `${nameEn} (ar)`): Promise<number> {
  const slug = nameEn.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  const row = await db.insertInto('categories').values({ slug, name_en: nameEn, name_ar: nameAr }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A photo as an upload leaves it: its files in the store and its key staged. */
export async function stagePhoto(db: Database): Promise<string> {
  const key = `products/${randomUUID()}`;
  const store = await fileStore('product-images');
  for (const file of photoFileKeys(key)) await store.set(file, new Uint8Array([1, 2, 3]), 'image/webp');
  await db.insertInto('staged_images').values({ key, width: 10, height: 10 }).execute();
  return key;
}

/** Whether any file of the photo is still stored. */
export async function photoStored(key: string): Promise<boolean> {
  const store = await fileStore('product-images');
  for (const file of photoFileKeys(key)) if (await store.get(file)) return true;
  return false;
}

/** Row counts of every table an admin product or category write touches. */
export async function writeCounts(db: Database) {
  const count = async (table: 'products' | 'product_categories' | 'categories' | 'category_slug_aliases' | 'audit_log' | 'staged_images' | 'file_deletions') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  return {
    products: await count('products'),
    links: await count('product_categories'),
    categories: await count('categories'),
    aliases: await count('category_slug_aliases'),
    audit: await count('audit_log'),
    staged: await count('staged_images'),
    deletions: await count('file_deletions'),
  };
}

export async function auditActions(db: Database): Promise<string[]> {
  return (await db.selectFrom('audit_log').select('action').orderBy('id').execute()).map((r) => r.action);
}
