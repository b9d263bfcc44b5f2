import type { FieldErrors } from '#lib/validation/field-errors';
import { badRequest, type HttpError } from '../http/errors.ts';

export interface MultipartLimits {
  maxBytes: number;
  /** The refusal of a body over maxBytes. */
  tooLarge: () => HttpError;
  /** Field codes sent with `invalid_form` when the body is not a readable form. */
  invalidFields?: FieldErrors;
}

/**
 * Reads a multipart/form-data body with a hard cap on the bytes: a Content-Length over the cap is
 * refused before reading, and the reading stops as soon as the bytes read pass it (a missing or
 * false Content-Length does not help), so an oversized upload never fills memory.
 */
export async function readMultipartForm(req: Request, { maxBytes, tooLarge, invalidFields = {} }: MultipartLimits): Promise<FormData> {
  if (!isMultipart(req)) throw badRequest(invalidFields, 'invalid_form');
  const body = await readLimited(req, maxBytes, tooLarge);
  try {
    return await new Response(body, { headers: { 'content-type': req.headers.get('content-type')! } }).formData();
  } catch {
    throw badRequest(invalidFields, 'invalid_form');
  }
}

export function isMultipart(req: Request): boolean {
  return (req.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
}

async function readLimited(req: Request, maxBytes: number, tooLarge: () => HttpError): Promise<Uint8Array<ArrayBuffer>> {
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
