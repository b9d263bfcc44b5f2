import type { Config } from '@netlify/functions';
import { passwordChangeSchema } from '#lib/admin/administrators';
import { adminRoute } from '#server/admin/route';
import { json } from '#server/http/handler';
import { nudgeOutbox } from '#server/email/nudge';
import { changeOwnPassword } from '#server/admin/administrators/service';

/**
 * POST /api/admin/account/password `{ currentPassword, newPassword, confirmPassword }`: the
 * signed-in administrator's own password. Their other sessions end; this one stays; they are
 * e-mailed that it changed.
 */
export default adminRoute({
  POST: async ({ db, admin, idempotencyKey, body, context }) => {
    const key = idempotencyKey();
    await changeOwnPassword(db, admin, await body(passwordChangeSchema), { idempotencyKey: key });
    nudgeOutbox(context, db);
    return json({ changed: true });
  },
});

export const config: Config = { path: '/api/admin/account/password', method: 'POST' };
