import type { Config } from '@netlify/functions';
import { registrationChangeSchema } from '#lib/validation/registration-admin';
import { adminRoute } from '#server/admin/route';
import { json } from '#server/http/handler';
import { changeRegistration, registrationIdFrom } from '#server/admin/registrations/service';

/**
 * PATCH /api/admin/registrations/:userId: approve with a class, reject, reset to pending, or
 * re-class. A repeat with the same Idempotency-Key changes nothing and answers with the registration.
 */
export default adminRoute({
  PATCH: async ({ db, admin, params, idempotencyKey, body }) => {
    const userId = registrationIdFrom(params.userId);
    const key = idempotencyKey();
    const change = await body(registrationChangeSchema);
    return json({ registration: await changeRegistration(db, userId, change, admin, { idempotencyKey: key }) });
  },
});

export const config: Config = { path: '/api/admin/registrations/:userId', method: 'PATCH' };
