import type { SiteSettingsInput } from '#lib/validation/site-settings';
import { adminRequest } from '../shared/admin-api.ts';

export interface StoredSiteSettings {
  maintenanceMode: boolean;
  maintenanceMessage: string;
}

/** The settings as stored (GET /api/admin/site-settings): not the public call, which the CDN keeps a minute. */
export const fetchSiteSettings = () => adminRequest<StoredSiteSettings>('/api/admin/site-settings');

/** The admin's switch (PUT /api/admin/site-settings); answers the settings as stored. */
export const saveSiteSettings = (input: SiteSettingsInput) => adminRequest<StoredSiteSettings>('/api/admin/site-settings', { method: 'PUT', body: input, once: true });
