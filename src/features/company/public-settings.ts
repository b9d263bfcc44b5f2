import type { CompanyDetails } from '#lib/company';

/** What GET /api/site-settings answers every page (ADR 0003, ADR 0024). */
export interface PublicSiteSettings {
  maintenanceMode: boolean;
  maintenanceMessage: string;
  /** Absent from an older server's answer: the page then keeps what it was built with. */
  company?: CompanyDetails;
}

const SHARED = Symbol.for('liftparts.public-site-settings');
type Holder = { [SHARED]?: Promise<PublicSiteSettings> };

/**
 * One request per page, whoever asks first (the maintenance gate, the company details): the promise
 * is kept on the window, so two script bundles importing this module still share it.
 */
export function publicSiteSettings(): Promise<PublicSiteSettings> {
  const holder = window as unknown as Holder;
  holder[SHARED] ??= fetch('/api/site-settings', { headers: { accept: 'application/json' } }).then(async (response) => {
    if (!response.ok) throw new Error(`site settings: ${response.status}`);
    return (await response.json()) as PublicSiteSettings;
  });
  return holder[SHARED];
}
