import type { Config } from '@netlify/functions';
import { handler, json } from '#server/http/handler';
import { cacheTagHeaders, SITE_SETTINGS_TAG } from '#server/http/cache-tags';
import { db } from '#server/db/index';
import { getSiteSettings } from '#server/site-settings/service';
import { getCompanyDetails, publicCompanyDetails } from '#server/company/service';

/**
 * Read by every public page on load: the maintenance gate (ADR 0003) and the company details the
 * page shows (ADR 0024: pre-rendered pages were built with the first ones). Shared by all visitors,
 * so the CDN keeps it for 60 s and no longer, and forgets it as soon as the admin saves either.
 */
const SITE_SETTINGS_CDN_CACHE = 'public, durable, s-maxage=60';

export default handler(async () => {
  const database = await db();
  const [{ maintenanceMode, maintenanceMessage }, company] = await Promise.all([getSiteSettings(database), getCompanyDetails(database)]);
  const response = json({ maintenanceMode, maintenanceMessage, company: publicCompanyDetails(company) }, { cache: 'public', headers: cacheTagHeaders([SITE_SETTINGS_TAG]) });
  // No stale-while-revalidate here: a stale answer could outlive the 60 s promise.
  response.headers.set('Netlify-CDN-Cache-Control', SITE_SETTINGS_CDN_CACHE);
  return response;
});

export const config: Config = { path: '/api/site-settings', method: 'GET' };
