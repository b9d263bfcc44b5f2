import type { Config } from '@netlify/functions';
import { adminRoute } from '#server/admin/route';
import { json } from '#server/http/handler';
import { administratorIdFrom, renewSetupLink } from '#server/admin/administrators/service';

/**
 * POST /api/admin/administrators/:userId/setup-link: a new setup link for an administrator who
 * has not set a password yet (the earlier one stops working); answered once, 201.
 */
export default adminRoute({
  POST: async ({ db, admin, params, noInput }) => {
    const userId = administratorIdFrom(params.userId);
    await noInput();
    return json(await renewSetupLink(db, admin, userId), { status: 201 });
  },
});

export const config: Config = { path: '/api/admin/administrators/:userId/setup-link', method: 'POST' };
