import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductPage } from '#lib/catalogue';
import { api } from '../support/api.ts';
import { useTestDatabase } from '../support/database.ts';

/**
 * Issue 23, ADR 0034: a tier's page is read the cheapest way its matches allow (the first products
 * in catalogue order, its own index, a longer walk, or all its matches sorted), and every way gives
 * the same page. A catalogue of 5,800 products where each way is the one taken: a word every other
 * product has, one that only the last 250 have (after 5,000 others), one that every 20th after the
 * first thousand has, and one that every 400th has.
 */
const db = useTestDatabase();

beforeAll(async () => {
  await sql`
    insert into products (sku, part_number, name_en, name_ar, distributors_price, status, created_at)
    select lpad((50000000 + g)::text, 8, '0'), 'TR-' || g,
      case when g > 5550 then 'Latecomer Widget ' || g
           when g % 400 = 0 then 'Sparseword Bracket ' || g
           when g % 20 = 0 and g > 1000 then 'Midword Bracket ' || g
           when g % 2 = 0 then 'Everyother Bracket ' || g
           else 'Plain Bracket ' || g end,
      'قطعة ' || g, 10, case when g % 10 = 7 then 'hidden' else 'active' end,
      timestamptz '2025-01-01' + g * interval '1 minute'
    from generate_series(1, 5800) g`.execute(db());
}, 120_000);

/** The page as the plainest query would give it: every active match in catalogue order. */
async function expected(pattern: string, limit: number, offset = 0) {
  const { rows } = await sql<{ sku: string }>`
    select sku from products where status = 'active' and search_text like ${pattern} order by created_at, id limit ${limit} offset ${offset}`.execute(db());
  const { rows: counted } = await sql<{ n: number }>`select count(*)::integer as n from products where status = 'active' and search_text like ${pattern}`.execute(db());
  return { skus: rows.map((r) => r.sku), total: counted[0]!.n };
}

async function page(q: string, limit: number, offset = 0): Promise<ProductPage> {
  const response = await api(`/api/products?q=${encodeURIComponent(q)}&limit=${limit}&offset=${offset}`);
  expect(response.status).toBe(200);
  return response.json();
}

describe('a tier read whichever way its matches allow', () => {
  it.each([
    ['a word every other product has (the first products in catalogue order)', 'everyother', '%everyother%'],
    ['a word only the last products have (all its matches, sorted)', 'latecomer', '%latecomer%'],
    ['a word none of the first thousand has (a longer walk)', 'midword', '%midword%'],
    ['a word every 400th product has (its own index)', 'sparseword', '%sparseword%'],
    ['two words, the second rare', 'latecomer 5599', '%latecomer%5599%'],
  ])('%s gives the page and total of the plain query', async (_, q, pattern) => {
    const want = await expected(pattern, 15);
    expect(want.skus.length).toBeGreaterThan(0);
    const got = await page(q, 15);
    expect(got.items.map((p) => p.sku)).toEqual(want.skus);
    expect(got.total).toBe(Math.min(want.total, 500));
  });

  it('gives the same later pages', async () => {
    for (const [q, pattern] of [['latecomer', '%latecomer%'], ['midword', '%midword%'], ['everyother', '%everyother%']] as const) {
      const want = await expected(pattern, 10, 30);
      expect((await page(q, 10, 30)).items.map((p) => p.sku)).toEqual(want.skus);
    }
  });

  it('suggests the first 8 of the plain query', async () => {
    const want = await expected('%latecomer%', 8);
    const response = await api('/api/search/suggest?q=latecomer');
    expect((await response.json()).items.map((s: { sku: string }) => s.sku)).toEqual(want.skus);
  });
});
