import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { useTestDatabase } from '../support/database.ts';
import { sessionFor } from '../support/sessions.ts';
import { seedCatalogue } from './catalogue-support.ts';

const db = useTestDatabase();
let key: string;
let sku: string;

beforeAll(async () => {
  await seedCatalogue(db());
  const product = await db().selectFrom('products').select(['images', 'sku']).where('status', '=', 'active').executeTakeFirstOrThrow();
  key = product.images[0]!.key;
  sku = product.sku;
}, 120_000);

describe('product images under /media', () => {
  it.each([160, 320, 640])('serves a %i px wide WebP rendition, cached for good', async (width) => {
    const response = await api(`/media/${key}?w=${width}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Tagged with its product: hiding, deleting or editing the product purges it from the CDN.
    expect(response.headers.get('netlify-cache-tag')).toBe(`product:${sku}`);
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width });
  });

  it('never enlarges a picture beyond its own size', async () => {
    const response = await api(`/media/${key}?w=960`);
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta.width).toBe(800);
  });

  it('refuses widths outside the fixed set', async () => {
    const response = await api(`/media/${key}?w=123`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'invalid_input', fields: { w: 'invalid_width' } } });
  });

  it('is 404 for unknown keys and paths outside the store', async () => {
    for (const path of ['/media/seed/00000000-1.webp', '/media/seed/..%2F..%2Fauth-secret', '/media/..%2Fquote-attachments%2Fx']) {
      expect((await api(path)).status).toBe(404);
    }
  });

  it('keys seeded photos at random, never by their SKU', async () => {
    const keys = (await db().selectFrom('products').select(['sku', 'images']).execute()).flatMap((p) => p.images.map((image) => ({ sku: p.sku, key: image.key })));
    expect(keys.length).toBeGreaterThan(0);
    for (const photo of keys) {
      expect(photo.key).toMatch(/^seed\/[0-9a-f-]{36}\.webp$/);
      expect(photo.key).not.toContain(photo.sku);
    }
  });

  it("shows a hidden product's photos to an admin only, never to a cache, and to no one once the product is deleted", async () => {
    const hidden = await db().selectFrom('products').select(['id', 'images']).where('status', '=', 'active').where('sku', '<>', sku).executeTakeFirstOrThrow();
    const photo = `/media/${hidden.images[0]!.key}?w=320`;
    expect((await api(photo)).status).toBe(200);
    await db().updateTable('products').set({ status: 'hidden' }).where('id', '=', hidden.id).execute();
    const { cookie: admin } = await sessionFor(db(), { role: 'admin' });
    const { cookie: customer } = await sessionFor(db(), { role: 'distributor' });
    expect((await api(photo)).status).toBe(404);
    expect((await api(photo, { headers: { cookie: customer } })).status).toBe(404);
    const forAdmin = await api(photo, { headers: { cookie: admin } });
    expect(forAdmin.status).toBe(200);
    expect(forAdmin.headers.get('cache-control')).toBe('private, no-store');
    expect(forAdmin.headers.get('netlify-cache-tag')).toBeNull();
    await db().deleteFrom('product_categories').where('product_id', '=', hidden.id).execute();
    await db().deleteFrom('products').where('id', '=', hidden.id).execute();
    expect((await api(photo)).status).toBe(404);
  });
});
