import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { useTestDatabase } from '../support/database.ts';
import { seedCatalogue } from './catalogue-support.ts';

const db = useTestDatabase();
let key: string;

beforeAll(async () => {
  await seedCatalogue(db());
  const product = await db().selectFrom('products').select('images').where('status', '=', 'active').executeTakeFirstOrThrow();
  key = product.images[0]!.key;
}, 120_000);

describe('product images under /media', () => {
  it.each([160, 320, 640])('serves a %i px wide WebP rendition, cached for good', async (width) => {
    const response = await api(`/media/${key}?w=${width}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
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
});
