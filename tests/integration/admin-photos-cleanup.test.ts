import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestDatabase } from '../support/database.ts';
import { expectConsoleError } from '../support/fail-on-console-error.ts';
import { everyAcceptedFormat } from '../support/images.ts';
import { countRows, photoForm, storedProductFiles, uploadPhotos } from '../support/product-photos.ts';
import { useOwnDataDir } from '../support/quotes.ts';
import { sessionFor } from '../support/sessions.ts';

/**
 * A photo upload whose storage fails part-way (the store refuses the Nth file) takes everything
 * back: the files already written are deleted, the staged rows removed, the outbox left empty.
 */
const failures = vi.hoisted(() => ({ failAfter: Infinity }));

vi.mock('#server/storage/index', async (importOriginal) => {
  const original = await importOriginal<typeof import('#server/storage/index')>();
  return {
    ...original,
    async fileStore(name: Parameters<typeof original.fileStore>[0]) {
      const store = await original.fileStore(name);
      return {
        ...store,
        async set(key: string, data: Uint8Array, contentType: string) {
          if (failures.failAfter-- <= 0) throw new Error('storage unavailable (test)');
          await store.set(key, data, contentType);
        },
      };
    },
  };
});

const db = useTestDatabase();
const dataDir = useOwnDataDir();
let admin = '';
let photos: { name: string; data: Uint8Array }[] = [];

beforeAll(async () => {
  admin = (await sessionFor(db(), { role: 'admin' })).cookie;
  photos = await everyAcceptedFormat();
});

describe('an upload that fails while storing', () => {
  it.each([0, 3, 12])('store refuses after %i files: 500, and no file, row or queued deletion is left', async (written) => {
    failures.failAfter = written;
    expectConsoleError();
    const response = await uploadPhotos(admin, photoForm(photos.map((p) => ({ ...p, type: 'image/png' }))));
    expect(response.status).toBe(500);
    expect((await response.json()).error.code).toBe('internal_error');
    expect(storedProductFiles(dataDir())).toEqual([]);
    expect({ staged: await countRows(db(), 'staged_images'), queued: await countRows(db(), 'file_deletions') }).toEqual({ staged: 0, queued: 0 });
  });

  it('stores every file once the store works again', async () => {
    failures.failAfter = Infinity;
    const response = await uploadPhotos(admin, photoForm(photos.map((p) => ({ ...p, type: 'image/png' }))));
    expect(response.status).toBe(201);
    expect(storedProductFiles(dataDir())).toHaveLength(photos.length * 5);
  });
});
