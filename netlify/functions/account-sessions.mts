import type { Config } from '@netlify/functions';
import { accountRoute } from '#server/account/route';
import { listDevices, signOutOtherDevices } from '#server/account/devices';
import { json } from '#server/http/handler';

/**
 * The devices signed in to the buyer's account. GET /api/account/sessions lists them;
 * DELETE /api/account/sessions signs out every other device (this one stays signed in).
 */
export default accountRoute({
  GET: async ({ db, customer }) => json({ devices: await listDevices(db, customer) }),
  DELETE: async ({ db, customer, noInput }) => {
    await noInput();
    return json(await signOutOtherDevices(db, customer));
  },
});

export const config: Config = { path: '/api/account/sessions', method: ['GET', 'DELETE'] };
