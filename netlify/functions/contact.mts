import type { Config } from '@netlify/functions';
import { contactMessageSchema } from '#lib/validation/contact';
import { db } from '#server/db/index';
import { parseBody } from '#server/http/body';
import { clientIp } from '#server/http/client-ip';
import { handler, json } from '#server/http/handler';
import { submitMessage } from '#server/messages/service';

/** POST /api/contact: a message from the contact form. */
export default handler(async (req, context) => {
  const input = await parseBody(req, contactMessageSchema);
  const message = await submitMessage(await db(), input, { ip: clientIp(req, context) });
  return json({ id: message.id }, { status: 201 });
});

export const config: Config = { path: '/api/contact', method: 'POST' };
