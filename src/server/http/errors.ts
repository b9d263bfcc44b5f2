import type { FieldErrors } from '#lib/validation/field-errors';

/** An error the caller should see: a status and a stable code (plus field codes for bad input). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(code);
  }
}

export const badRequest = (fields: FieldErrors, code = 'invalid_input') => new HttpError(400, code, fields);
export const unauthorized = () => new HttpError(401, 'unauthorized');
export const forbidden = (code = 'forbidden') => new HttpError(403, code);
export const notFound = (code = 'not_found') => new HttpError(404, code);
export const conflict = (code: string) => new HttpError(409, code);
/** The platform gave no client address, so no per-address limit can be counted: refuse rather than allow. */
export const clientAddressUnknown = () => new HttpError(503, 'client_address_unknown');
export const tooManyRequests = (retryAfterSeconds: number, code = 'rate_limited') =>
  new HttpError(429, code, undefined, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
