import type { Config } from '@netlify/functions';
import { messageStatusChangeSchema } from '#lib/inbox/status-change';
import { messageInboxQuerySchema } from '#lib/inbox/query';
import { inboxEndpoint } from '#server/admin/inbox/endpoint';
import { changeMessageStatus, listMessages } from '#server/admin/messages/service';

/** GET /api/admin/messages?q=&status=&from=&to=&page= (the inbox) and PATCH /api/admin/messages/:id { status: 'read' | 'archived' }. Admins only. */
export default inboxEndpoint({ querySchema: messageInboxQuerySchema, list: listMessages, statusSchema: messageStatusChangeSchema, changeStatus: changeMessageStatus });

export const config: Config = { path: ['/api/admin/messages', '/api/admin/messages/:id'], method: ['GET', 'PATCH'] };
