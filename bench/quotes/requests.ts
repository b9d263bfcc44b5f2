import sharp from 'sharp';
import type { PreparedRequest } from './load.ts';

/**
 * The submissions the bench sends, shaped like real traffic: mostly product quotes (standard,
 * wholesale, official) as JSON, some home-lift quotes, and custom quotes carrying a phone photo
 * already made smaller as the browser does it (multipart). Each has its own e-mail address.
 */
const PRODUCT_KINDS = ['standard', 'wholesale', 'official'] as const;

export async function quoteRequests(count: number, runId: string, productIds: number[], photoShare: number): Promise<PreparedRequest[]> {
  const photo = await samplePhoto();
  const requests: PreparedRequest[] = [];
  for (let i = 0; i < count; i++) {
    const contact = {
      company: `Bench Lifts ${i}`,
      name: 'Bench Buyer',
      email: `bench-${runId}-${i}@example.com`,
      phoneCountryCode: '+966',
      phone: String(500_000_000 + i),
      quantity: 1 + (i % 9),
      locale: i % 2 ? 'ar' : 'en',
    };
    if (i % Math.round(1 / photoShare) === 0) requests.push(await multipart({ kind: 'custom', ...contact, notes: `Part like the photo, request ${i}` }, photo));
    else if (i % 10 === 1) requests.push(json({ kind: 'home_lift', ...contact, notes: '3 stops' }));
    else requests.push(json({ kind: PRODUCT_KINDS[i % 3], productId: productIds[i % productIds.length], ...contact, notes: `Request ${i}` }));
  }
  return requests;
}

function json(body: unknown): PreparedRequest {
  return { path: '/api/quotes', headers: { 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify(body)) };
}

async function multipart(fields: Record<string, unknown>, photo: Uint8Array): Promise<PreparedRequest> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  form.append('images', new Blob([photo.slice()], { type: 'image/jpeg' }), 'photo.jpg');
  const encoded = new Response(form);
  return { path: '/api/quotes', headers: { 'content-type': encoded.headers.get('content-type')! }, body: Buffer.from(await encoded.arrayBuffer()) };
}

/**
 * A 1600 × 1200 JPEG like a phone photo after the browser's downscaling: smooth shading with
 * some grain (pure noise would be a worst case no camera produces).
 */
async function samplePhoto(): Promise<Uint8Array> {
  const width = 1600;
  const height = 1200;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const grain = ((i * 2654435761) >>> 28) - 8;
      pixels[i] = 90 + ((x * 120) / width + grain);
      pixels[i + 1] = 80 + ((y * 100) / height + grain);
      pixels[i + 2] = 70 + (((x + y) * 60) / (width + height) + grain);
    }
  }
  return new Uint8Array(await sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 82 }).toBuffer());
}
