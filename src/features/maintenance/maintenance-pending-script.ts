import { MAINTENANCE_STATE_KEY } from '#lib/maintenance';

/**
 * Run inline by MaintenanceGate.astro before the page paints: while the tab last saw maintenance
 * on, the page stays hidden behind the spinner until the check answers (ADR 0003). A string, so
 * the build can hash it for the Content-Security-Policy (src/integrations/csp.ts).
 */
export const MAINTENANCE_PENDING_SCRIPT = `try {
  if (sessionStorage.getItem(${JSON.stringify(MAINTENANCE_STATE_KEY)}) === 'on') document.documentElement.dataset.maintenance = 'pending';
} catch (e) {
  /* storage blocked: the check below still runs */
}`;
