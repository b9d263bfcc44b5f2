import type { Config } from '@netlify/functions';
import { auditQuerySchema } from '#lib/admin/audit';
import { requireAdmin } from '#server/auth/guards';
import { listAudit } from '#server/admin/audit';
import { db } from '#server/db/index';
import { validate } from '#server/http/body';
import { handler, json } from '#server/http/handler';

/**
 * GET /api/admin/activity?kind=all|product|category|registration|quote|message|settings&sku=12345678&page=N:
 * the audit log of admin writes, newest first, 25 a page (an AuditPage). Admins only.
 */
export default handler(async (req) => {
  const database = await db();
  await requireAdmin(database, req);
  const query = validate(auditQuerySchema, Object.fromEntries(new URL(req.url).searchParams));
  return json(await listAudit(database, query));
});

export const config: Config = { path: '/api/admin/activity', method: 'GET' };
