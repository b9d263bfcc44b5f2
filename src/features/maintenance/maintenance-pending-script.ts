import { MAINTENANCE_STATE_KEY } from '#lib/maintenance';
import { SEND_SETTINGS_REQUEST_SCRIPT } from '../company/public-settings.ts';

/**
 * The head script of a page behind the maintenance gate (Layout.astro): it sends the settings
 * request the gate reads, and while the tab last saw maintenance on, it hides the page behind the
 * spinner before anything paints, until the check answers (ADR 0003). Storage may be blocked: the
 * check still runs. A string, so the build can hash it for the Content-Security-Policy
 * (src/integrations/csp.ts).
 */
export const MAINTENANCE_PENDING_SCRIPT = `${SEND_SETTINGS_REQUEST_SCRIPT}try{if(sessionStorage.getItem(${JSON.stringify(MAINTENANCE_STATE_KEY)})==="on")document.documentElement.dataset.maintenance="pending"}catch(e){}`;
