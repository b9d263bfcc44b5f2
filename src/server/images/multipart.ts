import type { FieldErrors } from '#lib/validation/field-errors';
import { readLimited } from '../http/body.ts';
import { badRequest, type HttpError } from '../http/errors.ts';

export interface MultipartLimits {
  maxBytes: number;
  /** The refusal of a body over maxBytes. */
  tooLarge: () => HttpError;
  /** Field codes sent with `invalid_form` when the body is not a readable form. */
  invalidFields?: FieldErrors;
}

/** Reads a multipart/form-data body with a hard cap on the bytes (`readLimited`). */
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
