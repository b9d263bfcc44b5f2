import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { api } from '../support/api.ts';
import { useTestDatabase } from '../support/database.ts';
import { sessionFor } from '../support/sessions.ts';
import { customQuoteForm, fileOf, insertProduct, pngImage, quoteContact, rowCounts, storedQuoteImageCount, useOwnDataDir } from '../support/quotes.ts';

const db = useTestDatabase();
const dataDir = useOwnDataDir();
let ipCounter = 0;
/** Each request from its own address unless a test is about the per-IP limit. */
const freshIp = () => `198.51.100.${++ipCounter}`;
const postQuote = (body: unknown, ip = freshIp()) => api('/api/quotes', { method: 'POST', body, ip });

describe('quote requests', () => {
  it.each(['standard', 'wholesale', 'official'] as const)('saves a %s quote with its product, SKU, IP and a titled note', async (kind) => {
    const product = await insertProduct(db());
    const contact = quoteContact({ email: ` Buyer-${kind}@Example.COM ` });
    const response = await postQuote({ kind, productId: product.id, ...contact, notes: 'Needed for tower B', locale: 'en' }, '192.0.2.7');
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const row = await db().selectFrom('quotes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const title = { standard: 'Quote request', wholesale: 'Wholesale price request', official: 'Official quotation request' }[kind];
    expect(row).toMatchObject({
      kind,
      product_id: product.id,
      product_sku: product.sku,
      company: contact.company,
      name: contact.name,
      email: `buyer-${kind}@example.com`,
      phone_country_code: '+966',
      phone: '512345678',
      quantity: 2,
      notes: `${title}: Door roller 60 mm (SKU ${product.sku})\n\nNeeded for tower B`,
      images: [],
      ip_address: '192.0.2.7',
      status: 'pending',
    });
  });

  it('writes the title line in Arabic for an Arabic page, and alone when there are no notes', async () => {
    const product = await insertProduct(db());
    const response = await postQuote({ kind: 'standard', productId: product.id, ...quoteContact(), locale: 'ar' });
    const row = await db().selectFrom('quotes').select('notes').where('id', '=', (await response.json()).id).executeTakeFirstOrThrow();
    expect(row.notes).toBe(`طلب عرض سعر: بكرة باب 60 مم (رمز المنتج ${product.sku})`);
  });

  it('saves a home-lift quote with its fixed title line and no product', async () => {
    const response = await postQuote({ kind: 'home_lift', ...quoteContact(), quantity: 1, notes: '3 stops, villa', locale: 'en' });
    expect(response.status).toBe(201);
    const row = await db().selectFrom('quotes').selectAll().where('id', '=', (await response.json()).id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'home_lift', product_id: null, product_sku: null, notes: 'Home Lift Package quote request\n\n3 stops, villa' });
  });

  it('saves a custom quote as written, with no title line', async () => {
    const response = await postQuote({ kind: 'custom', ...quoteContact(), notes: 'Fermator door motor VVVF4+' });
    const row = await db().selectFrom('quotes').selectAll().where('id', '=', (await response.json()).id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'custom', product_id: null, notes: 'Fermator door motor VVVF4+', images: [] });
  });

  it('refuses a quote for a hidden or unknown product, writing nothing', async () => {
    const hidden = await insertProduct(db(), { status: 'hidden' });
    const before = await rowCounts(db());
    for (const productId of [hidden.id, 987654]) {
      const response = await postQuote({ kind: 'standard', productId, ...quoteContact() });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'invalid_input', fields: { productId: 'product_unavailable' } } });
    }
    expect(await rowCounts(db())).toEqual(before);
  });

  it('keeps a quote when its product is deleted, with the SKU for the admin', async () => {
    const product = await insertProduct(db());
    const response = await postQuote({ kind: 'wholesale', productId: product.id, ...quoteContact() });
    const { id } = await response.json();
    await db().deleteFrom('products').where('id', '=', product.id).execute();
    const admin = await sessionFor(db(), { role: 'admin' });
    const list = await (await api('/api/admin/quotes', { headers: { cookie: admin.cookie } })).json();
    const quote = list.items.find((q: { id: number }) => q.id === id);
    expect(quote.product).toEqual({ id: null, sku: product.sku, partNumber: null, nameEn: null, nameAr: null });
  });
});

describe('quote phone numbers', () => {
  const phones: [selected: string, typed: string, code: string, digits: string][] = [
    ['+966', '0501234567', '+966', '501234567'],
    ['+966', '+966501234567', '+966', '501234567'],
    ['+966', '+971 50 123 4567', '+971', '501234567'],
    ['+966', '٠٥٠١٢٣٤٥٦٧', '+966', '501234567'],
  ];
  it.each(phones)('with the selector on %s, %j is stored as %s %s (JSON and multipart)', async (selected, typed, code, digits) => {
    for (const body of [{ kind: 'home_lift', ...quoteContact({ phoneCountryCode: selected, phone: typed }) }, customQuoteForm({ kind: 'custom', ...quoteContact({ phoneCountryCode: selected, phone: typed }), notes: 'x' })]) {
      const response = await postQuote(body);
      expect(response.status).toBe(201);
      const row = await db().selectFrom('quotes').select(['phone_country_code', 'phone']).where('id', '=', (await response.json()).id).executeTakeFirstOrThrow();
      expect(row).toEqual({ phone_country_code: code, phone: digits });
    }
  });

  it.each(['050123456', '96650123456', '05012345678', '+44 20 7946 0958'])('refuses %j, writing nothing', async (typed) => {
    const before = await rowCounts(db());
    const response = await postQuote({ kind: 'home_lift', ...quoteContact({ phone: typed }) });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({ phone: typed.startsWith('+44') ? 'invalid_country_code' : 'phone_digits' });
    expect(await rowCounts(db())).toEqual(before);
  });
});

describe('custom-quote photos', () => {
  it('stores re-encoded photos privately and serves them to admins only', async () => {
    const photos = [fileOf(await pngImage(80, 60), 'roller.png', 'image/png'), fileOf(await pngImage(30, 90, { r: 0, g: 0, b: 255 }), 'IMG_2231.JPG', 'image/jpeg')];
    const stored = storedQuoteImageCount(dataDir());
    const response = await postQuote(customQuoteForm({ kind: 'custom', ...quoteContact(), quantity: '4', notes: 'As in the photos' }, photos));
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const row = await db().selectFrom('quotes').select(['images', 'quantity']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.quantity).toBe(4);
    expect(row.images).toHaveLength(2);
    // Server-made names, not the buyer's file names.
    for (const key of row.images) expect(key).toMatch(/^\d{4}-\d{2}\/[0-9a-f-]{36}\.webp$/);
    expect(storedQuoteImageCount(dataDir())).toBe(stored + 2);

    const url = `/api/admin/quotes/${id}/images/1`;
    expect((await api(url)).status).toBe(401);
    const customer = await sessionFor(db(), { role: 'distributor' });
    expect((await api(url, { headers: { cookie: customer.cookie } })).status).toBe(403);
    const admin = await sessionFor(db(), { role: 'admin' });
    const image = await api(url, { headers: { cookie: admin.cookie } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toContain('private');
    const metadata = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 30, height: 90 });
    expect((await api(`/api/admin/quotes/${id}/images/2`, { headers: { cookie: admin.cookie } })).status).toBe(404);

    const list = await (await api('/api/admin/quotes', { headers: { cookie: admin.cookie } })).json();
    expect(list.items.find((q: { id: number }) => q.id === id)).toMatchObject({ kind: 'custom', product: null, imageCount: 2 });
  });

  it('refuses photos on a quote that is not a custom request', async () => {
    const product = await insertProduct(db());
    const form = customQuoteForm({ kind: 'standard', productId: product.id, ...quoteContact() }, [fileOf(await pngImage(), 'a.png', 'image/png')]);
    const response = await postQuote(form);
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({ images: 'unknown_field' });
  });
});

describe('quote rate limits', () => {
  it('allows five quotes an hour per e-mail, then answers 429 and saves nothing', async () => {
    const contact = quoteContact();
    for (let i = 0; i < 5; i++) expect((await postQuote({ kind: 'custom', ...contact, notes: `Request ${i}` })).status).toBe(201);
    const before = await rowCounts(db());
    const refused = await postQuote({ kind: 'custom', ...contact, email: contact.email.toUpperCase(), notes: 'One more' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ error: { code: 'rate_limited' } });
    expect(await rowCounts(db())).toEqual(before);
  });

  it('allows twenty quotes an hour per IP address, whatever the e-mails', async () => {
    const ip = '203.0.113.200';
    for (let i = 0; i < 20; i++) expect((await postQuote({ kind: 'home_lift', ...quoteContact() }, ip)).status).toBe(201);
    const stored = storedQuoteImageCount(dataDir());
    const form = customQuoteForm({ kind: 'custom', ...quoteContact(), notes: 'x' }, [fileOf(await pngImage(), 'a.png', 'image/png')]);
    expect((await postQuote(form, ip)).status).toBe(429);
    expect(storedQuoteImageCount(dataDir())).toBe(stored);
    expect((await postQuote({ kind: 'home_lift', ...quoteContact() }, '203.0.113.201')).status).toBe(201);
  });

  it('refuses a caller over the limit before looking the product up', async () => {
    const contact = quoteContact();
    for (let i = 0; i < 5; i++) expect((await postQuote({ kind: 'custom', ...contact, notes: `Request ${i}` })).status).toBe(201);
    const before = await rowCounts(db());
    const refused = await postQuote({ kind: 'standard', productId: 987654, ...contact });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: { code: 'rate_limited' } });
    expect(await rowCounts(db())).toEqual(before);
  });

  it('refuses to count a request whose address the platform does not know, whatever its headers say', async () => {
    const before = await rowCounts(db());
    const stored = storedQuoteImageCount(dataDir());
    const headers = { 'x-forwarded-for': '192.0.2.250' };
    for (const body of [{ kind: 'home_lift', ...quoteContact() }, customQuoteForm({ kind: 'custom', ...quoteContact(), notes: 'x' }, [fileOf(await pngImage(), 'a.png', 'image/png')])]) {
      const response = await api('/api/quotes', { method: 'POST', body, ip: '', headers });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: { code: 'client_address_unknown' } });
    }
    expect(await rowCounts(db())).toEqual(before);
    expect(storedQuoteImageCount(dataDir())).toBe(stored);
  });

  it('does not let concurrent requests slip past the limit', async () => {
    const contact = quoteContact();
    const statuses = await Promise.all(Array.from({ length: 8 }, (_, i) => postQuote({ kind: 'custom', ...contact, notes: `n${i}` }).then((r) => r.status)));
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    const saved = await db().selectFrom('quotes').select('id').where('email', '=', contact.email).execute();
    expect(saved).toHaveLength(5);
  });
});
