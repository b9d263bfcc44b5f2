import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

type Executor = Kysely<DB> | Transaction<DB>;

/** Rows of `staged_images`: photos stored and waiting for the product save that claims them. */
export interface StagedPhotoRow {
  key: string;
  uploaded_by: string | null;
  width: number;
  height: number;
}

export async function insertStagedPhotos(db: Executor, rows: readonly StagedPhotoRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('staged_images').values([...rows]).execute();
}

/** Removes the rows; returns the keys that were there. */
export async function deleteStagedPhotos(db: Executor, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db.deleteFrom('staged_images').where('key', 'in', [...keys]).returning('key').execute();
  return rows.map((r) => r.key);
}

/** Removes the rows staged before `cutoff` (no save claimed them); returns their keys. */
export async function deleteStagedPhotosBefore(db: Executor, cutoff: Date): Promise<string[]> {
  const rows = await db.deleteFrom('staged_images').where('created_at', '<', cutoff).returning('key').execute();
  return rows.map((r) => r.key);
}

/**
 * A product save takes the photos uploaded for it out of the staging table, in its transaction.
 * Returns the keys that were not staged (the caller refuses them unless the product has them).
 */
export async function claimStagedPhotos(tx: Transaction<DB>, keys: readonly string[]): Promise<string[]> {
  const claimed = new Set(await deleteStagedPhotos(tx, keys));
  return keys.filter((key) => !claimed.has(key));
}
