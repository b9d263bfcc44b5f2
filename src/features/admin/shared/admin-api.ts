import { isErrorCode, type ErrorBody, type ErrorCode, type FieldErrors } from '#lib/errors';
import { authFetch } from '../../auth/session-store.ts';
import { fetchAttempt, randomKey, sendWithRetry, type Reply } from '../../forms/send-with-retry.ts';

/** A refusal as the API sends it (ErrorBody), or `network` when no answer came back. */
export interface AdminApiError {
  status: number;
  code: ErrorCode;
  fields?: FieldErrors;
  /** How many products still use a category (`category_in_use`). */
  count?: number;
}

export type AdminApiResult<T> = { ok: true; data: T } | { ok: false; error: AdminApiError };

export interface AdminRequestInit {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * A one-step action (a status move, an approval, the settings): sent with an Idempotency-Key and
   * retried through a lost connection or a 503, so a retry never applies it twice (the concurrency
   * rule of docs/admin-screen.md). Edits of loaded records carry their version instead.
   */
  once?: boolean;
}

const NO_ANSWER: AdminApiError = { status: 0, code: 'network' };

/**
 * The one way admin islands call the API. An expired access token is renewed by authFetch; a 401
 * after that means the session ended, and reloading lets the page guard send the admin to sign in.
 */
export async function adminRequest<T>(url: string, { method = 'GET', body, signal, once = false }: AdminRequestInit = {}): Promise<AdminApiResult<T>> {
  const headers: Record<string, string> = body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' };
  const init: RequestInit = { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal, cache: 'no-store' };
  const reply = once ? await sendOnce(url, init) : await sendPlain(url, init);
  if (!reply) return { ok: false, error: NO_ANSWER };
  if (reply.status === 401) window.location.reload();
  if (reply.status >= 200 && reply.status < 300) return { ok: true, data: reply.body as T };
  return { ok: false, error: refusalOf(reply) };
}

async function sendPlain(url: string, init: RequestInit): Promise<Reply | null> {
  try {
    const response = await authFetch(url, init);
    const body: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
    return { status: response.status, body };
  } catch {
    return null;
  }
}

async function sendOnce(url: string, init: RequestInit): Promise<Reply | null> {
  const sent = await sendWithRetry(fetchAttempt(url, init, authFetch as typeof fetch), { key: randomKey() });
  return sent.outcome === 'answered' ? sent.reply : null;
}

/** The refusal a reply carries; a body that is not the contract's (a proxy's page) reads by its status. */
export function refusalOf({ status, body }: Reply): AdminApiError {
  const error = (body as Partial<ErrorBody> | null | undefined)?.error;
  const code: ErrorCode = isErrorCode(error?.code) ? error.code : status === 404 ? 'not_found' : status === 413 ? 'payload_too_large' : 'internal_error';
  return { status, code, fields: error?.fields, count: typeof error?.count === 'number' ? error.count : undefined };
}
