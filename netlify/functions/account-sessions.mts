import type { Config } from '@netlify/functions';
import { accountRoute } from '#server/account/route';
import { listDevices, signOutDevice, signOutOtherDevices } from '#server/account/devices';
import { signedOutResponse } from '#server/auth/session-response';
import { json } from '#server/http/handler';

/**
 * The devices signed in to the buyer's account. GET /api/account/sessions lists them;
 * DELETE /api/account/sessions signs out every other device (this one stays signed in);
 * DELETE /api/account/sessions/:id signs out that one (404 unless it is one of the buyer's own),
 * and clears this browser's cookies when it is this device.
 */
export default accountRoute({
  GET: async ({ db, customer }) => json({ devices: await listDevices(db, customer) }),
  DELETE: async ({ db, customer, params, noInput }) => {
    await noInput();
    if (params.id === undefined) return json(await signOutOtherDevices(db, customer));
    const { current } = await signOutDevice(db, customer, params.id);
    return current ? signedOutResponse(204) : new Response(null, { status: 204 });
  },
});

export const config: Config = { path: ['/api/account/sessions', '/api/account/sessions/:id'], method: ['GET', 'DELETE'] };
