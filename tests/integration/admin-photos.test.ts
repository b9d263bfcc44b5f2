import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES, MAX_PHOTOS_PER_REQUEST } from '#lib/admin/photos';
import { MEDIA_WIDTHS } from '#lib/media';
import { photoFileKeys, renditionKey } from '#server/media/photo-files';
import { api } from '../support/api.ts';
import { useTestDatabase } from '../support/database.ts';
import { decompressionBomb, everyAcceptedFormat, largePng, sidewaysCameraJpeg, SVG, truncatedPng } from '../support/images.ts';
import { countRows, photoForm, storedProductFiles, uploadPhotos } from '../support/product-photos.ts';
import { useOwnDataDir } from '../support/quotes.ts';
import { sessionFor } from '../support/sessions.ts';

/**
 * POST /api/admin/product-photos: every bad upload gets a clear code on `photos` and leaves
 * nothing behind (no file, no staged row, no queued deletion); good photos are stored turned
 * upright, without metadata, as an original and one rendition per /media width.
 */
const db = useTestDatabase();
const dataDir = useOwnDataDir();
let admin = { userId: '', cookie: '' };
let customer = '';
const images: Record<'jpeg' | 'bomb' | 'fortyMegapixels' | 'truncated', Uint8Array> = {} as never;

beforeAll(async () => {
  admin = await sessionFor(db(), { role: 'admin' });
  customer = (await sessionFor(db(), { role: 'distributor' })).cookie;
  images.jpeg = await sidewaysCameraJpeg();
  images.bomb = await decompressionBomb();
  images.fortyMegapixels = await largePng(6400, 6250);
  images.truncated = await truncatedPng();
}, 60_000);

const file = (data: Uint8Array, name = 'photo.jpg', type = 'image/jpeg') => ({ data, name, type });
const overTenMegabytes = () => {
  const data = new Uint8Array(MAX_PHOTO_BYTES + 1);
  data.set(images.jpeg);
  return data;
};

interface BadCase {
  name: string;
  caller?: 'anonymous' | 'customer';
  body: () => unknown;
  status: number;
  code: string;
  fields?: Record<string, string>;
}

const cases: BadCase[] = [
  { name: 'a visitor', caller: 'anonymous', body: () => photoForm([file(images.jpeg)]), status: 401, code: 'unauthorized' },
  { name: 'a signed-in customer', caller: 'customer', body: () => photoForm([file(images.jpeg)]), status: 403, code: 'forbidden' },
  { name: 'JSON instead of a form', body: () => ({ photos: ['x'] }), status: 400, code: 'invalid_form', fields: { photos: 'required' } },
  { name: 'an empty form', body: () => new FormData(), status: 400, code: 'invalid_input', fields: { photos: 'required' } },
  { name: 'a text file named .jpg', body: () => photoForm([file(new TextEncoder().encode('not a photo at all'))]), status: 400, code: 'invalid_input', fields: { photos: 'image_type' } },
  { name: 'a JPEG signature on garbage', body: () => photoForm([file(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6, 7, 8]))]), status: 400, code: 'invalid_input', fields: { photos: 'image_type' } },
  { name: 'an SVG (can carry scripts)', body: () => photoForm([file(SVG, 'logo.svg', 'image/svg+xml')]), status: 400, code: 'invalid_input', fields: { photos: 'image_type' } },
  { name: 'an empty file', body: () => photoForm([file(new Uint8Array())]), status: 400, code: 'invalid_input', fields: { photos: 'image_type' } },
  { name: 'a PNG cut short (header fine, pixels broken) after a good photo', body: () => photoForm([file(images.jpeg), file(images.truncated, 'cut.png', 'image/png')]), status: 400, code: 'invalid_input', fields: { photos: 'image_type' } },
  { name: 'a good photo with a text file', body: () => photoForm([file(images.jpeg), file(new TextEncoder().encode('hello'), 'b.png', 'image/png')]), status: 400, code: 'invalid_input', fields: { photos: 'image_type' } },
  { name: 'a file of 10 MB + 1 byte', body: () => photoForm([file(overTenMegabytes())]), status: 413, code: 'image_too_large', fields: { photos: 'image_too_large' } },
  {
    name: `${MAX_PHOTOS_PER_REQUEST + 1} photos in one request`,
    body: () => photoForm(Array.from({ length: MAX_PHOTOS_PER_REQUEST + 1 }, () => file(images.jpeg))),
    status: 400,
    code: 'invalid_input',
    fields: { photos: 'too_many_images' },
  },
  { name: 'a decompression bomb (100 megapixels in ~300 KB)', body: () => photoForm([file(images.bomb, 'bomb.png', 'image/png')]), status: 400, code: 'invalid_input', fields: { photos: 'too_many_pixels' } },
  {
    name: 'three 40-megapixel photos (120 megapixels together)',
    body: () => photoForm([1, 2, 3].map((i) => file(images.fortyMegapixels, `big${i}.png`, 'image/png'))),
    status: 400,
    code: 'invalid_input',
    fields: { photos: 'too_many_pixels_total' },
  },
  { name: 'a file under another field', body: () => photoForm([file(images.jpeg)], 'avatar'), status: 400, code: 'invalid_input', fields: { avatar: 'unknown_field' } },
  {
    name: 'a text value in photos',
    body: () => {
      const form = new FormData();
      form.append('photos', 'products/00000000-0000-0000-0000-000000000000');
      return form;
    },
    status: 400,
    code: 'invalid_input',
    fields: { photos: 'image_type' },
  },
];

async function snapshot() {
  return { files: storedProductFiles(dataDir()), staged: await countRows(db(), 'staged_images'), queued: await countRows(db(), 'file_deletions') };
}

describe('bad uploads', () => {
  it.each(cases)('$name → $status $code, nothing stored', async (c) => {
    const before = await snapshot();
    const cookie = c.caller === 'anonymous' ? '' : c.caller === 'customer' ? customer : admin.cookie;
    const response = await uploadPhotos(cookie, c.body());
    expect(response.status).toBe(c.status);
    const { error } = await response.json();
    expect(error.code).toBe(c.code);
    expect(error.fields).toEqual(c.fields);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a body declared over the limit before reading it (413 image_too_large)', async () => {
    const response = await api('/api/admin/product-photos', {
      method: 'POST',
      body: 'x',
      headers: { cookie: admin.cookie, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(200 * 1024 * 1024) },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: { code: 'image_too_large', fields: { photos: 'image_too_large' } } });
  });
});

async function upload(files: ReturnType<typeof file>[]) {
  const response = await uploadPhotos(admin.cookie, photoForm(files));
  expect(response.status).toBe(201);
  return (await response.json()).photos as { key: string; width: number; height: number }[];
}

const stored = (key: string) => readFileSync(join(dataDir(), 'blobs', 'product-images', key));

describe('good uploads', () => {
  it('stores a sideways camera photo upright, with no EXIF or GPS left, as the original and one rendition per width', async () => {
    const [photo] = await upload([file(images.jpeg)]);
    // 300×200 stored sideways (orientation 6) is a 200×300 photo.
    expect(photo).toEqual({ key: expect.stringMatching(/^products\/[0-9a-f-]{36}$/), width: 200, height: 300 });
    expect(await db().selectFrom('staged_images').select(['uploaded_by', 'width', 'height']).where('key', '=', photo!.key).execute()).toEqual([
      { uploaded_by: admin.userId, width: 200, height: 300 },
    ]);
    expect(storedProductFiles(dataDir()).filter((key) => key.startsWith(photo!.key))).toEqual(photoFileKeys(photo!.key).sort());

    const original = stored(photo!.key);
    const meta = await sharp(original).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 200, height: 300 });
    expect({ exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc, orientation: meta.orientation }).toEqual({ exif: undefined, xmp: undefined, iptc: undefined, orientation: undefined });
    const bytes = original.toString('latin1');
    for (const trace of ['Exif', 'EXIF', 'TestCam', 'Sideways']) expect(bytes).not.toContain(trace);
    // The left (red) half of the sideways picture is now the top.
    const { data, info } = await sharp(original).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    expect(pixel(100, 20)).toEqual([expect.toSatisfy((r: number) => r > 180), expect.any(Number), expect.toSatisfy((b: number) => b < 80)]);
    expect(pixel(100, 280)).toEqual([expect.toSatisfy((r: number) => r < 80), expect.any(Number), expect.toSatisfy((b: number) => b > 180)]);

    for (const width of MEDIA_WIDTHS) {
      const rendition = await sharp(stored(renditionKey(photo!.key, width))).metadata();
      // Never enlarged: widths over 200 keep the original's size.
      expect(rendition).toMatchObject({ format: 'webp', width: Math.min(width, 200), height: Math.min(width, 200) * 1.5 });
      expect(rendition.exif).toBeUndefined();
    }
  });

  it('accepts JPEG, 16-bit PNG, WebP, AVIF and GIF together, each stored as WebP files', async () => {
    const formats = await everyAcceptedFormat();
    const photos = await upload(formats.map((f) => file(f.data, f.name, 'application/octet-stream')));
    expect(photos).toHaveLength(formats.length);
    for (const photo of photos) {
      expect(photo).toMatchObject({ width: 120, height: 80 });
      expect(storedProductFiles(dataDir()).filter((key) => key.startsWith(photo.key))).toEqual(photoFileKeys(photo.key).sort());
      expect((await sharp(stored(photo.key)).metadata()).format).toBe('webp');
    }
    expect(new Set(photos.map((p) => p.key)).size).toBe(formats.length);
  });

  it('caps the stored original at 2048 px on its longest side', async () => {
    const [photo] = await upload([file(await largePng(3000, 1500), 'wide.png', 'image/png')]);
    expect(photo).toMatchObject({ width: 2048, height: 1024 });
    expect(await sharp(stored(photo!.key)).metadata()).toMatchObject({ width: 2048, height: 1024 });
    expect(await sharp(stored(renditionKey(photo!.key, 960))).metadata()).toMatchObject({ width: 960, height: 480 });
  });
});

describe('/media for uploaded photos', () => {
  // A photo not yet saved with a product is the admin's alone (ADR 0019).
  const asAdmin = { headers: { get cookie() { return admin.cookie; } } };

  it('serves each width as the stored rendition, byte for byte, and the original without ?w', async () => {
    const [photo] = await upload([file(images.jpeg)]);
    for (const width of MEDIA_WIDTHS) {
      const response = await api(`/media/${photo!.key}?w=${width}`, asAdmin);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(Buffer.from(await response.arrayBuffer()).equals(stored(renditionKey(photo!.key, width)))).toBe(true);
    }
    expect((await api(`/media/${photo!.key}?w=320`)).status).toBe(404);
    const original = await api(`/media/${photo!.key}`, asAdmin);
    expect(Buffer.from(await original.arrayBuffer()).equals(stored(photo!.key))).toBe(true);
  });

  it('renders from the original when a rendition file is missing', async () => {
    const [photo] = await upload([file(await largePng(1000, 800), 'p.png', 'image/png')]);
    rmSync(join(dataDir(), 'blobs', 'product-images', renditionKey(photo!.key, 640)));
    const response = await api(`/media/${photo!.key}?w=640`, asAdmin);
    expect(response.status).toBe(200);
    expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 640, height: 512 });
  });
});
