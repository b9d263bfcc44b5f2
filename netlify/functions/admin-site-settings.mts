import type { Config } from '@netlify/functions';
import { siteSettingsSchema } from '#lib/validation/site-settings';
import { adminRoute } from '#server/admin/route';
import { json } from '#server/http/handler';
import { updateSiteSettings } from '#server/admin/settings/service';
import { getSiteSettings } from '#server/site-settings/service';

/**
 * GET: the settings as stored, never cached (the settings screen must not show the public call's
 * CDN copy, up to a minute old). PUT: switches maintenance mode and its message; a repeat with the
 * same Idempotency-Key logs nothing more.
 */
export default adminRoute({
  GET: async ({ db }) => json(await getSiteSettings(db)),
  PUT: async ({ db, admin, idempotencyKey, body }) => {
    const key = idempotencyKey();
    return json(await updateSiteSettings(db, await body(siteSettingsSchema), admin, key));
  },
});

export const config: Config = { path: '/api/admin/site-settings', method: ['GET', 'PUT'] };
