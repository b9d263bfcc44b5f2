import type { SiteSettingsInput } from '#lib/validation/site-settings';
import type { Database } from '../../db/index.ts';
import { DEFAULT_SITE_SETTINGS, getSiteSettings, toSiteSettings, type SiteSettings } from '../../site-settings/service.ts';
import type { AuditActor } from '../audit.ts';
import { adminWrite } from '../write.ts';
import { SITE_SETTINGS_TAG } from '../../http/cache-tags.ts';
import { lockSiteSettings, upsertSiteSettings } from './repository.ts';

/**
 * The admin's maintenance switch and message, logged with what they replaced. A repeat with the
 * same idempotency key logs nothing more and answers with the settings as they are.
 */
export async function updateSiteSettings(db: Database, input: SiteSettingsInput, actor: AuditActor, idempotencyKey: string | null = null): Promise<SiteSettings> {
  return adminWrite(db, actor, {
    key: idempotencyKey,
    content: { settings: input },
    replayed: () => getSiteSettings(db),
    change: async (tx) => {
      const current = await lockSiteSettings(tx);
      const row = await upsertSiteSettings(tx, { maintenance_mode: input.maintenanceMode, maintenance_message: input.maintenanceMessage });
      const saved = toSiteSettings(row);
      const before = current
        ? { maintenanceMode: current.maintenance_mode, maintenanceMessage: current.maintenance_message }
        : { maintenanceMode: DEFAULT_SITE_SETTINGS.maintenanceMode, maintenanceMessage: DEFAULT_SITE_SETTINGS.maintenanceMessage };
      return {
        result: saved,
        audit: { action: 'settings.update', entity: 'settings', entityId: 'site', before, after: { maintenanceMode: saved.maintenanceMode, maintenanceMessage: saved.maintenanceMessage } },
        purge: [SITE_SETTINGS_TAG],
      };
    },
  });
}
