import type { SiteSettingsInput } from '#lib/validation/site-settings';
import type { Database } from '../../db/index.ts';
import { DEFAULT_SITE_SETTINGS, toSiteSettings, type SiteSettings } from '../../site-settings/service.ts';
import { recordAudit, type AuditActor } from '../audit.ts';
import { lockSiteSettings, upsertSiteSettings } from './repository.ts';

/** The admin's maintenance switch and message, logged with what they replaced. */
export async function updateSiteSettings(db: Database, input: SiteSettingsInput, actor: AuditActor): Promise<SiteSettings> {
  return db.transaction().execute(async (tx) => {
    const current = await lockSiteSettings(tx);
    const row = await upsertSiteSettings(tx, { maintenance_mode: input.maintenanceMode, maintenance_message: input.maintenanceMessage });
    const saved = toSiteSettings(row);
    const before = current
      ? { maintenanceMode: current.maintenance_mode, maintenanceMessage: current.maintenance_message }
      : { maintenanceMode: DEFAULT_SITE_SETTINGS.maintenanceMode, maintenanceMessage: DEFAULT_SITE_SETTINGS.maintenanceMessage };
    await recordAudit(tx, actor, {
      action: 'settings.update',
      entity: 'settings',
      entityId: 'site',
      before,
      after: { maintenanceMode: saved.maintenanceMode, maintenanceMessage: saved.maintenanceMessage },
    });
    return saved;
  });
}
