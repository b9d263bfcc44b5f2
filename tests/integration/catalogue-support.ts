import { seed } from '#db/seed/index';
import type { Database } from '#server/db/index';
import { fileStore } from '#server/storage/index';

/** Seeds the demo catalogue (no admin) with its sales relative to the real clock. */
export async function seedCatalogue(db: Database): Promise<void> {
  await seed(db, { admin: null, images: await fileStore('product-images'), now: new Date() });
}

/** Every product row with its class prices and category slugs, for comparing against the API. */
export async function productRows(db: Database) {
  const rows = await db.selectFrom('products').selectAll().orderBy('created_at').orderBy('id').execute();
  const links = await db
    .selectFrom('product_categories')
    .innerJoin('categories', 'categories.id', 'product_categories.category_id')
    .select(['product_id', 'slug', 'name_en'])
    .execute();
  return rows.map((row) => ({ ...row, slugs: links.filter((l) => l.product_id === row.id).map((l) => l.slug) }));
}

export type ProductRowWithSlugs = Awaited<ReturnType<typeof productRows>>[number];

export const saleInForceNow = (p: ProductRowWithSlugs) =>
  p.on_sale && p.sale_price !== null && (p.sale_ends_at === null || new Date(p.sale_ends_at).getTime() > Date.now());
