import type { SiteSettingsInput } from '#lib/validation/site-settings';
import { adminRequest } from '../shared/admin-api.ts';

export interface StoredSiteSettings {
  maintenanceMode: boolean;
  maintenanceMessage: string;
}

/** What every page reads (GET /api/site-settings), fetched past the browser's cache. */
export const fetchSiteSettings = () => adminRequest<StoredSiteSettings>('/api/site-settings');

/** The admin's switch (PUT /api/admin/site-settings); answers the settings as stored. */
export const saveSiteSettings = (input: SiteSettingsInput) => adminRequest<StoredSiteSettings>('/api/admin/site-settings', { method: 'PUT', body: input });
