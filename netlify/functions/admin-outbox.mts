import type { Config } from '@netlify/functions';
import { outboxQuerySchema } from '#lib/admin/outbox';
import { adminRoute } from '#server/admin/route';
import { listOutbox, outboxMessage } from '#server/admin/outbox/service';
import { json } from '#server/http/handler';

/**
 * GET /api/admin/outbox?status=all|queued|sending|sent|dead&page=N: every e-mail the shop queued,
 * newest first, 25 a page, with the count of each status (an OutboxPage).
 * GET /api/admin/outbox/:id: one e-mail with its plain text and attachments (an OutboxMessage).
 */
export default adminRoute({
  GET: async ({ db, params, id, query }) => {
    if (params.id !== undefined) return json(await outboxMessage(db, id()));
    return json(await listOutbox(db, query(outboxQuerySchema)));
  },
});

export const config: Config = { path: ['/api/admin/outbox', '/api/admin/outbox/:id'], method: 'GET' };
