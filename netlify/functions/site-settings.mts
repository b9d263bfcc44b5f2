import type { Config } from '@netlify/functions';
import { handler, json } from '#server/http/handler';
import { db } from '#server/db/index';

// Placeholder removed by the foundation work: returns the real row.
export default handler(async () => {
  const row = await (await db()).selectFrom('site_settings').select(['maintenance_mode', 'maintenance_message']).executeTakeFirst();
  return json({ maintenanceMode: row?.maintenance_mode ?? false, maintenanceMessage: row?.maintenance_message ?? '' }, { cache: 'public' });
});

export const config: Config = { path: '/api/site-settings', method: 'GET' };
