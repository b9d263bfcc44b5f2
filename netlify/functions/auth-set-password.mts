import type { Config } from '@netlify/functions';
import { setPasswordSchema } from '#lib/user-tokens';
import { db } from '#server/db/index';
import { handler } from '#server/http/handler';
import { parseBody } from '#server/http/body';
import { sessionResponse } from '#server/auth/session-response';
import { setPasswordByLink } from '#server/auth/set-password';

/**
 * POST /api/auth/set-password `{ token, password, confirmPassword }`: sets the password of a
 * set-password link's account (SPEC §5 rules) and signs it in, answering like a sign-in. The link
 * then stops working. 404 `link_invalid`, 410 `link_expired` or `link_used`.
 */
export default handler(async (req) => {
  const database = await db();
  const input = await parseBody(req, setPasswordSchema);
  return sessionResponse(database, await setPasswordByLink(database, input));
});

export const config: Config = { path: '/api/auth/set-password', method: 'POST' };
