import type { ImportDetail, ImportHistory, ImportMode } from '#lib/admin/product-sheet';
import { authFetch } from '../../auth/session-store.ts';
import { adminRequest, refusalOf, type AdminApiResult } from '../shared/admin-api.ts';

/** The spreadsheet import's calls (issue 24). */

/** The dry run: the file itself is the body (its name in the query), so nothing is re-encoded on the way. */
export async function uploadForDryRun(file: File): Promise<AdminApiResult<ImportDetail> & { where?: { line?: number; cell?: string } }> {
  try {
    const response = await authFetch(`/api/admin/product-imports?name=${encodeURIComponent(file.name)}`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/octet-stream' },
      body: file,
      cache: 'no-store',
    });
    const body: unknown = await response.json().catch(() => undefined);
    if (response.status === 201) return { ok: true, data: body as ImportDetail };
    const error = (body as { error?: { line?: number; cell?: string } } | undefined)?.error;
    return { ok: false, error: refusalOf({ status: response.status, body }), where: { line: error?.line, cell: error?.cell } };
  } catch {
    return { ok: false, error: { status: 0, code: 'network' } };
  }
}

export const planImportStep = (id: number) => adminRequest<ImportDetail>(`/api/admin/product-imports/${id}/plan`, { method: 'POST' });
export const applyImportStep = (id: number, mode: ImportMode) => adminRequest<ImportDetail>(`/api/admin/product-imports/${id}/apply`, { method: 'POST', body: { mode } });
export const cancelImport = (id: number) => adminRequest<ImportDetail>(`/api/admin/product-imports/${id}`, { method: 'DELETE' });
export const fetchImportHistory = () => adminRequest<ImportHistory>('/api/admin/product-imports');
export const importFileUrl = (id: number) => `/api/admin/product-imports/${id}/file`;
