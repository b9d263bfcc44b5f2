import type { SiteSettingsInput } from '#lib/validation/site-settings';
import type { Database } from '../../db/index.ts';
import { toSiteSettings, type SiteSettings } from '../../site-settings/service.ts';
import { upsertSiteSettings } from './repository.ts';

/** The admin's maintenance switch and message. */
export async function updateSiteSettings(db: Database, input: SiteSettingsInput): Promise<SiteSettings> {
  const row = await upsertSiteSettings(db, { maintenance_mode: input.maintenanceMode, maintenance_message: input.maintenanceMessage });
  return toSiteSettings(row);
}
