import type { Config } from '@netlify/functions';
import { companyUpdateSchema } from '#lib/validation/company';
import { adminRoute } from '#server/admin/route';
import { updateCompanyDetails } from '#server/admin/company/service';
import { getCompanyDetails } from '#server/company/service';
import { json } from '#server/http/handler';

/**
 * The company details screen (ADR 0024). GET: the details as stored (or the first values, at
 * version 0), never cached. PUT: every field, at the version loaded; a stale version is a 409.
 */
export default adminRoute({
  GET: async ({ db }) => json(await getCompanyDetails(db)),
  PUT: async ({ db, admin, body }) => json(await updateCompanyDetails(db, await body(companyUpdateSchema), admin)),
});

export const config: Config = { path: '/api/admin/company', method: ['GET', 'PUT'] };
