import type { ErrorBody, ErrorCode, ErrorDetails, FieldErrors } from '#lib/errors';

/** An error the caller should see: a status and a stable code (plus field codes for bad input). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
    /** Facts the refusal carries besides its code (a count, attempts left). */
    readonly details?: ErrorDetails,
  ) {
    super(code);
  }
}

/** The one place an error body is made: `{ error: { code, fields?, …details, requestId? } }`. */
export function errorBody(code: ErrorCode, { fields, details, requestId }: { fields?: FieldErrors; details?: ErrorDetails; requestId?: string } = {}): ErrorBody {
  return { error: { code, ...(fields ? { fields } : {}), ...details, ...(requestId ? { requestId } : {}) } };
}

/** A refusal as a JSON response, with its headers (Retry-After…). */
export function errorJson(error: HttpError): Response {
  return Response.json(errorBody(error.code, { fields: error.fields, details: error.details }), { status: error.status, headers: error.headers });
}

export const badRequest = (fields: FieldErrors, code: ErrorCode = 'invalid_input') => new HttpError(400, code, fields);
export const unauthorized = () => new HttpError(401, 'unauthorized');
export const forbidden = (code: ErrorCode = 'forbidden') => new HttpError(403, code);
export const notFound = (code: ErrorCode = 'not_found') => new HttpError(404, code);
export const conflict = (code: ErrorCode) => new HttpError(409, code);
/** The platform gave no client address, so no per-address limit can be counted: refuse rather than allow. */
export const clientAddressUnknown = () => new HttpError(503, 'client_address_unknown');
export const tooManyRequests = (retryAfterSeconds: number, code: ErrorCode = 'rate_limited') =>
  new HttpError(429, code, undefined, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
