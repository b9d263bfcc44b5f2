import type { Config } from '@netlify/functions';
import { adminRoute } from '#server/admin/route';
import { importFile } from '#server/admin/product-sheet/imports';

/** GET /api/admin/product-imports/:id/file: the original file of an import, from the private store, to admins only. */
export default adminRoute({
  GET: async ({ db, id }) => {
    const file = await importFile(db, id('import_not_found'));
    return new Response(file.data.slice(), {
      headers: {
        'Content-Type': file.contentType,
        'Content-Disposition': `attachment; filename="${file.name.replace(/[^\w.\- ]/g, '_')}"`,
        'Cache-Control': 'no-store',
      },
    });
  },
});

export const config: Config = { path: '/api/admin/product-imports/:id/file', method: 'GET' };
