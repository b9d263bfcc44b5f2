import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { db } from '#server/db/index';
import { handler, json } from '#server/http/handler';
import { parseBody } from '#server/http/body';
import { notFound } from '#server/http/errors';
import { requireAdmin } from '#server/auth/guards';
import { changeRegistration } from '#server/admin/registrations/service';
import { idempotencyKeyOf } from '#server/idempotency/request';
import { registrationChangeSchema } from '#lib/validation/registration-admin';

const userIdParam = z.uuid();

/**
 * PATCH /api/admin/registrations/:userId: approve with a class, reject, reset to pending, or
 * re-class. A repeat with the same Idempotency-Key changes nothing and answers with the registration.
 */
export default handler(async (req, context) => {
  const database = await db();
  const admin = await requireAdmin(database, req);
  const userId = userIdParam.safeParse(context.params.userId);
  if (!userId.success) throw notFound('registration_not_found');
  const idempotencyKey = idempotencyKeyOf(req);
  const change = await parseBody(req, registrationChangeSchema);
  return json({ registration: await changeRegistration(database, userId.data, change, admin, { idempotencyKey }) });
});

export const config: Config = { path: '/api/admin/registrations/:userId', method: 'PATCH' };
