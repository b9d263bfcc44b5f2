import type { Config } from '@netlify/functions';
import { passwordLinkSchema } from '#lib/user-tokens';
import { db } from '#server/db/index';
import { handler, json } from '#server/http/handler';
import { parseBody } from '#server/http/body';
import { passwordLinkInfo } from '#server/auth/set-password';

/**
 * POST /api/auth/password-link `{ token }`: what a set-password link is for and whose account it
 * sets (the token travels in a body, not in a URL that logs keep). 404 `link_invalid`,
 * 410 `link_expired` or `link_used` otherwise.
 */
export default handler(async (req) => {
  const { token } = await parseBody(req, passwordLinkSchema);
  return json(await passwordLinkInfo(await db(), token));
});

export const config: Config = { path: '/api/auth/password-link', method: 'POST' };
