import type { z } from 'zod';
import { fieldErrors } from '#lib/validation/field-errors';
import { badRequest, HttpError } from './errors.ts';

/** Largest JSON body accepted; file uploads go through multipart endpoints with their own limits. */
export const MAX_JSON_BYTES = 64 * 1024;

/** Parses a JSON body with the form's own schema: malformed or invalid input is a 400 with field codes. */
export async function parseBody<S extends z.ZodType>(req: Request, schema: S): Promise<z.infer<S>> {
  const text = await req.text();
  if (text.length > MAX_JSON_BYTES) throw new HttpError(413, 'payload_too_large');
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
