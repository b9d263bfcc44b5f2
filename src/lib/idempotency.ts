/**
 * The request header that carries a write's idempotency key (a UUID the browser makes once per
 * submission): the browser's retry helper sends it, the server stores it with the row (ADR 0012).
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
