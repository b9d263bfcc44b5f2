import type { Config } from '@netlify/functions';
import { adminRoute } from '#server/admin/route';
import { json } from '#server/http/handler';
import { administratorIdFrom, removeAdministrator } from '#server/admin/administrators/service';

/**
 * DELETE /api/admin/administrators/:userId: removes an administrator and ends their sessions;
 * never oneself (409 `cannot_remove_self`) nor the last who can sign in (409 `last_administrator`).
 */
export default adminRoute({
  DELETE: async ({ db, admin, params, idempotencyKey, noInput }) => {
    const userId = administratorIdFrom(params.userId);
    const key = idempotencyKey();
    await noInput();
    return json(await removeAdministrator(db, admin, userId, { idempotencyKey: key }));
  },
});

export const config: Config = { path: '/api/admin/administrators/:userId', method: 'DELETE' };
