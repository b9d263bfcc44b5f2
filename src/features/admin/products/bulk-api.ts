import type { BulkRequest, BulkResult, BulkSelection, PriceChange, PricePreview } from '#lib/admin/product-bulk';
import { adminRequest } from '../shared/admin-api.ts';

/** The products tab's bulk actions (issue 24). */
export const runBulkAction = (request: BulkRequest) => adminRequest<BulkResult>('/api/admin/product-bulk', { method: 'POST', body: request, once: true });
export const previewPrices = (selection: BulkSelection, change: PriceChange) => adminRequest<PricePreview>('/api/admin/product-bulk/preview', { method: 'POST', body: { selection, change } });
