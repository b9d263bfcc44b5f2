import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { env } from '../env.ts';

/**
 * Where uploaded files live. On Netlify: Netlify Blobs (product images public through /media,
 * quote attachments private behind an admin check). Elsewhere: files under DATA_DIR/blobs, so a
 * local run and the tests need no platform (ADR 0004).
 */
/** The stores whose files a write may drop (file_deletions names them). */
export type DeletableStore = 'product-images' | 'quote-attachments';
/**
 * Kept for good: quotation PDFs (issue 22; a sent quotation is a record) and the original files of
 * catalogue imports (issue 24; the import history offers them for download).
 */
export type StoreName = DeletableStore | 'quotation-documents' | 'product-imports';

export interface StoredFile {
  data: Uint8Array;
  contentType: string;
}

export interface FileStore {
  get(key: string): Promise<StoredFile | null>;
  set(key: string, data: Uint8Array, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
}

/** Keys are made by the server (never from a user's file name): letters, digits, dash, dot, slash. */
export const STORAGE_KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

function assertKey(key: string): void {
  if (!STORAGE_KEY.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${key}`);
}

const onNetlify = () => Boolean(process.env.NETLIFY_BLOBS_CONTEXT || (globalThis as { netlifyBlobsContext?: unknown }).netlifyBlobsContext);

export async function fileStore(name: StoreName): Promise<FileStore> {
  if (onNetlify()) return netlifyStore(name);
  // `resolve(DATA_DIR, 'blobs', name)` would be the same path, but Netlify's file tracer (nft) reads
  // it as a pattern under the build's working directory and searches the whole checkout for files to
  // pack into every function that stores files (twice a function, a second or more each: ADR 0037).
  return directoryStore(join(resolve(env().DATA_DIR), 'blobs', name));
}

async function netlifyStore(name: StoreName): Promise<FileStore> {
  const { getStore } = await import('@netlify/blobs');
  const store = getStore({ name, consistency: 'strong' });
  return {
    async get(key) {
      assertKey(key);
      const result = await store.getWithMetadata(key, { type: 'arrayBuffer' });
      if (!result) return null;
      return { data: new Uint8Array(result.data), contentType: String(result.metadata.contentType ?? 'application/octet-stream') };
    },
    async set(key, data, contentType) {
      assertKey(key);
      await store.set(key, data.slice().buffer as ArrayBuffer, { metadata: { contentType } });
    },
    async delete(key) {
      assertKey(key);
      await store.delete(key);
    },
  };
}

export function directoryStore(root: string): FileStore {
  const path = (key: string) => {
    assertKey(key);
    return join(root, key);
  };
  return {
    async get(key) {
      const file = path(key);
      const data = await readFile(file).catch(() => null);
      if (!data) return null;
      const contentType = (await readFile(`${file}.type`, 'utf8').catch(() => null)) ?? 'application/octet-stream';
      return { data: new Uint8Array(data), contentType };
    },
    async set(key, data, contentType) {
      const file = path(key);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, data);
      await writeFile(`${file}.type`, contentType);
    },
    async delete(key) {
      const file = path(key);
      await rm(file, { force: true });
      await rm(`${file}.type`, { force: true });
    },
  };
}
