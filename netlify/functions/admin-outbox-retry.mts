import type { Config } from '@netlify/functions';
import { adminRoute } from '#server/admin/route';
import { retryEmail } from '#server/admin/outbox/service';
import { nudgeOutbox } from '#server/email/nudge';
import { json } from '#server/http/handler';

/**
 * POST /api/admin/outbox/:id/retry (no body, an Idempotency-Key): queues a dead e-mail again
 * (audited) and has the sender try it at once; 409 `invalid_transition` for any other status.
 */
export default adminRoute({
  POST: async ({ db, admin, id, idempotencyKey, noInput, context }) => {
    const emailId = id();
    const key = idempotencyKey();
    await noInput();
    const item = await retryEmail(db, emailId, admin, key);
    nudgeOutbox(context, db);
    return json(item);
  },
});

export const config: Config = { path: '/api/admin/outbox/:id/retry', method: 'POST' };
