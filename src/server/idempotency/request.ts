import { createHash } from 'node:crypto';
import { IDEMPOTENCY_HEADER } from '#lib/idempotency';
import { HttpError } from '../http/errors.ts';

/**
 * Idempotency keys (issue 13, ADR 0012). The browser makes one random UUID per submission and
 * sends it as `Idempotency-Key` with every attempt; the write stores it, unique, with the row it
 * creates, next to a hash of the request. A request without the header (an API client) is
 * accepted and written as before, without that protection.
 */

/** A keyed write: the caller's key and the hash of what it asked for. */
export interface KeyedRequest {
  key: string;
  requestHash: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The request's key: null without the header; anything but a UUID is a 400 (nothing written). */
export function idempotencyKeyOf(req: Request): string | null {
  const value = req.headers.get(IDEMPOTENCY_HEADER);
  if (value === null) return null;
  const key = value.trim();
  if (!UUID.test(key)) throw new HttpError(400, 'invalid_idempotency_key');
  return key.toLowerCase();
}

/**
 * Pairs a key with the hash of the request's content (its validated input, not its bytes: a
 * multipart body is framed differently on every attempt). No key, no keyed request.
 */
export function keyedRequest(key: string | null | undefined, content: unknown): KeyedRequest | null {
  return key ? { key, requestHash: contentHash(content) } : null;
}

/** SHA-256 of a canonical JSON form (object keys sorted), so equal content hashes equal. */
export function contentHash(content: unknown): string {
  return sha256(JSON.stringify(canonical(content)));
}

export function sha256(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/** The row's columns for a keyed write (both null for an unkeyed one). */
export function keyColumns(request: KeyedRequest | null | undefined): { idempotency_key: string | null; request_hash: string | null } {
  return { idempotency_key: request?.key ?? null, request_hash: request?.requestHash ?? null };
}
