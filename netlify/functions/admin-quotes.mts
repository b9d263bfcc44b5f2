import type { Config } from '@netlify/functions';
import { quoteStatusChangeSchema } from '#lib/inbox/status-change';
import { quoteInboxQuerySchema } from '#lib/inbox/query';
import { inboxEndpoint } from '#server/admin/inbox/endpoint';
import { finishQuote, listQuotes } from '#server/admin/quotes/service';

/** GET /api/admin/quotes?q=&status=&from=&to=&page= (the inbox) and PATCH /api/admin/quotes/:id { status: 'finished' }. Admins only. */
export default inboxEndpoint({ querySchema: quoteInboxQuerySchema, list: listQuotes, statusSchema: quoteStatusChangeSchema, changeStatus: (db, id, _status, admin, key) => finishQuote(db, id, admin, key) });

export const config: Config = { path: ['/api/admin/quotes', '/api/admin/quotes/:id'], method: ['GET', 'PATCH'] };
