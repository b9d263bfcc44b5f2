import type { AdminCategory, CategoryCreate, CategoryUpdate } from '#lib/admin/categories';
import { adminRequest } from '../shared/admin-api.ts';

/** The categories admin calls (ADR 0010); refusals come back as codes the screen translates. */
export const fetchCategories = (signal?: AbortSignal) => adminRequest<{ categories: AdminCategory[] }>('/api/admin/categories', { signal });

export const createCategory = (input: CategoryCreate) => adminRequest<{ category: AdminCategory }>('/api/admin/categories', { method: 'POST', body: input });

export const renameCategory = (id: number, input: CategoryUpdate) => adminRequest<{ category: AdminCategory }>(`/api/admin/categories/${id}`, { method: 'PUT', body: input });

export const deleteCategory = (id: number) => adminRequest<void>(`/api/admin/categories/${id}`, { method: 'DELETE' });
