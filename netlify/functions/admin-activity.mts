import type { Config } from '@netlify/functions';
import { auditQuerySchema } from '#lib/admin/audit';
import { adminRoute } from '#server/admin/route';
import { listAudit } from '#server/admin/audit';
import { json } from '#server/http/handler';

/**
 * GET /api/admin/activity?kind=all|product|category|registration|quote|message|settings&sku=12345678&page=N:
 * the audit log of admin writes, newest first, 25 a page (an AuditPage).
 */
export default adminRoute({
  GET: async ({ db, query }) => json(await listAudit(db, query(auditQuerySchema))),
});

export const config: Config = { path: '/api/admin/activity', method: 'GET' };
