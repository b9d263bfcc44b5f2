import type { Config } from '@netlify/functions';
import { adminRoute } from '#server/admin/route';
import { planImportStep } from '#server/admin/product-sheet/imports';
import { json } from '#server/http/handler';

/**
 * POST /api/admin/product-imports/:id/plan: the next step of a dry run that is still `planning`
 * (a few thousand rows); answers the import with how far its check has got. Asked again after a
 * step cut short, it continues after the last committed one (ADR 0029).
 */
export default adminRoute({
  POST: async ({ db, id, noInput }) => {
    await noInput();
    return json(await planImportStep(db, id('import_not_found')));
  },
});

export const config: Config = { path: '/api/admin/product-imports/:id/plan', method: 'POST' };
