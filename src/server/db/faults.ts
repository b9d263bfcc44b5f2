import type { ErrorCode } from '#lib/errors';
import { HttpError } from '../http/errors.ts';

/**
 * Which database errors are faults of the moment rather than bugs: the database could not be
 * reached or dropped the connection (a restart, a Neon compute waking up or scaling to zero, a
 * dropped WebSocket), or it aborted the transaction to resolve contention (serialization failure,
 * deadlock). Both are worth another try: the server retries a transaction once where that is
 * safe (./transaction.ts) and otherwise answers 503 with Retry-After and a stable code, which the
 * browser retries (src/features/forms/send-with-retry.ts). Anything else stays a 500.
 */
export type DatabaseFault = 'unavailable' | 'contention';

/** Set on an error raised while opening a connection (see connect.ts): nothing was sent, let alone written. */
const CONNECT_FAILED = Symbol.for('liftparts.db.connect-failed');

export function markConnectFailure(error: unknown): unknown {
  if (error !== null && typeof error === 'object') (error as Record<symbol, boolean>)[CONNECT_FAILED] = true;
  return error;
}

export function isConnectFailure(error: unknown): boolean {
  return error !== null && typeof error === 'object' && (error as Record<symbol, unknown>)[CONNECT_FAILED] === true;
}

/** Socket-level failures from Node (the pg driver) or the WebSocket under Neon's driver. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNABORTED']);

/**
 * SQLSTATEs: class 08 (connection exception); 57P01-57P03 (the server shutting down, crashed,
 * or not accepting connections yet); 53300 (too many connections); 57014 (statement timeout).
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);
/** 40001 serialization failure, 40P01 deadlock detected, 55P03 lock not available. */
const CONTENTION_STATES = new Set(['40001', '40P01', '55P03']);

/** pg reports a socket that died under it by message only, without a code. */
const DROPPED_CONNECTION = /^(Connection terminated|Client has encountered a connection error|Client was closed|timeout exceeded when trying to connect|Connection terminated due to connection timeout)/;

export function classifyDatabaseError(error: unknown): DatabaseFault | null {
  for (const candidate of causes(error)) {
    if (isConnectFailure(candidate) || isSocketEvent(candidate)) return 'unavailable';
    const { code, message } = candidate as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (CONTENTION_STATES.has(code)) return 'contention';
      if (code.startsWith('08') || UNAVAILABLE_STATES.has(code) || NETWORK_CODES.has(code)) return 'unavailable';
    }
    if (typeof message === 'string' && DROPPED_CONNECTION.test(message)) return 'unavailable';
  }
  return null;
}

/**
 * Neon's driver runs pg's client over a WebSocket: when the socket fails, the query in flight is
 * rejected with the socket's own `ErrorEvent` (a DOM event, not an Error).
 */
function isSocketEvent(candidate: object): boolean {
  return typeof Event !== 'undefined' && candidate instanceof Event;
}

/** The error and what it wraps (`cause`, AggregateError's `errors`, an ErrorEvent's `error`), a few levels deep. */
function* causes(error: unknown, depth = 0): Generator<object> {
  if (error === null || typeof error !== 'object' || depth > 4) return;
  yield error;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  yield* causes(cause, depth + 1);
  if (isSocketEvent(error)) yield* causes((error as { error?: unknown }).error, depth + 1);
  if (Array.isArray(errors)) for (const inner of errors) yield* causes(inner, depth + 1);
}

/** Seconds the client is asked to wait: a restart or a wake-up takes a second or two. */
export const RETRY_AFTER_SECONDS: Record<DatabaseFault, number> = { unavailable: 2, contention: 1 };
export const FAULT_CODES: Record<DatabaseFault, ErrorCode> = { unavailable: 'database_unavailable', contention: 'database_busy' };

/**
 * The answer to a database fault: 503, a stable code, Retry-After. Null for any other error
 * (the caller answers 500). Nothing of the error itself reaches the client; the log gets the
 * code and the driver's SQLSTATE or errno, never a query or its values.
 */
export function databaseFaultError(error: unknown, req?: Request): HttpError | null {
  const fault = classifyDatabaseError(error);
  if (!fault) return null;
  const code = FAULT_CODES[fault];
  if (req) console.warn(`${req.method} ${new URL(req.url).pathname}: 503 ${code} (${detailOf(error)})`);
  return new HttpError(503, code, undefined, { 'Retry-After': String(RETRY_AFTER_SECONDS[fault]) });
}

function detailOf(error: unknown): string {
  for (const candidate of causes(error)) {
    const code = (candidate as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return isConnectFailure(error) ? 'connect failed' : 'connection dropped';
}
