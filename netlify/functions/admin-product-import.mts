import type { Config } from '@netlify/functions';
import { adminRoute } from '#server/admin/route';
import { cancelImport, importDetail } from '#server/admin/product-sheet/imports';
import { json } from '#server/http/handler';

/**
 * GET /api/admin/product-imports/:id: the import, its counts, first problems and first changes.
 * DELETE /api/admin/product-imports/:id: cancels a dry run that was not applied (409 otherwise).
 */
export default adminRoute({
  GET: async ({ db, id }) => json(await importDetail(db, id('import_not_found'))),
  DELETE: async ({ db, id, noInput }) => {
    await noInput();
    return json(await cancelImport(db, id('import_not_found')));
  },
});

export const config: Config = { path: '/api/admin/product-imports/:id', method: ['GET', 'DELETE'] };
