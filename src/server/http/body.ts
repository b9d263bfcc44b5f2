import type { z } from 'zod';
import { fieldErrors } from '#lib/validation/field-errors';
import { badRequest, HttpError } from './errors.ts';

/** Largest JSON body accepted; file uploads go through multipart endpoints with their own limits. */
export const MAX_JSON_BYTES = 64 * 1024;

export const payloadTooLarge = () => new HttpError(413, 'payload_too_large');

/**
 * Parses a JSON body with the form's own schema: malformed or invalid input is a 400 with field
 * codes. The body is read through `readLimited`, so a huge one costs 64 KB (or the caller's
 * bound), not its size.
 */
export async function parseBody<S extends z.ZodType>(req: Request, schema: S, { maxBytes = MAX_JSON_BYTES }: { maxBytes?: number } = {}): Promise<z.infer<S>> {
  const text = new TextDecoder().decode(await readLimited(req, maxBytes, payloadTooLarge));
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest({}, 'invalid_json');
  }
  return validate(schema, json);
}

/** Validates an already-parsed value (query parameters, form fields). */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(fieldErrors(result.error));
  return result.data;
}

/**
 * Reads a body with a hard cap on its bytes: a Content-Length over the cap is refused before
 * reading, and the reading stops (the stream is cancelled, which closes the connection) as soon as
 * the bytes read pass it, so a missing or false Content-Length does not help a huge body in.
 */
export async function readLimited(req: Request, maxBytes: number, tooLarge: () => HttpError): Promise<Uint8Array<ArrayBuffer>> {
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
