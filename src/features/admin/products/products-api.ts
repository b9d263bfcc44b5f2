import type { Locale } from '#i18n/locales';
import type { AdminProduct, AdminProductList, AdminProductListItem, AdminProductQuery, ProductStatus } from '#lib/admin/products';
import type { FieldErrors } from '#lib/errors';
import { adminRequest, type AdminApiResult } from '../shared/admin-api.ts';
import type { CreateBody, UpdateBody } from './product-draft.ts';
import { listApiPath } from './list-query.ts';

/** The catalogue administration calls (ADR 0010), over the one admin client. */

export const fetchProductList = (query: AdminProductQuery, locale: Locale, signal?: AbortSignal) => adminRequest<AdminProductList>(listApiPath(query, locale), { signal });

export const fetchProduct = (id: number, signal?: AbortSignal) => adminRequest<{ product: AdminProduct }>(`/api/admin/products/${id}`, { signal });

/** Hide or show from the table; answers the row as saved. */
export const setProductStatus = (id: number, status: ProductStatus) =>
  adminRequest<{ product: AdminProductListItem }>(`/api/admin/products/${id}/status`, { method: 'PATCH', body: { status }, once: true });

export const deleteProduct = (id: number) => adminRequest<void>(`/api/admin/products/${id}`, { method: 'DELETE', once: true });

export type SaveOutcome =
  | { kind: 'saved'; product: AdminProduct }
  /** Field codes by dotted path (a taken SKU comes as `sku: sku_taken` with a 409). */
  | { kind: 'invalid'; fields: FieldErrors }
  /** Someone saved the product after it was loaded: nothing was written. */
  | { kind: 'version_conflict' }
  | { kind: 'not_found' }
  | { kind: 'signed_out' }
  | { kind: 'failed' };

/** How a save's answer reads. */
export function saveOutcomeOf(result: AdminApiResult<{ product?: AdminProduct } | undefined>): SaveOutcome {
  if (result.ok) return result.data?.product ? { kind: 'saved', product: result.data.product } : { kind: 'failed' };
  const { status, code, fields } = result.error;
  if (fields && Object.keys(fields).length > 0 && (status === 400 || status === 409)) return { kind: 'invalid', fields };
  if (status === 409 && code === 'version_conflict') return { kind: 'version_conflict' };
  if (status === 404) return { kind: 'not_found' };
  if (status === 401) return { kind: 'signed_out' };
  return { kind: 'failed' };
}

export const createProduct = async (body: CreateBody) => saveOutcomeOf(await adminRequest<{ product: AdminProduct }>('/api/admin/products', { method: 'POST', body }));

export const updateProduct = async (id: number, body: UpdateBody) => saveOutcomeOf(await adminRequest<{ product: AdminProduct }>(`/api/admin/products/${id}`, { method: 'PUT', body }));
