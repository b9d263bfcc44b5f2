import type { Config } from '@netlify/functions';
import { productExportQuerySchema, SHEET_CONTENT_TYPES } from '#lib/admin/product-sheet';
import { adminRoute } from '#server/admin/route';
import { exportCatalogue, exportFileName } from '#server/admin/product-sheet/export';

/**
 * GET /api/admin/product-export?format=csv|xlsx[&q=&status=&sale=]: the catalogue (or the products
 * tab's filter) as a spreadsheet to download, streamed; it is also the import's template.
 */
export default adminRoute({
  GET: async ({ db, query }) => {
    const { format, q, status, sale } = query(productExportQuerySchema);
    const now = new Date();
    const body = exportCatalogue(db, format, {
      search: q || undefined,
      status: status === 'all' ? undefined : status,
      onSaleAt: sale === 'on_sale' ? now : undefined,
    });
    return new Response(body, {
      headers: {
        'Content-Type': SHEET_CONTENT_TYPES[format],
        'Content-Disposition': `attachment; filename="${exportFileName(format, now)}"`,
        'Cache-Control': 'no-store',
      },
    });
  },
});

export const config: Config = { path: '/api/admin/product-export', method: 'GET' };
