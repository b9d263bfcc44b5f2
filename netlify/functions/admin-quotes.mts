import type { Config } from '@netlify/functions';
import { quoteStatusChangeSchema } from '#lib/inbox/status-change';
import { requireAdmin } from '#server/auth/guards';
import { db } from '#server/db/index';
import { parseBody } from '#server/http/body';
import { HttpError, notFound } from '#server/http/errors';
import { handler, json } from '#server/http/handler';
import { idFrom, pageFrom } from '#server/inbox/query';
import { finishQuote, listQuotes } from '#server/quotes/admin-quotes';

/** GET /api/admin/quotes?page=N (the inbox) and PATCH /api/admin/quotes/:id { status: 'finished' }. Admins only. */
export default handler(async (req, context) => {
  const database = await db();
  await requireAdmin(database, req);
  const rawId = context.params.id;
  if (req.method === 'GET' && rawId === undefined) return json(await listQuotes(database, pageFrom(req)));
  if (req.method === 'PATCH' && rawId !== undefined) {
    const id = idFrom(rawId);
    if (id === null) throw notFound();
    const { status } = await parseBody(req, quoteStatusChangeSchema);
    await finishQuote(database, id);
    return json({ id, status });
  }
  throw new HttpError(405, 'method_not_allowed');
});

export const config: Config = { path: ['/api/admin/quotes', '/api/admin/quotes/:id'], method: ['GET', 'PATCH'] };
