import type { Config } from '@netlify/functions';
import { importApplySchema } from '#lib/admin/product-sheet';
import { adminRoute } from '#server/admin/route';
import { applyImportStep } from '#server/admin/product-sheet/imports';
import { json } from '#server/http/handler';

/**
 * POST /api/admin/product-imports/:id/apply { mode }: writes the next chunk of the dry run's plan
 * and answers the import (status `applying` until the last chunk, then `applied`). Asked again
 * after a cut-off step, it continues where the last committed chunk ended (ADR 0029).
 */
export default adminRoute({
  POST: async ({ db, admin, id, body }) => {
    const importId = id('import_not_found');
    const { mode } = await body(importApplySchema);
    return json(await applyImportStep(db, admin, importId, mode));
  },
});

export const config: Config = { path: '/api/admin/product-imports/:id/apply', method: 'POST' };
