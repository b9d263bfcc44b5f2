import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { slugify } from '#lib/categories';
import { hashPassword } from '#server/auth/password';
import type { DB } from '#server/db/schema';
import { productRowValues } from '#server/products/row';
import type { FileStore } from '#server/storage/index';
import { SEED_CATEGORIES } from './categories.ts';
import { productImage } from './images.ts';
import { seedProducts } from './products.ts';

export interface SeedOptions {
  admin: { email: string; password: string } | null;
  images: FileStore;
  now?: Date;
}

/** True when the database has no catalogue yet: `npm start` seeds only then. */
export async function isEmpty(db: Kysely<DB>): Promise<boolean> {
  const row = await db.selectFrom('categories').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

/**
 * Seeds the demo shop: categories, products with images, the site settings row and the admin.
 * Images are written first; the rows in one transaction, so a failed seed leaves no half catalogue.
 */
export async function seed(db: Kysely<DB>, options: SeedOptions): Promise<{ categories: number; products: number }> {
  const now = options.now ?? new Date();
  const products = seedProducts(now);
  const imageKeys = new Map<string, string[]>();
  for (const [index, product] of products.entries()) {
    const keys: string[] = [];
    for (let view = 0; view < product.imageCount; view++) {
      // Random, like an upload's: a key derived from the SKU would let anyone find a hidden product's photos.
      const key = `seed/${randomUUID()}.webp`;
      await options.images.set(key, await productImage(index, view), 'image/webp');
      keys.push(key);
    }
    imageKeys.set(product.sku, keys);
  }
  const passwordHash = options.admin ? await hashPassword(options.admin.password) : null;

  await db.transaction().execute(async (tx) => {
    const firstCreated = new Date(now.getTime() - 30 * 86_400_000);
    const categories = await tx
      .insertInto('categories')
      .values(
        SEED_CATEGORIES.map((c, i) => ({
          slug: slugify(c.en),
          name_en: c.en,
          name_ar: c.ar,
          created_at: new Date(firstCreated.getTime() - (SEED_CATEGORIES.length - i) * 1000),
        })),
      )
      .returning(['id', 'name_en'])
      .execute();
    const categoryId = new Map(categories.map((c) => [c.name_en, c.id]));

    for (const p of products) {
      const { id } = await tx
        .insertInto('products')
        .values({
          ...productRowValues({ ...p, images: imageKeys.get(p.sku)!.map((key) => ({ key, altEn: '', altAr: '' })) }),
          status: p.status,
          created_at: new Date(firstCreated.getTime() + p.createdOffset * 1000),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const links = p.categories.map((name) => {
        const category = categoryId.get(name);
        if (category === undefined) throw new Error(`Seed product ${p.sku} names unknown category ${name}`);
        return { product_id: id, category_id: category };
      });
      await tx.insertInto('product_categories').values(links).execute();
    }

    await tx.insertInto('site_settings').values({ id: true }).onConflict((oc) => oc.column('id').doNothing()).execute();

    if (options.admin && passwordHash) {
      const email = options.admin.email.trim().toLowerCase();
      const user = await tx
        .insertInto('users')
        .values({ email, password_hash: passwordHash })
        .onConflict((oc) => oc.column('email').doUpdateSet({ password_hash: passwordHash }))
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('company_profiles')
        .values({
          user_id: user.id,
          company_name: 'Gulf Lift Parts',
          contact_person: 'Administrator',
          phone_country_code: '+966',
          phone: '500000000',
          country: 'Saudi Arabia',
          city: 'Riyadh',
          status: 'approved',
          role: 'admin',
        })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ status: 'approved', role: 'admin' }))
        .execute();
    }
  });
  return { categories: SEED_CATEGORIES.length, products: products.length };
}
