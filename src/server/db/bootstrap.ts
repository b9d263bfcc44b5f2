import { isEmpty, seed } from '#db/seed/index';
import { env, LOCAL_ADMIN } from '../env.ts';
import { fileStore } from '../storage/index.ts';
import { db } from './index.ts';
import { migrateToLatest } from './migrate.ts';

/**
 * The seeded administrator: ADMIN_EMAIL/ADMIN_PASSWORD when set; the documented local
 * defaults otherwise, except in production, where no admin is made without them.
 */
export function seedAdmin(): { email: string; password: string } | null {
  const e = env();
  if (e.ADMIN_EMAIL && e.ADMIN_PASSWORD) return { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD };
  return e.NODE_ENV === 'production' && process.env.NETLIFY ? null : { ...LOCAL_ADMIN };
}

/** Migrates the database and, when it is empty, seeds the demo shop. */
export async function prepareDatabase(): Promise<{ migrated: string[]; seeded: boolean }> {
  const database = await db();
  const migrated = await migrateToLatest(database);
  if (!(await isEmpty(database))) return { migrated, seeded: false };
  await seed(database, { admin: seedAdmin(), images: await fileStore('product-images') });
  return { migrated, seeded: true };
}
