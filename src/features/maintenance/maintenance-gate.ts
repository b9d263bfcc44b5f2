import { maintenanceMessageFor, MAINTENANCE_STATE_KEY } from '#lib/maintenance';
import type { Locale } from '#i18n/locales';
import { publicSiteSettings } from '../company/public-settings.ts';

/** Asks whether the site is in maintenance and shows MaintenanceGate.astro's page if so (ADR 0003). */
export function startMaintenanceGate(page: HTMLElement): void {
  const root = document.documentElement;
  const template = page.querySelector<HTMLTemplateElement>('[data-maintenance-template]')!;

  /** Puts the maintenance page in the document (once) and returns its message paragraph. */
  function showPage(): HTMLElement {
    if (!page.querySelector('[data-maintenance-message]')) page.append(template.content.cloneNode(true));
    return page.querySelector<HTMLElement>('[data-maintenance-message]')!;
  }

  function remember(state: 'on' | 'off') {
    try {
      sessionStorage.setItem(MAINTENANCE_STATE_KEY, state);
    } catch {
      /* storage blocked: nothing to remember */
    }
  }

  async function check() {
    try {
      // The same request brings the company's details (src/features/company, ADR 0024).
      const settings = await publicSiteSettings();
      if (settings.maintenanceMode) {
        showPage().textContent = maintenanceMessageFor(settings.maintenanceMessage, page.dataset.locale as Locale) ?? page.dataset.default ?? '';
        document.title = page.dataset.title ?? document.title;
        root.dataset.maintenance = 'on';
        remember('on');
      } else {
        delete root.dataset.maintenance;
        remember('off');
      }
    } catch {
      // The settings could not be read: show the site rather than lock every visitor out.
      delete root.dataset.maintenance;
    }
  }
  void check();
}
