import type { Database } from '../db/index.ts';
import { findSiteSettings } from './repository.ts';

/** What every page reads on load, and what the admin form writes (src/server/admin/settings). */
export interface SiteSettings {
  maintenanceMode: boolean;
  maintenanceMessage: string;
  updatedAt: string | null;
}

export const DEFAULT_SITE_SETTINGS: SiteSettings = { maintenanceMode: false, maintenanceMessage: '', updatedAt: null };

export function toSiteSettings(row: { maintenance_mode: boolean; maintenance_message: string; updated_at: Date }): SiteSettings {
  return { maintenanceMode: row.maintenance_mode, maintenanceMessage: row.maintenance_message, updatedAt: row.updated_at.toISOString() };
}

export async function getSiteSettings(db: Database): Promise<SiteSettings> {
  const row = await findSiteSettings(db);
  return row ? toSiteSettings(row) : DEFAULT_SITE_SETTINGS;
}
