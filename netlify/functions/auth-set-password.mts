import type { Config } from '@netlify/functions';
import { setPasswordSchema, type PasswordSetAnswer } from '#lib/user-tokens';
import { db } from '#server/db/index';
import { handler, json } from '#server/http/handler';
import { nudgeOutbox } from '#server/email/nudge';
import { parseBody } from '#server/http/body';
import { sessionResponse } from '#server/auth/session-response';
import { setPasswordByLink } from '#server/auth/set-password';

/**
 * POST /api/auth/set-password `{ token, password, confirmPassword }`: sets the password of a
 * set-password link's account (SPEC §5 rules). An invitation signs the new administrator in,
 * answering like a sign-in; a password reset answers `{ status: 'password_set' }` and the owner
 * signs in with the new password (two-step sign-in included). The link then stops working. 404 `link_invalid`, 410 `link_expired` or `link_used`.
 */
export default handler(async (req, context) => {
  const database = await db();
  const input = await parseBody(req, setPasswordSchema);
  const { session } = await setPasswordByLink(database, input);
  // A reset queued the "password changed" e-mail.
  nudgeOutbox(context, database);
  if (session) return sessionResponse(database, session);
  return json({ status: 'password_set' } satisfies PasswordSetAnswer);
});

export const config: Config = { path: '/api/auth/set-password', method: 'POST' };
