import { MAX_QUOTE_IMAGE_BYTES, MAX_QUOTE_IMAGES, quoteRequestSchema, type QuoteRequest } from '#lib/validation/quote';
import { badRequest, HttpError } from '../http/errors.ts';
import { parseBody, validate } from '../http/body.ts';
import type { UploadedImage } from './image-files.ts';

/**
 * Reads POST /api/quotes: JSON for quotes without photos, multipart/form-data (text fields plus
 * `images` files) for a custom quote with photos. The body is read with a hard cap, so an
 * oversized upload is refused before it fills memory.
 */
export const MAX_QUOTE_REQUEST_BYTES = MAX_QUOTE_IMAGES * MAX_QUOTE_IMAGE_BYTES + 256 * 1024;

export interface QuoteSubmission {
  input: QuoteRequest;
  images: UploadedImage[];
}

export async function readQuoteSubmission(req: Request): Promise<QuoteSubmission> {
  const type = req.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) return { input: await parseBody(req, quoteRequestSchema), images: [] };

  const form = await readForm(req, type);
  const fields: Record<string, string> = {};
  const images: UploadedImage[] = [];
  for (const [name, value] of form) {
    if (typeof value === 'string') fields[name] = value;
    else if (name === 'images') images.push({ name: value.name, data: new Uint8Array(await value.arrayBuffer()) });
    else throw badRequest({ [name]: 'unknown_field' });
  }
  const input = validate(quoteRequestSchema, fields);
  // Photos belong to custom requests; a product or home-lift quote names what it is about.
  if (images.length > 0 && input.kind !== 'custom') throw badRequest({ images: 'unknown_field' });
  return { input, images };
}

async function readForm(req: Request, contentType: string): Promise<FormData> {
  const body = await readLimited(req, MAX_QUOTE_REQUEST_BYTES);
  try {
    return await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw badRequest({}, 'invalid_form');
  }
}

async function readLimited(req: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const tooLarge = () => new HttpError(413, 'payload_too_large');
  if (Number(req.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge();
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
