import type { Config } from '@netlify/functions';
import { passwordChangeSchema } from '#lib/admin/administrators';
import { accountRoute } from '#server/account/route';
import { changePassword } from '#server/auth/change-password';
import { nudgeOutbox } from '#server/email/nudge';
import { json } from '#server/http/handler';

/**
 * POST /api/account/password `{ currentPassword, newPassword, confirmPassword }`: the buyer's own
 * password (the administrators' change, shared). Their other devices are signed out; this one
 * stays; the buyer is e-mailed that it changed.
 */
export default accountRoute({
  POST: async ({ db, customer, idempotencyKey, body, context }) => {
    const key = idempotencyKey();
    const who = { email: customer.email };
    await changePassword(db, customer, await body(passwordChangeSchema), { idempotencyKey: key, audit: { action: 'registration.password', entity: 'registration', before: who, after: who } });
    nudgeOutbox(context, db);
    return json({ changed: true });
  },
});

export const config: Config = { path: '/api/account/password', method: 'POST' };
