import type { Config } from '@netlify/functions';
import { IMPORT_LIMITS } from '#lib/admin/product-sheet';
import { adminRoute } from '#server/admin/route';
import { dryRunImport, listImports } from '#server/admin/product-sheet/imports';
import { readLimited } from '#server/http/body';
import { HttpError } from '#server/http/errors';
import { json } from '#server/http/handler';

/**
 * GET /api/admin/product-imports: the import history, newest first → { items }.
 * POST /api/admin/product-imports?name=<file name> (the file itself as the body, at most 20 MB): the
 * dry run, which writes nothing to the catalogue → 201 the import with its counts, problems and changes.
 */
export default adminRoute({
  GET: async ({ db }) => json({ items: await listImports(db) }),
  POST: async ({ db, admin, req }) => {
    const name = new URL(req.url).searchParams.get('name') ?? '';
    const data = await readLimited(req, IMPORT_LIMITS.bytes, () => new HttpError(413, 'payload_too_large'));
    return json(await dryRunImport(db, admin, data, name), { status: 201 });
  },
});

export const config: Config = { path: '/api/admin/product-imports', method: ['GET', 'POST'] };
