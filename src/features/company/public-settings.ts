import type { CompanyDetails } from '#lib/company';

/** What GET /api/site-settings answers every page (ADR 0003, ADR 0024). */
export interface PublicSiteSettings {
  maintenanceMode: boolean;
  maintenanceMessage: string;
  /** Absent from an older server's answer: the page then keeps what it was built with. */
  company?: CompanyDetails;
}

const SETTINGS_URL = '/api/site-settings';
const SHARED = Symbol.for('liftparts.public-site-settings');
const SENT = Symbol.for('liftparts.site-settings-request');
type Holder = { [SHARED]?: Promise<PublicSiteSettings>; [SENT]?: Promise<Response> };

/**
 * Sends the request from the page's <head>, inline (Layout.astro): sent by the site's script, it
 * left three imports after the page (the script's entry, the shared file, Rolldown's runtime), and
 * a phone on a slow network painted a page's photo only once that chain had ended (issue 25). The
 * empty catch marks a failure as handled until publicSiteSettings() reads it. A string, so the
 * build can hash it for the Content-Security-Policy (src/integrations/csp.ts).
 */
export const SEND_SETTINGS_REQUEST_SCRIPT = `(window[Symbol.for(${JSON.stringify(SENT.description)})]=fetch(${JSON.stringify(SETTINGS_URL)})).catch(function(){});`;

/**
 * One request per page, whoever asks first (the maintenance gate, the company details): the one
 * the page's head sent, or a new one on a page without it. The promise is kept on the window, so
 * two script bundles importing this module still share it.
 */
export function publicSiteSettings(): Promise<PublicSiteSettings> {
  const holder = window as unknown as Holder;
  holder[SHARED] ??= (holder[SENT] ?? fetch(SETTINGS_URL)).then(async (response) => {
    if (!response.ok) throw new Error(`site settings: ${response.status}`);
    return (await response.json()) as PublicSiteSettings;
  });
  return holder[SHARED];
}
