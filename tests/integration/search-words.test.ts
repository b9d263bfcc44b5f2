import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductPage } from '#lib/catalogue';
import { api } from '../support/api.ts';
import { useTestDatabase } from '../support/database.ts';
import { sessionFor } from '../support/sessions.ts';
import { adminApi, draft, insertCategory } from './admin-products-support.ts';
import { applyAll, dryRun, exportSheet } from './product-sheet-support.ts';

/**
 * Issue 23, ADR 0034: close spellings are looked up in the table of name words, which every writer
 * keeps: the editor, the spreadsheet import, bulk actions and deletes. Each step checks what a
 * visitor's search finds, and that the table is exactly what the products' names give.
 */
const db = useTestDatabase();
let cookie = '';
const asAdmin = adminApi(() => cookie);
let category = 0;
let productId = 0;
const SKU = '40000001';

async function found(q: string): Promise<string[]> {
  const response = await api(`/api/products?q=${encodeURIComponent(q)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as ProductPage).items.map((p) => p.sku);
}

/** Words whose stored count differs from the products' names (none when the table is right). */
async function drift(): Promise<unknown[]> {
  const { rows } = await sql`
    select coalesce(s.word, t.w) as word, s.products as stored, t.n as actual
    from (select w, count(*)::integer as n from products, unnest(search_words_of(name_en_fold, name_ar_fold)) w group by w) t
    full join search_words s on s.word = t.w
    where s.products is distinct from t.n`.execute(db());
  return rows;
}

const storedWord = async (word: string) => (await sql<{ products: number }>`select products from search_words where word = ${word}`.execute(db())).rows[0]?.products ?? 0;

async function save(id: number, overrides: Record<string, unknown>): Promise<void> {
  const current = (await (await asAdmin(`/api/admin/products/${id}`)).json()).product;
  const response = await asAdmin(`/api/admin/products/${id}`, { method: 'PUT', body: { ...draft([category], overrides), status: current.status, version: current.version } });
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  cookie = (await sessionFor(db(), { role: 'admin' })).cookie;
  category = await insertCategory(db(), 'Door Rollers', 'بكرات الأبواب');
  const created = await asAdmin('/api/admin/products', {
    method: 'POST',
    body: draft([category], { sku: SKU, partNumber: 'QZ-1', nameEn: 'Quasarmatic Door Roller', nameAr: 'بكرة كوازارماتيك' }),
  });
  expect(created.status).toBe(201);
  productId = (await created.json()).product.id;
  const shown = await asAdmin('/api/admin/product-bulk', { method: 'POST', body: { selection: { kind: 'ids', ids: [productId] }, action: { kind: 'show' } } });
  expect(shown.status).toBe(200);
});

describe('the table of name words', () => {
  it('has the words of a product the editor created and a bulk action showed: its misspelt name finds it', async () => {
    expect(await storedWord('quasarmatic')).toBe(1);
    expect(await found('quasarmatik')).toEqual([SKU]);
    expect(await found('كوازرماتيك')).toEqual([SKU]);
    expect(await drift()).toEqual([]);
  });

  it('follows the editor: renamed, the old word is gone and the new one is found', async () => {
    await save(productId, { sku: SKU, partNumber: 'QZ-1', nameEn: 'Nebulatron Door Roller', nameAr: 'بكرة نيبولاترون' });
    expect(await storedWord('quasarmatic')).toBe(0);
    expect(await found('quasarmatik')).toEqual([]);
    expect(await found('nebulatrom')).toEqual([SKU]);
    expect(await drift()).toEqual([]);
  });

  it('is left as it was by a bulk price change, and counts hidden products too (the search does not show them)', async () => {
    const priced = await asAdmin('/api/admin/product-bulk', {
      method: 'POST',
      body: { selection: { kind: 'ids', ids: [productId] }, action: { kind: 'price', change: { classes: 'retail', method: 'percent', amount: '10', rounding: '0.05' } } },
    });
    expect(priced.status).toBe(200);
    const hidden = await asAdmin('/api/admin/product-bulk', { method: 'POST', body: { selection: { kind: 'ids', ids: [productId] }, action: { kind: 'hide' } } });
    expect(hidden.status).toBe(200);
    expect(await storedWord('nebulatron')).toBe(1);
    expect(await found('nebulatrom')).toEqual([]);
    expect(await drift()).toEqual([]);
    await asAdmin('/api/admin/product-bulk', { method: 'POST', body: { selection: { kind: 'ids', ids: [productId] }, action: { kind: 'show' } } });
  });

  it('follows the spreadsheet import: a name changed in the sheet is found by its new word, misspelt', async () => {
    const rows = parse(new TextDecoder().decode(await exportSheet(asAdmin, 'csv')), { bom: true }) as string[][];
    const row = rows.find((r) => r[rows[0]!.indexOf('sku')] === SKU)!;
    row[rows[0]!.indexOf('name_en')] = 'Zephyrglide Door Roller';
    const dry = await (await dryRun(asAdmin, stringify([rows[0]!, row]), 'renamed.csv')).json();
    expect(dry.counts).toMatchObject({ update: 1 });
    expect((await applyAll(asAdmin, dry.id, 'all_or_nothing')).body).toMatchObject({ status: 'applied', applied: 1 });
    expect(await found('zephyrglyde')).toEqual([SKU]);
    expect(await storedWord('nebulatron')).toBe(0);
    // The Arabic name was not changed: its word stays.
    expect(await storedWord('نيبولاترون')).toBe(1);
    expect(await drift()).toEqual([]);
  });

  it('follows deletes: the last product with a word takes it away', async () => {
    const doors = await storedWord('door');
    const response = await asAdmin(`/api/admin/products/${productId}`, { method: 'DELETE' });
    expect(response.status).toBeLessThan(300);
    expect(await storedWord('zephyrglide')).toBe(0);
    expect(await storedWord('door')).toBe(doors - 1);
    expect(await found('zephyrglyde')).toEqual([]);
    expect(await drift()).toEqual([]);
  });

  it('rolls back with the write that failed', async () => {
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await sql`insert into products (sku, part_number, name_en, name_ar, distributors_price) values ('40000002', 'RB-1', 'Rolledbackium Part', 'قطعة', 1)`.execute(trx);
          const inside = await sql<{ products: number }>`select products from search_words where word = 'rolledbackium'`.execute(trx);
          expect(inside.rows[0]?.products).toBe(1);
          throw new Error('abort');
        }),
    ).rejects.toThrow('abort');
    expect(await storedWord('rolledbackium')).toBe(0);
    expect(await drift()).toEqual([]);
  });
});
