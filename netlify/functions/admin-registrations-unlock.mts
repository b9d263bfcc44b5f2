import type { Config } from '@netlify/functions';
import { adminRoute } from '#server/admin/route';
import { json } from '#server/http/handler';
import { registrationIdFrom } from '#server/admin/registrations/service';
import { unlockSignIn } from '#server/admin/registrations/unlock';

/** POST /api/admin/registrations/:userId/unlock: clears the account's failed sign-ins (audited). */
export default adminRoute({
  POST: async ({ db, admin, params, noInput }) => {
    const userId = registrationIdFrom(params.userId);
    await noInput();
    await unlockSignIn(db, admin, userId);
    return json({ userId, signInLocked: false });
  },
});

export const config: Config = { path: '/api/admin/registrations/:userId/unlock', method: 'POST' };
