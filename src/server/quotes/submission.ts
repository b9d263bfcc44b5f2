import { MAX_QUOTE_REQUEST_BYTES, quoteRequestSchema, type QuoteRequest } from '#lib/validation/quote';
import { badRequest } from '../http/errors.ts';
import { parseBody, payloadTooLarge, validate } from '../http/body.ts';
import { isMultipart, readMultipartForm } from '../images/multipart.ts';
import type { UploadedImage } from './image-files.ts';

/**
 * Reads POST /api/quotes: JSON for quotes without photos, multipart/form-data (text fields plus
 * `images` files) for a custom quote with photos. The body is read with a hard cap, so an
 * oversized upload is refused before it fills memory; `uploadReservation` says what share of the
 * upload budget (upload-budget.ts) it needs while it is handled.
 */

/** The bytes a request reserves: its declared length, or the cap when it declares none; none for JSON. */
export function uploadReservation(req: Request): number {
  if (!isMultipart(req)) return 0;
  const declared = Number(req.headers.get('content-length') ?? Number.NaN);
  if (declared > MAX_QUOTE_REQUEST_BYTES) throw payloadTooLarge();
  return Number.isInteger(declared) && declared >= 0 ? declared : MAX_QUOTE_REQUEST_BYTES;
}

export interface QuoteSubmission {
  input: QuoteRequest;
  images: UploadedImage[];
}

export async function readQuoteSubmission(req: Request): Promise<QuoteSubmission> {
  if (!isMultipart(req)) return { input: await parseBody(req, quoteRequestSchema), images: [] };

  const form = await readMultipartForm(req, { maxBytes: MAX_QUOTE_REQUEST_BYTES, tooLarge: payloadTooLarge });
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
