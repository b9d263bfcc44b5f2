import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { useTestDatabase } from '../support/database.ts';
import { sessionFor } from '../support/sessions.ts';
import { decompressionBomb, largePng } from '../support/images.ts';
import { customQuoteForm, fileOf, insertProduct, pngImage, quoteContact, rowCounts, storedQuoteImageCount, useOwnDataDir } from '../support/quotes.ts';

/**
 * Every request endpoint against bad payloads: each gets the right 4xx and writes nothing
 * (no row, no rate-limit event, no stored photo).
 */
const db = useTestDatabase();
const dataDir = useOwnDataDir();
let admin = '';
let productId = 0;
let png: Uint8Array;
let fortyMegapixels: Uint8Array;
let bomb: Uint8Array;
let quoteId = 0;
let messageId = 0;

beforeAll(async () => {
  admin = (await sessionFor(db(), { role: 'admin' })).cookie;
  productId = (await insertProduct(db())).id;
  png = await pngImage();
  fortyMegapixels = await largePng(6400, 6250);
  bomb = await decompressionBomb();
  quoteId = (await db().insertInto('quotes').values({ kind: 'custom', ...row() }).returning('id').executeTakeFirstOrThrow()).id;
  messageId = (await db().insertInto('messages').values({ name: 'A', email: 'a@example.com', phone: '0500000000', subject: 'S', message: 'M' }).returning('id').executeTakeFirstOrThrow()).id;
}, 60_000);

const row = () => ({ company: 'C', name: 'N', email: 'n@example.com', phone_country_code: '+966', phone: '512345678', quantity: 1, images: '[]' });
const custom = (overrides: Record<string, unknown> = {}) => ({ kind: 'custom', ...quoteContact(), notes: 'Need this part', ...overrides });
const contact = (overrides: Record<string, unknown> = {}) => ({ name: 'Omar', email: 'omar@example.com', phone: '0501234567', subject: 'Hello', message: 'Hi there', ...overrides });
const text = (size: number) => 'x'.repeat(size);
const nulInEveryField = { company: 'Riyadh\u0000Towers', name: 'Sara\u0000', email: 'sara\u0000@example.com', phone: '5123\u000045678', notes: 'Need\u0000this' };
const elevenMegabytes = () => {
  const data = new Uint8Array(11 * 1024 * 1024);
  data.set(png);
  return data;
};

interface BadCase {
  name: string;
  method?: string;
  path: () => string;
  body: () => unknown;
  admin?: boolean;
  status: number;
  code: string;
  fields?: Record<string, string>;
}

const cases: BadCase[] = [
  // POST /api/quotes, JSON
  { name: 'quote: malformed JSON', path: () => '/api/quotes', body: () => '{"kind": "custom",', status: 400, code: 'invalid_json' },
  { name: 'quote: a JSON array', path: () => '/api/quotes', body: () => '[1,2]', status: 400, code: 'invalid_input', fields: { _: 'invalid_kind' } },
  { name: 'quote: unknown kind', path: () => '/api/quotes', body: () => custom({ kind: 'free' }), status: 400, code: 'invalid_input', fields: { kind: 'invalid_kind' } },
  {
    name: 'quote: wrong types',
    path: () => '/api/quotes',
    body: () => custom({ quantity: 'ten', phone: 512345678, email: 42, company: ['A'] }),
    status: 400,
    code: 'invalid_input',
    fields: { quantity: 'invalid_quantity', phone: 'invalid_type', email: 'invalid_type', company: 'invalid_type' },
  },
  { name: 'quote: quantity 0 and a fraction', path: () => '/api/quotes', body: () => custom({ quantity: 0.5 }), status: 400, code: 'invalid_input', fields: { quantity: 'invalid_quantity' } },
  { name: 'quote: phone of 8 digits', path: () => '/api/quotes', body: () => custom({ phone: '51234567' }), status: 400, code: 'invalid_input', fields: { phone: 'phone_digits' } },
  { name: 'quote: unknown country code', path: () => '/api/quotes', body: () => custom({ phoneCountryCode: '+1' }), status: 400, code: 'invalid_input', fields: { phoneCountryCode: 'invalid_country_code' } },
  {
    name: 'quote: overlong fields',
    path: () => '/api/quotes',
    body: () => custom({ name: text(101), company: text(101), notes: text(1001) }),
    status: 400,
    code: 'invalid_input',
    fields: { name: 'too_long', company: 'too_long', notes: 'too_long' },
  },
  {
    name: 'quote: nothing left after removing script tags',
    path: () => '/api/quotes',
    body: () => custom({ name: '<script>alert(1)</script>', notes: '<script src="x.js"></script>' }),
    status: 400,
    code: 'invalid_input',
    fields: { name: 'required', notes: 'required' },
  },
  { name: 'quote: the browser sets its own IP or status', path: () => '/api/quotes', body: () => custom({ ipAddress: '1.2.3.4', status: 'finished' }), status: 400, code: 'invalid_input', fields: { ipAddress: 'unknown_field', status: 'unknown_field' } },
  { name: 'quote: product quote without a product', path: () => '/api/quotes', body: () => ({ kind: 'standard', ...quoteContact() }), status: 400, code: 'invalid_input', fields: { productId: 'invalid_product' } },
  { name: 'quote: JSON over 64 KB', path: () => '/api/quotes', body: () => custom({ notes: text(70_000) }), status: 413, code: 'payload_too_large' },
  // NUL and other control characters in any field (PostgreSQL refuses NUL in text): a field code, never a 500
  {
    name: 'quote: NUL in every text field',
    path: () => '/api/quotes',
    body: () => custom(nulInEveryField),
    status: 400,
    code: 'invalid_input',
    fields: { company: 'invalid_characters', name: 'invalid_characters', email: 'invalid_characters', phone: 'invalid_characters', notes: 'invalid_characters' },
  },
  { name: 'quote: a bell character in the notes', path: () => '/api/quotes', body: () => custom({ notes: 'ring \u0007' }), status: 400, code: 'invalid_input', fields: { notes: 'invalid_characters' } },
  // Product ids are PostgreSQL integers: beyond 2^31 - 1 the id names no product (and must not reach the database)
  ...[2 ** 31, 2 ** 53, 1e300].map((id) => ({ name: `quote: product id ${id}`, path: () => '/api/quotes', body: () => ({ kind: 'standard', productId: id, ...quoteContact() }), status: 400, code: 'invalid_input', fields: { productId: 'invalid_product' } })),
  { name: 'quote: product id 2^31 as form text', path: () => '/api/quotes', body: () => customQuoteForm({ kind: 'official', productId: '2147483648', ...quoteContact() }), status: 400, code: 'invalid_input', fields: { productId: 'invalid_product' } },
  { name: 'quote: product id with a NUL', path: () => '/api/quotes', body: () => ({ kind: 'standard', productId: `${productId}\u0000`, ...quoteContact() }), status: 400, code: 'invalid_input', fields: { productId: 'invalid_product' } },
  // POST /api/quotes, multipart with photos
  { name: 'photos: a text file named .jpg', path: () => '/api/quotes', body: () => customQuoteForm(custom(), [fileOf(new TextEncoder().encode('just some text, honestly'), 'photo.jpg', 'image/jpeg')]), status: 400, code: 'invalid_input', fields: { images: 'image_type' } },
  {
    name: 'photos: a JPEG signature on garbage',
    path: () => '/api/quotes',
    body: () => customQuoteForm(custom(), [fileOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6, 7, 8]), 'x.jpg', 'image/jpeg')]),
    status: 400,
    code: 'invalid_input',
    fields: { images: 'image_type' },
  },
  { name: 'photos: an 11 MB image', path: () => '/api/quotes', body: () => customQuoteForm(custom(), [fileOf(elevenMegabytes(), 'big.png', 'image/png')]), status: 413, code: 'image_too_large', fields: { images: 'image_too_large' } },
  { name: 'photos: 1,000 images', path: () => '/api/quotes', body: () => customQuoteForm(custom(), Array.from({ length: 1000 }, (_, i) => fileOf(png, `p${i}.png`, 'image/png'))), status: 400, code: 'invalid_input', fields: { images: 'too_many_images' } },
  { name: 'photos: 6 images (one over the limit)', path: () => '/api/quotes', body: () => customQuoteForm(custom(), Array.from({ length: 6 }, (_, i) => fileOf(png, `p${i}.png`, 'image/png'))), status: 400, code: 'invalid_input', fields: { images: 'too_many_images' } },
  {
    name: 'photos: three 40-megapixel PNGs (120 megapixels together, refused before decoding)',
    path: () => '/api/quotes',
    body: () => customQuoteForm(custom(), [1, 2, 3].map((i) => fileOf(fortyMegapixels, `p${i}.png`, 'image/png'))),
    status: 400,
    code: 'invalid_input',
    fields: { images: 'too_many_pixels_total' },
  },
  { name: 'photos: a decompression bomb (100 megapixels in ~300 KB)', path: () => '/api/quotes', body: () => customQuoteForm(custom(), [fileOf(bomb, 'bomb.png', 'image/png')]), status: 400, code: 'invalid_input', fields: { images: 'too_many_pixels' } },
  { name: 'photos: a file under another field', path: () => '/api/quotes', body: () => { const form = customQuoteForm(custom()); form.append('avatar', fileOf(png, 'a.png', 'image/png')); return form; }, status: 400, code: 'invalid_input', fields: { avatar: 'unknown_field' } },
  { name: 'photos: a bad field beside valid photos', path: () => '/api/quotes', body: () => customQuoteForm(custom({ phone: '12' }), [fileOf(png, 'a.png', 'image/png')]), status: 400, code: 'invalid_input', fields: { phone: 'phone_digits' } },
  {
    name: 'photos: NUL in every text field beside a photo',
    path: () => '/api/quotes',
    body: () => customQuoteForm(custom(nulInEveryField), [fileOf(png, 'a.png', 'image/png')]),
    status: 400,
    code: 'invalid_input',
    fields: { company: 'invalid_characters', name: 'invalid_characters', email: 'invalid_characters', phone: 'invalid_characters', notes: 'invalid_characters' },
  },
  // POST /api/contact
  { name: 'contact: malformed JSON', path: () => '/api/contact', body: () => 'name=Omar', status: 400, code: 'invalid_json' },
  { name: 'contact: wrong types', path: () => '/api/contact', body: () => contact({ name: 7, message: { text: 'x' } }), status: 400, code: 'invalid_input', fields: { name: 'invalid_type', message: 'invalid_type' } },
  {
    name: 'contact: overlong fields',
    path: () => '/api/contact',
    body: () => contact({ subject: text(201), message: text(2001), phone: '1'.repeat(21), company: text(101) }),
    status: 400,
    code: 'invalid_input',
    fields: { subject: 'too_long', message: 'too_long', phone: 'too_long', company: 'too_long' },
  },
  { name: 'contact: script tag as the whole message', path: () => '/api/contact', body: () => contact({ message: '<script>document.cookie</script>' }), status: 400, code: 'invalid_input', fields: { message: 'required' } },
  { name: 'contact: bad e-mail', path: () => '/api/contact', body: () => contact({ email: 'omar@' }), status: 400, code: 'invalid_input', fields: { email: 'invalid_email' } },
  { name: 'contact: sets its own status', path: () => '/api/contact', body: () => contact({ status: 'archived' }), status: 400, code: 'invalid_input', fields: { status: 'unknown_field' } },
  {
    name: 'contact: NUL in every field',
    path: () => '/api/contact',
    body: () => contact({ name: 'Om\u0000ar', company: '\u0000', email: 'omar\u0000@example.com', phone: '050\u00001234567', subject: 'Hel\u0000lo', message: 'Hi\u0000' }),
    status: 400,
    code: 'invalid_input',
    fields: { name: 'invalid_characters', company: 'invalid_characters', email: 'invalid_characters', phone: 'invalid_characters', subject: 'invalid_characters', message: 'invalid_characters' },
  },
  // PATCH by an admin
  { name: 'quote status: malformed JSON', method: 'PATCH', admin: true, path: () => `/api/admin/quotes/${quoteId}`, body: () => '{status', status: 400, code: 'invalid_json' },
  { name: 'quote status: back to pending', method: 'PATCH', admin: true, path: () => `/api/admin/quotes/${quoteId}`, body: () => ({ status: 'pending' }), status: 400, code: 'invalid_input', fields: { status: 'invalid_status' } },
  { name: 'quote status: also edits notes', method: 'PATCH', admin: true, path: () => `/api/admin/quotes/${quoteId}`, body: () => ({ status: 'finished', notes: 'x' }), status: 400, code: 'invalid_input', fields: { notes: 'unknown_field' } },
  { name: 'message status: wrong type', method: 'PATCH', admin: true, path: () => `/api/admin/messages/${messageId}`, body: () => ({ status: 1 }), status: 400, code: 'invalid_input', fields: { status: 'invalid_status' } },
  { name: 'message status: unknown status', method: 'PATCH', admin: true, path: () => `/api/admin/messages/${messageId}`, body: () => ({ status: 'deleted' }), status: 400, code: 'invalid_input', fields: { status: 'invalid_status' } },
];

describe('bad payloads', () => {
  it.each(cases)('$name → $status $code, nothing written', async (c) => {
    const before = { rows: await rowCounts(db()), images: storedQuoteImageCount(dataDir()), statuses: await statuses() };
    const response = await api(c.path(), { method: c.method ?? 'POST', body: c.body(), headers: c.admin ? { cookie: admin } : {}, ip: '198.51.100.77' });
    expect(response.status).toBe(c.status);
    const { error } = await response.json();
    expect(error.code).toBe(c.code);
    if (c.fields) expect(error.fields).toEqual(c.fields);
    expect({ rows: await rowCounts(db()), images: storedQuoteImageCount(dataDir()), statuses: await statuses() }).toEqual(before);
  });

  it('accepts a real PNG named .exe: a file is an image by its content, not its name', async () => {
    const form = customQuoteForm(custom(), [fileOf(png, 'setup.exe', 'application/octet-stream')]);
    const response = await api('/api/quotes', { method: 'POST', body: form, ip: '198.51.100.78' });
    expect(response.status).toBe(201);
    const saved = await db().selectFrom('quotes').select('images').where('id', '=', (await response.json()).id).executeTakeFirstOrThrow();
    expect(saved.images[0]).toMatch(/\.webp$/);
  });
});

async function statuses() {
  const quote = await db().selectFrom('quotes').select('status').where('id', '=', quoteId).executeTakeFirst();
  const message = await db().selectFrom('messages').select('status').where('id', '=', messageId).executeTakeFirst();
  return [quote?.status, message?.status, productId];
}
