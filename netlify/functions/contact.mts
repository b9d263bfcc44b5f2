import type { Config } from '@netlify/functions';
import { contactMessageSchema } from '#lib/validation/contact';
import { db } from '#server/db/index';
import { parseBody } from '#server/http/body';
import { clientIp } from '#server/http/client-ip';
import { handler, json } from '#server/http/handler';
import { submitMessageOnce } from '#server/messages/service';
import { messageLimitPerIp } from '#server/messages/rate-limits';
import { refuseAddressOverLimit } from '#server/rate-limit-guard';
import { idempotencyKeyOf } from '#server/idempotency/request';
import { requestOwner } from '#server/account/owner';
import { nudgeOutbox } from '#server/email/nudge';

/**
 * POST /api/contact: a message from the contact form. With an Idempotency-Key, a repeat gets the
 * first answer. An address over its limit is refused before the body is read. A signed-in buyer's
 * message is theirs (their account lists it), by the session alone.
 */
export default handler(async (req, context) => {
  const idempotencyKey = idempotencyKeyOf(req);
  const database = await db();
  const ip = clientIp(req, context);
  await refuseAddressOverLimit(database, messageLimitPerIp(), ip, { table: 'messages', idempotencyKey });
  const input = await parseBody(req, contactMessageSchema);
  const userId = await requestOwner(database, req);
  const message = await submitMessageOnce(database, input, { ip, idempotencyKey, userId });
  nudgeOutbox(context, database);
  return json({ id: message.id }, { status: 201 });
});

export const config: Config = { path: '/api/contact', method: 'POST' };
