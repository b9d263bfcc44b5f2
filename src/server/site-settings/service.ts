import type { SiteSettingsInput } from '#lib/validation/site-settings';
import type { Database } from '../db/index.ts';
import { findSiteSettings, upsertSiteSettings } from './repository.ts';

/** What every page reads on load, and what the admin form writes. */
export interface SiteSettings {
  maintenanceMode: boolean;
  maintenanceMessage: string;
  updatedAt: string | null;
}

const DEFAULTS: SiteSettings = { maintenanceMode: false, maintenanceMessage: '', updatedAt: null };

function toSiteSettings(row: { maintenance_mode: boolean; maintenance_message: string; updated_at: Date }): SiteSettings {
  return { maintenanceMode: row.maintenance_mode, maintenanceMessage: row.maintenance_message, updatedAt: row.updated_at.toISOString() };
}

export async function getSiteSettings(db: Database): Promise<SiteSettings> {
  const row = await findSiteSettings(db);
  return row ? toSiteSettings(row) : DEFAULTS;
}

export async function updateSiteSettings(db: Database, input: SiteSettingsInput): Promise<SiteSettings> {
  const row = await upsertSiteSettings(db, { maintenance_mode: input.maintenanceMode, maintenance_message: input.maintenanceMessage });
  return toSiteSettings(row);
}
