import { sql } from 'kysely';
import { CATEGORY_GROUPS, isGroupSlug } from '#lib/categories';
import type { ProductListQuery } from '#lib/catalogue-query';
import type { Database } from '#server/db/index';

/**
 * The catalogue read as SPEC §7 describes the original app doing it, for comparison: category ids
 * looked up, product ids fetched from the link table, products fetched by that id list with a
 * case-insensitive "contains" on four columns, a separate count with the same filters, then the
 * page's category links. Five round trips and no index for the search.
 */
export async function naiveListProducts(db: Database, query: ProductListQuery): Promise<{ items: unknown[]; total: number }> {
  let ids: number[] | null = null;
  if (query.category) {
    const group = isGroupSlug(query.category) ? CATEGORY_GROUPS.find((g) => g.slug === query.category)!.members : null;
    const categories = await db
      .selectFrom('categories')
      .select('id')
      .where((eb) => (group ? eb(sql`lower(trim(name_en))`, 'in', [...group]) : eb('slug', '=', query.category!)))
      .execute();
    const links = categories.length
      ? await db.selectFrom('product_categories').select('product_id').where('category_id', 'in', categories.map((c) => c.id)).execute()
      : [];
    ids = [...new Set(links.map((l) => l.product_id))];
  }

  const filtered = () => {
    let q = db.selectFrom('products').where('status', '=', 'active');
    if (ids) q = q.where('id', 'in', ids.length ? ids : [0]);
    if (query.q) {
      const pattern = `%${query.q}%`;
      q = q.where((eb) =>
        eb.or([eb('sku', 'ilike', pattern), eb('part_number', 'ilike', pattern), eb('name_en', 'ilike', pattern), eb('name_ar', 'ilike', pattern)]),
      );
    }
    return q;
  };

  const items = await filtered().selectAll().orderBy('created_at').offset(query.offset).limit(query.limit).execute();
  const { n } = await filtered().select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  if (items.length) {
    await db.selectFrom('product_categories').select(['product_id', 'category_id']).where('product_id', 'in', items.map((p) => p.id)).execute();
  }
  return { items, total: Number(n) };
}
