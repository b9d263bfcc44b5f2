import type { AdminCategory } from '#lib/admin/categories';
import type { AdminProduct, AdminProductList, AdminProductListItem, AdminProductQuery, ProductStatus } from '#lib/admin/products';
import { authFetch } from '../../auth/session-store.ts';
import type { CreateBody, UpdateBody } from './product-draft.ts';
import { listApiPath } from './list-query.ts';

/** The catalogue administration calls (ADR 0010). Reads throw on failure; saves say how they ended. */

const JSON_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json' };

/** A read the server refused, with its status (404: the product is gone). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    path: string,
  ) {
    super(`${path}: HTTP ${status}`);
  }
}

async function read<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await authFetch(path, { headers: { Accept: 'application/json' }, signal });
  if (!response.ok) throw new HttpError(response.status, path);
  return (await response.json()) as T;
}

export const fetchProductList = (query: AdminProductQuery, signal?: AbortSignal) => read<AdminProductList>(listApiPath(query), signal);

export const fetchProduct = async (id: number, signal?: AbortSignal) => (await read<{ product: AdminProduct }>(`/api/admin/products/${id}`, signal)).product;

export const fetchCategories = async (signal?: AbortSignal) => (await read<{ categories: AdminCategory[] }>('/api/admin/categories', signal)).categories;

/** Hide or show from the table; answers the row as saved. */
export async function setProductStatus(id: number, status: ProductStatus): Promise<AdminProductListItem> {
  const response = await authFetch(`/api/admin/products/${id}/status`, { method: 'PATCH', headers: JSON_HEADERS, body: JSON.stringify({ status }) });
  if (!response.ok) throw new Error(`status of product ${id}: HTTP ${response.status}`);
  return ((await response.json()) as { product: AdminProductListItem }).product;
}

export async function deleteProduct(id: number): Promise<void> {
  const response = await authFetch(`/api/admin/products/${id}`, { method: 'DELETE' });
  // Already gone (another admin, another tab) is what was asked for.
  if (!response.ok && response.status !== 404) throw new Error(`delete product ${id}: HTTP ${response.status}`);
}

export type SaveOutcome =
  | { kind: 'saved'; product: AdminProduct }
  /** Field codes by dotted path (a taken SKU comes as `sku: sku_taken` with a 409). */
  | { kind: 'invalid'; fields: Record<string, string> }
  /** Someone saved the product after it was loaded: nothing was written. */
  | { kind: 'version_conflict' }
  | { kind: 'not_found' }
  | { kind: 'signed_out' }
  | { kind: 'failed' };

/** How a save's answer reads, from its status and JSON body (null when it had none). */
export function saveOutcomeOf(status: number, body: unknown): SaveOutcome {
  const error = (body as { error?: { code?: unknown; fields?: unknown } } | null)?.error;
  const fields = error?.fields && typeof error.fields === 'object' ? (error.fields as Record<string, string>) : null;
  if (status >= 200 && status < 300) {
    const product = (body as { product?: AdminProduct } | null)?.product;
    return product ? { kind: 'saved', product } : { kind: 'failed' };
  }
  if (fields && Object.keys(fields).length > 0 && (status === 400 || status === 409)) return { kind: 'invalid', fields };
  if (status === 409 && error?.code === 'version_conflict') return { kind: 'version_conflict' };
  if (status === 404) return { kind: 'not_found' };
  if (status === 401) return { kind: 'signed_out' };
  return { kind: 'failed' };
}

async function save(path: string, method: 'POST' | 'PUT', body: CreateBody | UpdateBody): Promise<SaveOutcome> {
  try {
    const response = await authFetch(path, { method, headers: JSON_HEADERS, body: JSON.stringify(body) });
    const json: unknown = await response.json().catch(() => null);
    return saveOutcomeOf(response.status, json);
  } catch {
    return { kind: 'failed' };
  }
}

export const createProduct = (body: CreateBody) => save('/api/admin/products', 'POST', body);

export const updateProduct = (id: number, body: UpdateBody) => save(`/api/admin/products/${id}`, 'PUT', body);
