import type { Config } from '@netlify/functions';
import { accountRoute } from '#server/account/route';
import { signOutDevice } from '#server/account/devices';
import { signedOutResponse } from '#server/auth/session-response';

/**
 * DELETE /api/account/sessions/:id: signs out one of the buyer's devices (404 unless the session
 * is the buyer's own); when it is this device, the answer also clears this browser's cookies.
 */
export default accountRoute({
  DELETE: async ({ db, customer, params, noInput }) => {
    await noInput();
    const { current } = await signOutDevice(db, customer, params.id);
    return current ? signedOutResponse(204) : new Response(null, { status: 204 });
  },
});

export const config: Config = { path: '/api/account/sessions/:id', method: 'DELETE' };
