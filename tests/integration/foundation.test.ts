import { describe, expect, it } from 'vitest';
import { isEmpty, seed } from '#db/seed/index';
import { directoryStore } from '#server/storage/index';
import { api } from '../support/api.ts';
import { useTestDatabase } from '../support/database.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

describe('database and seed', () => {
  const db = useTestDatabase();

  it('migrates from empty and seeds the demo shop', async () => {
    expect(await isEmpty(db())).toBe(true);
    const images = directoryStore(mkdtempSync(join(tmpdir(), 'seed-images-')));
    await seed(db(), { admin: { email: 'Admin@Example.com', password: 'Str0ng#Password' }, images, now: new Date('2026-11-22T00:00:00Z') });
    expect(await isEmpty(db())).toBe(false);

    const products = await db().selectFrom('products').select(['sku', 'status', 'on_sale', 'sale_ends_at', 'images', 'distributors_price']).execute();
    expect(products.length).toBeGreaterThanOrEqual(60);
    expect(products.every((p) => /^[0-9]{8}$/.test(p.sku))).toBe(true);
    expect(products.some((p) => p.status === 'hidden')).toBe(true);
    const now = new Date('2026-11-22T00:00:00Z').getTime();
    expect(products.filter((p) => p.on_sale && p.sale_ends_at && p.sale_ends_at.getTime() > now).length).toBeGreaterThanOrEqual(3);
    expect(products.filter((p) => p.on_sale && p.sale_ends_at && p.sale_ends_at.getTime() < now)).toHaveLength(1);
    expect(products.every((p) => p.images.length >= 1 && p.images.length <= 4)).toBe(true);
    expect(typeof products[0]!.distributors_price).toBe('string');
    expect(await images.get(products[0]!.images[0]!.key)).toMatchObject({ contentType: 'image/webp' });

    const categories = await db().selectFrom('categories').select(['slug', 'name_en', 'name_ar']).execute();
    expect(categories.map((c) => c.slug)).toEqual(expect.arrayContaining(['door-motors', 'keys-locks', 'cop-and-lop', 'kone']));
    expect(categories.every((c) => c.name_ar.length > 0)).toBe(true);

    const admin = await db()
      .selectFrom('users')
      .innerJoin('company_profiles', 'company_profiles.user_id', 'users.id')
      .select(['email', 'role', 'status'])
      .executeTakeFirstOrThrow();
    expect(admin).toEqual({ email: 'admin@example.com', role: 'admin', status: 'approved' });
  }, 120_000); // renders every seeded photo with sharp: ~15 s alone, far more on a busy 2-core machine

  it('refuses rows that break the schema rules', async () => {
    const base = { part_number: 'X-1', name_en: 'Part', name_ar: 'قطعة', distributors_price: '10.00', images: '[]' };
    await expect(db().insertInto('products').values({ ...base, sku: '1234567' }).execute()).rejects.toThrow();
    await expect(db().insertInto('products').values({ ...base, sku: '99999999', distributors_price: '-1' }).execute()).rejects.toThrow();
  });

  it('serves the site settings to anyone, cacheable at the CDN', async () => {
    const response = await api('/api/site-settings');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ maintenanceMode: false, maintenanceMessage: '' });
    expect(response.headers.get('netlify-cdn-cache-control')).toContain('s-maxage=60');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
