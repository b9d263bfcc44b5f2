import type { Config } from '@netlify/functions';
import { db } from '#server/db/index';
import { handler, json } from '#server/http/handler';
import { parseBody } from '#server/http/body';
import { clientIp } from '#server/http/client-ip';
import { conflict, HttpError, tooManyRequests } from '#server/http/errors';
import { getSiteSettings } from '#server/site-settings/service';
import { registerBusinessOnce, registrationLimit } from '#server/accounts/registration';
import { refuseAddressOverLimit } from '#server/rate-limit-guard';
import { idempotencyKeyOf } from '#server/idempotency/request';
import { nudgeOutbox } from '#server/email/nudge';
import { registrationSchema } from '#lib/validation/registration';

/**
 * POST /api/auth/register: a business registration, pending until an administrator approves it.
 * 201 without a session; 409 `email_taken`; 429 `registration_limited` with Retry-After. With an
 * Idempotency-Key, a repeat of a registration that went through answers 201 again.
 */
export default handler(async (req, context) => {
  const idempotencyKey = idempotencyKeyOf(req);
  const database = await db();
  const ip = clientIp(req, context);
  // Nobody new is taken in while the shop is closed (issue 20); the admin can still sign in.
  if ((await getSiteSettings(database)).maintenanceMode) throw new HttpError(503, 'under_maintenance');
  // An address over its limit is refused before the body is read.
  await refuseAddressOverLimit(database, registrationLimit(), ip, { table: 'users', idempotencyKey, code: 'registration_limited' });
  const input = await parseBody(req, registrationSchema);
  const result = await registerBusinessOnce(database, input, ip, idempotencyKey);
  if (result.outcome === 'email_taken') throw conflict('email_taken');
  if (result.outcome === 'rate_limited') throw tooManyRequests(result.retryAfterSeconds, 'registration_limited');
  nudgeOutbox(context, database);
  return json({ status: 'pending' }, { status: 201 });
});

export const config: Config = { path: '/api/auth/register', method: 'POST' };
