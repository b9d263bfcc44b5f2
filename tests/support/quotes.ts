import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll } from 'vitest';
import sharp from 'sharp';
import type { Database } from '#server/db/index';
import { resetEnv } from '#server/env';

/**
 * Helpers for the quote and contact tests: a product to quote, valid request bodies, real
 * image files, and counts of what was written (rows, rate-limit events, stored photos).
 */

/** Gives the test file its own DATA_DIR, so counting stored photos is not disturbed by other files. */
export function useOwnDataDir(): () => string {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'quotes-test-'));
    process.env.DATA_DIR = dir;
    resetEnv();
  });
  return () => dir;
}

export function storedQuoteImageCount(dataDir: string): number {
  try {
    return readdirSync(join(dataDir, 'blobs', 'quote-attachments'), { recursive: true }).filter((f) => String(f).endsWith('.webp')).length;
  } catch {
    return 0;
  }
}

let nextSku = 10_000_000 + Math.floor(Math.random() * 80_000_000);

export async function insertProduct(db: Database, overrides: { status?: 'active' | 'hidden'; nameEn?: string; nameAr?: string } = {}) {
  const sku = String(nextSku++);
  return db
    .insertInto('products')
    .values({
      sku,
      part_number: `PN-${sku}`,
      name_en: overrides.nameEn ?? 'Door roller 60 mm',
      name_ar: overrides.nameAr ?? 'بكرة باب 60 مم',
      distributors_price: '10.00',
      images: '[]',
      status: overrides.status ?? 'active',
    })
    .returning(['id', 'sku', 'part_number', 'name_en', 'name_ar'])
    .executeTakeFirstOrThrow();
}

let counter = 0;
/** The contact fields of a valid quote, with a fresh e-mail each call (so per-e-mail limits do not interfere). */
export function quoteContact(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    company: 'Riyadh Towers Maintenance',
    name: 'Sara Al-Qahtani',
    email: `buyer${counter}-${Date.now()}@example.com`,
    phoneCountryCode: '+966',
    phone: '512345678',
    quantity: 2,
    ...overrides,
  };
}

export async function pngImage(width = 64, height = 48, color = { r: 200, g: 30, b: 30 }): Promise<Uint8Array> {
  return new Uint8Array(await sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer());
}

export function fileOf(data: Uint8Array, name: string, type: string): File {
  return new File([data.slice()], name, { type });
}

/** A multipart custom-quote body: text fields plus `images` files. */
export function customQuoteForm(fields: Record<string, unknown>, files: File[] = []): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  for (const file of files) form.append('images', file);
  return form;
}

export async function rowCounts(db: Database) {
  const count = async (table: 'quotes' | 'messages' | 'rate_limit_events') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
  return { quotes: await count('quotes'), messages: await count('messages'), events: await count('rate_limit_events') };
}
