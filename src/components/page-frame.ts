import { isMaintenanceExempt } from '#lib/maintenance';
import { isAdminPath } from '#lib/admin/sections';
import { isCataloguePath } from '#lib/catalogue-url';
import { MAINTENANCE_PENDING_SCRIPT } from '../features/maintenance/maintenance-pending-script.ts';
import { SEND_SETTINGS_REQUEST_SCRIPT } from '../features/company/public-settings.ts';

/** What a page carries around its content (SiteShell.astro), by its locale-free path. */
export interface PageFrame {
  /** Behind the maintenance gate: every page but those that stay reachable during maintenance. */
  gated: boolean;
  /** The catalogue pages also show the floating custom-quote button (SPEC §2 "Catalogue"). */
  onCatalogue: boolean;
  /**
   * Admin screens have their own sticky actions, and the chat is for buyers (issue 20). They are
   * rendered for each request, never cached, with the company's details as stored: nothing to
   * refresh (a pre-rendered or cached page shows the current ones once the settings call answers,
   * ADR 0024).
   */
  onAdmin: boolean;
  /** The inline script of the page's <head> for the settings call, if the page makes it. */
  settingsScript: string | null;
}

export function pageFrame(path: string): PageFrame {
  const gated = !isMaintenanceExempt(path);
  const onAdmin = isAdminPath(path);
  return {
    gated,
    onCatalogue: isCataloguePath(path),
    onAdmin,
    settingsScript: gated ? MAINTENANCE_PENDING_SCRIPT : onAdmin ? null : SEND_SETTINGS_REQUEST_SCRIPT,
  };
}
