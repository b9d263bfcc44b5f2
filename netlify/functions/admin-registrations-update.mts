import type { Config } from '@netlify/functions';
import { registrationChangeSchema } from '#lib/validation/registration-admin';
import { adminRoute } from '#server/admin/route';
import { json } from '#server/http/handler';
import { nudgeOutbox } from '#server/email/nudge';
import { changeRegistration, deleteRegistration, registrationIdFrom } from '#server/admin/registrations/service';

/**
 * PATCH /api/admin/registrations/:userId: approve with a class, reject (with a reason, if any),
 * reset to pending, or re-class. An approval or a rejection e-mails the buyer, in their language. DELETE: remove a pending or rejected registration as spam (409
 * for an approved one, 404 once gone). A repeat with the same Idempotency-Key changes nothing and
 * answers like the first time.
 */
export default adminRoute({
  PATCH: async ({ db, admin, params, idempotencyKey, body, context }) => {
    const userId = registrationIdFrom(params.userId);
    const key = idempotencyKey();
    const change = await body(registrationChangeSchema);
    const registration = await changeRegistration(db, userId, change, admin, { idempotencyKey: key });
    // An approval or a rejection queued the buyer's e-mail: send it now rather than at the next run.
    nudgeOutbox(context, db);
    return json({ registration });
  },
  DELETE: async ({ db, admin, params, idempotencyKey, noInput }) => {
    const userId = registrationIdFrom(params.userId);
    const key = idempotencyKey();
    await noInput();
    return json(await deleteRegistration(db, userId, admin, { idempotencyKey: key }));
  },
});

export const config: Config = { path: '/api/admin/registrations/:userId', method: ['PATCH', 'DELETE'] };
