import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { queuePhotoDeletions } from '#server/media/photo-files';
import { claimStagedPhotos } from '#server/admin/photos/staged-photos';
import { startLocalSweeps, sweepStorage } from '#server/admin/photos/sweep';
import { loadFunctions } from '#server/platform/functions';
import { drainFileDeletions, queueFileDeletions } from '#server/storage/file-deletions';
import { useTestDatabase } from '../support/database.ts';
import { everyAcceptedFormat } from '../support/images.ts';
import { countRows, filesReferencedByRows, photoForm, storedProductFiles, uploadPhotos } from '../support/product-photos.ts';
import { insertProduct, useOwnDataDir } from '../support/quotes.ts';
import { sessionFor } from '../support/sessions.ts';

/**
 * No stored file outlives the rows that lead to it (ADR 0010): staged photos no save claimed in a
 * day are expired by the sweep, files a write stopped referring to are deleted from the outbox,
 * and at every step the product-images store holds exactly the files the rows lead to.
 */
const db = useTestDatabase();
const dataDir = useOwnDataDir();
const FUNCTIONS_DIR = fileURLToPath(new URL('../../netlify/functions', import.meta.url));
const DAY = 24 * 60 * 60 * 1000;
let admin = '';
let photos: { name: string; data: Uint8Array }[] = [];

beforeAll(async () => {
  admin = (await sessionFor(db(), { role: 'admin' })).cookie;
  photos = await everyAcceptedFormat();
});

async function upload(count: number): Promise<string[]> {
  const response = await uploadPhotos(admin, photoForm(photos.slice(0, count)));
  expect(response.status).toBe(201);
  return ((await response.json()).photos as { key: string }[]).map((p) => p.key);
}

const expectStoreToMatchRows = async () => expect(storedProductFiles(dataDir())).toEqual(await filesReferencedByRows(db()));
const storedFilesOf = (key: string) => storedProductFiles(dataDir()).filter((file) => file.startsWith(key));
const imagesJson = (keys: string[]) => JSON.stringify(keys.map((key) => ({ key, alt_en: '', alt_ar: '' })));

describe('stored photo files against rows', () => {
  it('match through uploads, a save, expiry, a removal and the drain', async () => {
    const product = await insertProduct(db());
    const [kept, abandoned, pending] = await upload(3) as [string, string, string];
    expect(storedProductFiles(dataDir())).toHaveLength(15);
    await expectStoreToMatchRows();

    // A product save claims one photo (as the product service does, in its transaction).
    await db().transaction().execute(async (tx) => {
      expect(await claimStagedPhotos(tx, [kept])).toEqual([]);
      await tx.updateTable('products').set({ images: imagesJson([kept]) }).where('id', '=', product.id).execute();
    });
    await expectStoreToMatchRows();

    // One photo was uploaded more than a day ago and never saved; the other is recent.
    await db().updateTable('staged_images').set({ created_at: new Date(Date.now() - DAY - 60_000) }).where('key', '=', abandoned).execute();
    expect(await sweepStorage(db())).toMatchObject({ expired: 1, deleted: 5, failed: 0 });
    expect(storedFilesOf(abandoned)).toEqual([]);
    expect(storedFilesOf(pending)).toHaveLength(5);
    await expectStoreToMatchRows();

    // The product drops its photo: queued in the write's transaction, deleted by the drain after it.
    await db().transaction().execute(async (tx) => {
      await tx.updateTable('products').set({ images: '[]' }).where('id', '=', product.id).execute();
      await queuePhotoDeletions(tx, [kept]);
    });
    expect(storedFilesOf(kept)).toHaveLength(5);
    expect(await drainFileDeletions(db())).toEqual({ deleted: 5, failed: 0 });
    await expectStoreToMatchRows();

    // A day later the last staged photo expires too: nothing is left.
    expect(await sweepStorage(db(), new Date(Date.now() + DAY + 60_000))).toMatchObject({ expired: 1, deleted: 5, failed: 0 });
    expect(storedProductFiles(dataDir())).toEqual([]);
    expect({ staged: await countRows(db(), 'staged_images'), queued: await countRows(db(), 'file_deletions') }).toEqual({ staged: 0, queued: 0 });
  });

  it('keeps photos staged less than a day', async () => {
    const [key] = await upload(1);
    expect(await sweepStorage(db(), new Date(Date.now() + DAY - 60_000))).toMatchObject({ expired: 0, deleted: 0, failed: 0 });
    expect(storedFilesOf(key!)).toHaveLength(5);
    await sweepStorage(db(), new Date(Date.now() + 2 * DAY));
    expect(storedFilesOf(key!)).toEqual([]);
  });

  it('a write that rolls back deletes nothing', async () => {
    const [key] = await upload(1);
    await expect(
      db().transaction().execute(async (tx) => {
        await queuePhotoDeletions(tx, [key!]);
        throw new Error('save refused');
      }),
    ).rejects.toThrow('save refused');
    await sweepStorage(db());
    expect(storedFilesOf(key!)).toHaveLength(5);
    await expectStoreToMatchRows();
  });
});

describe('the outbox drain', () => {
  it('deletes queued files of either store and empties the outbox', async () => {
    const quoteFile = join(dataDir(), 'blobs', 'quote-attachments', '2026-11', 'old.webp');
    mkdirSync(dirname(quoteFile), { recursive: true });
    writeFileSync(quoteFile, 'x');
    const [key] = await upload(1);
    await db().transaction().execute(async (tx) => {
      await tx.deleteFrom('staged_images').where('key', '=', key!).execute();
      await queuePhotoDeletions(tx, [key!]);
      await queueFileDeletions(tx, 'quote-attachments', ['2026-11/old.webp']);
    });
    expect(await sweepStorage(db())).toMatchObject({ expired: 0, deleted: 6, failed: 0 });
    expect(existsSync(quoteFile)).toBe(false);
    expect(storedFilesOf(key!)).toEqual([]);
    expect(await countRows(db(), 'file_deletions')).toBe(0);
  });
});

describe('running the sweep', () => {
  it('on Netlify: a scheduled function, which the local router does not route', async () => {
    const names = (await loadFunctions(FUNCTIONS_DIR)).map((fn) => fn.name);
    expect(names).toContain('admin-product-photos');
    expect(names).not.toContain('storage-sweep');
    const { default: run, config } = await import('../../netlify/functions/storage-sweep.mts');
    expect(config).toEqual({ schedule: '@hourly' });
    const [key] = await upload(1);
    await db().updateTable('staged_images').set({ created_at: new Date(Date.now() - 2 * DAY) }).where('key', '=', key!).execute();
    expect((await run()).status).toBe(204);
    expect(storedFilesOf(key!)).toEqual([]);
  });

  it('locally: at start and then on every tick of its timer', async () => {
    const [first, second] = await upload(2);
    const age = (key: string) => db().updateTable('staged_images').set({ created_at: new Date(Date.now() - 2 * DAY) }).where('key', '=', key).execute();
    await age(first!);
    const stop = startLocalSweeps(async () => db(), 200);
    try {
      await vi.waitFor(() => expect(storedFilesOf(first!)).toEqual([]), { timeout: 5000 });
      expect(storedFilesOf(second!)).toHaveLength(5);
      await age(second!);
      await vi.waitFor(() => expect(storedFilesOf(second!)).toEqual([]), { timeout: 5000 });
    } finally {
      stop();
    }
  });
});
