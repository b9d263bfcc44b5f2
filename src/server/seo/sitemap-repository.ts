import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { SitemapProduct } from './sitemap.ts';

/**
 * The products the sitemaps list: active ones only (a hidden product's page answers 404), in id
 * order, so a product keeps its place in the split files as others are added.
 */
type Executor = Kysely<DB> | Transaction<DB>;

export async function countListedProducts(db: Executor): Promise<number> {
  const row = await db.selectFrom('products').where('status', '=', 'active').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findListedProducts(db: Executor, page: { offset: number; limit: number }): Promise<SitemapProduct[]> {
  const rows = await db
    .selectFrom('products')
    .where('status', '=', 'active')
    .select(['sku', 'updated_at'])
    .orderBy('id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return rows.map((row) => ({ sku: row.sku, updatedAt: new Date(row.updated_at) }));
}
