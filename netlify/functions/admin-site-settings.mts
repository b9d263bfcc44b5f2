import type { Config } from '@netlify/functions';
import { handler, json } from '#server/http/handler';
import { parseBody } from '#server/http/body';
import { db } from '#server/db/index';
import { requireAdmin } from '#server/auth/guards';
import { updateSiteSettings } from '#server/admin/settings/service';
import { getSiteSettings } from '#server/site-settings/service';
import { idempotencyKeyOf } from '#server/idempotency/request';
import { siteSettingsSchema } from '#lib/validation/site-settings';

/**
 * GET: the settings as stored, never cached (the settings screen must not show the public call's
 * CDN copy, up to a minute old). PUT: switches maintenance mode and its message; a repeat with the
 * same Idempotency-Key logs nothing more. Admins only.
 */
export default handler(async (req) => {
  const database = await db();
  const admin = await requireAdmin(database, req);
  if (req.method === 'GET') return json(await getSiteSettings(database));
  const idempotencyKey = idempotencyKeyOf(req);
  const input = await parseBody(req, siteSettingsSchema);
  return json(await updateSiteSettings(database, input, admin, idempotencyKey));
});

export const config: Config = { path: '/api/admin/site-settings', method: ['GET', 'PUT'] };
