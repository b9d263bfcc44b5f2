import type { Config } from '@netlify/functions';
import { profileUpdateSchema } from '#lib/account/profile';
import { accountRoute } from '#server/account/route';
import { readProfile, updateProfile } from '#server/account/profile';
import { json } from '#server/http/handler';

/**
 * GET /api/account/profile: the signed-in buyer's details. PATCH: their contact person, phone and
 * city, with the version they were read at (409 version_conflict when another device saved first).
 */
export default accountRoute({
  GET: async ({ db, customer }) => json(await readProfile(db, customer.userId)),
  PATCH: async ({ db, customer, body }) => json(await updateProfile(db, customer, await body(profileUpdateSchema))),
});

export const config: Config = { path: '/api/account/profile', method: ['GET', 'PATCH'] };
