import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { db } from '#server/db/index';
import { handler, json } from '#server/http/handler';
import { notFound } from '#server/http/errors';
import { requireAdmin } from '#server/auth/guards';
import { expectNoInput } from '#server/auth/no-input';
import { unlockSignIn } from '#server/auth/sign-in-unlock';

const userIdParam = z.uuid();

/** POST /api/admin/registrations/:userId/unlock: clears the account's failed sign-ins (admins only, audited). */
export default handler(async (req, context) => {
  const database = await db();
  const admin = await requireAdmin(database, req);
  const userId = userIdParam.safeParse(context.params.userId);
  if (!userId.success) throw notFound('registration_not_found');
  await expectNoInput(req);
  await unlockSignIn(database, admin, userId.data);
  return json({ userId: userId.data, signInLocked: false });
});

export const config: Config = { path: '/api/admin/registrations/:userId/unlock', method: 'POST' };
