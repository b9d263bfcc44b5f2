import { readdir } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Kysely } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../../db/migrations/', import.meta.url));

/** Reads db/migrations; names are date-prefixed so their order is the order of the file names. */
class FolderMigrationProvider implements MigrationProvider {
  constructor(private readonly folder: string) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await readdir(this.folder)).filter((f) => /\.(ts|js|mjs)$/.test(f) && !f.endsWith('.d.ts')).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      migrations[file.replace(/\.(ts|js|mjs)$/, '')] = await import(/* @vite-ignore */ pathToFileURL(`${this.folder}/${file}`).href);
    }
    return migrations;
  }
}

/** Brings the schema up to date; throws with the failing migration's name. */
// Migrations run against whatever schema exists before them, hence Kysely<any> (as in db/migrations).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>, folder = MIGRATIONS_DIR): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new FolderMigrationProvider(folder) });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((r) => r.status === 'Error');
  if (error) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String((error as Error).message ?? error)}`);
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
