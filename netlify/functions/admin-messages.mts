import type { Config } from '@netlify/functions';
import { messageStatusChangeSchema } from '#lib/inbox/status-change';
import { requireAdmin } from '#server/auth/guards';
import { db } from '#server/db/index';
import { parseBody } from '#server/http/body';
import { HttpError, notFound } from '#server/http/errors';
import { handler, json } from '#server/http/handler';
import { idFrom, pageFrom } from '#server/inbox/query';
import { changeMessageStatus, listMessages } from '#server/messages/service';

/** GET /api/admin/messages?page=N (the inbox) and PATCH /api/admin/messages/:id { status }. Admins only. */
export default handler(async (req, context) => {
  const database = await db();
  await requireAdmin(database, req);
  const rawId = context.params.id;
  if (req.method === 'GET' && rawId === undefined) return json(await listMessages(database, pageFrom(req)));
  if (req.method === 'PATCH' && rawId !== undefined) {
    const id = idFrom(rawId);
    if (id === null) throw notFound();
    const { status } = await parseBody(req, messageStatusChangeSchema);
    await changeMessageStatus(database, id, status);
    return json({ id, status });
  }
  throw new HttpError(405, 'method_not_allowed');
});

export const config: Config = { path: ['/api/admin/messages', '/api/admin/messages/:id'], method: ['GET', 'PATCH'] };
