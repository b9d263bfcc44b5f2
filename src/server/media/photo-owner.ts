import { sql } from 'kysely';
import type { ProductStatus } from '#lib/product';
import type { Database } from '../db/index.ts';

/** The product a photo key belongs to, if any: a staged upload or a dropped photo belongs to none. */
export interface PhotoOwner {
  sku: string;
  status: ProductStatus;
}

export async function photoOwner(db: Database, key: string): Promise<PhotoOwner | null> {
  const row = await db
    .selectFrom('products')
    .select(['sku', 'status'])
    // Containment on the GIN index products_images_keys (migration 2026-11-25T0000).
    .where(sql<boolean>`images @> ${JSON.stringify([{ key }])}::jsonb`)
    .executeTakeFirst();
  return row ?? null;
}
