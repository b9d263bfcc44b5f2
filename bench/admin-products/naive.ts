import { sql } from 'kysely';
import { ADMIN_PAGE_SIZE, type AdminProductQuery } from '#lib/admin/products';
import type { Database } from '#server/db/index';

/**
 * The admin table read the obvious way, for comparison: every column of the page straight from
 * an ORDER BY … OFFSET over the table (no page-ids step, no reading deep pages from the end), a
 * case-insensitive ILIKE on each of the four columns, and a separate count with the same filters.
 */
const ORDER = {
  status: (dir: string) => sql.raw(`status ${dir}, created_at desc`),
  name: (dir: string) => sql.raw(`name_en ${dir}`),
  sku: (dir: string) => sql.raw(`sku ${dir}`),
  part_number: (dir: string) => sql.raw(`part_number ${dir}`),
} as const;

export async function naiveListProducts(db: Database, query: AdminProductQuery, now = new Date()): Promise<{ items: unknown[]; total: number }> {
  const filtered = () => {
    let q = db.selectFrom('products');
    if (query.status !== 'all') q = q.where('status', '=', query.status);
    if (query.sale === 'on_sale') {
      q = q.where((eb) => eb.and([eb('on_sale', '=', true), eb('sale_price', 'is not', null), eb.or([eb('sale_ends_at', 'is', null), eb('sale_ends_at', '>', now)])]));
    }
    if (query.q) {
      const pattern = `%${query.q}%`;
      q = q.where((eb) => eb.or([eb('sku', 'ilike', pattern), eb('part_number', 'ilike', pattern), eb('name_en', 'ilike', pattern), eb('name_ar', 'ilike', pattern)]));
    }
    return q;
  };
  const items = await filtered()
    .selectAll()
    .orderBy(ORDER[query.sort](query.dir))
    .offset((query.page - 1) * ADMIN_PAGE_SIZE)
    .limit(ADMIN_PAGE_SIZE)
    .execute();
  const { n } = await filtered().select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return { items, total: Number(n) };
}
