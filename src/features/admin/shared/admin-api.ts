import type { FieldErrors } from '#lib/validation/field-errors';
import { authFetch } from '../../auth/session-store.ts';

/** A refusal as the API sends it (`{ error: { code, fields?, ... } }`), or `network` when nothing came back. */
export interface AdminApiError {
  status: number;
  code: string;
  fields?: FieldErrors;
  /** Extra facts some refusals carry, e.g. how many products still use a category. */
  count?: number;
}

export type AdminApiResult<T> = { ok: true; data: T } | { ok: false; error: AdminApiError };

/**
 * One call of the admin API. An expired access token is renewed by authFetch; a 401 after that
 * means the session ended, and reloading lets the page guard send the admin to sign in.
 */
export async function adminRequest<T>(url: string, init: { method?: string; body?: unknown; signal?: AbortSignal } = {}): Promise<AdminApiResult<T>> {
  let response: Response;
  try {
    response = await authFetch(url, {
      method: init.method ?? 'GET',
      headers: init.body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
      cache: 'no-store',
    });
  } catch {
    return { ok: false, error: { status: 0, code: 'network' } };
  }
  if (response.status === 401) window.location.reload();
  if (response.ok) {
    const data = response.status === 204 ? undefined : await response.json().catch(() => undefined);
    return { ok: true, data: data as T };
  }
  const body = (await response.json().catch(() => null)) as { error?: Partial<AdminApiError> } | null;
  const error = body?.error;
  return {
    ok: false,
    error: {
      status: response.status,
      code: typeof error?.code === 'string' ? error.code : 'unknown',
      fields: error?.fields,
      count: typeof error?.count === 'number' ? error.count : undefined,
    },
  };
}
