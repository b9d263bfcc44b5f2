import { CONSENT_COOKIE } from './preferences.ts';

/**
 * Run inline in <head> by Layout.astro, before anything paints: the consent banner is in the HTML
 * shown, so a first visit paints it with the page (it would otherwise be the late largest paint on
 * a phone); a visitor who already chose has it hidden by CSS from the start (consent.css). The
 * banner's own script then takes over (CookieBanner.astro). A string, so the build can hash it for
 * the Content-Security-Policy (src/integrations/csp.ts).
 */
export const CONSENT_STORED_ATTRIBUTE = 'data-consent-stored';

export const CONSENT_STORED_SCRIPT = `if (/(?:^|;\\s*)${CONSENT_COOKIE}=/.test(document.cookie)) document.documentElement.setAttribute(${JSON.stringify(CONSENT_STORED_ATTRIBUTE)}, '');`;
