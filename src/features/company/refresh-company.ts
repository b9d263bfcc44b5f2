import type { CompanyDetails } from '#lib/company';
import { companySlotHref, companySlotText, isCompanySlot, organizationDetails } from '#lib/company-slots';
import { serializeJsonLd } from '#lib/json-ld';
import { DEFAULT_LOCALE, isLocale, type Locale } from '#i18n/locales';
import { publicSiteSettings } from './public-settings.ts';

/**
 * Writes the company's current details into every marked slot under `root` (ADR 0024): text, and
 * the link of a slot that is one. Only what differs is touched, so an unchanged page is not
 * re-laid out. A slot that ends empty (no closed day) hides the element that holds it.
 */
export function applyCompany(root: ParentNode, company: CompanyDetails, locale: Locale): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-company]')) {
    const slot = element.dataset.company;
    if (!isCompanySlot(slot)) continue;
    const text = companySlotText(company, slot, locale, element.dataset.companyTemplate);
    if (text !== null && element.textContent !== text) element.textContent = text;
    if (text !== null) element.closest<HTMLElement>('[data-company-holder]')?.toggleAttribute('hidden', text === '');
    if (element instanceof HTMLAnchorElement) {
      const href = companySlotHref(company, slot, element.href);
      if (href !== null && element.getAttribute('href') !== href) element.setAttribute('href', href);
    }
  }
}

/** The Organization structured data, with the current details (crawlers that run scripts read it). */
function applyStructuredData(company: CompanyDetails, locale: Locale): void {
  const script = document.querySelector('script[data-company-jsonld]');
  if (!script?.textContent) return;
  const data = JSON.parse(script.textContent) as Record<string, unknown>;
  const text = serializeJsonLd({ ...data, ...organizationDetails(company, locale) });
  if (text !== script.textContent) script.textContent = text;
}

/**
 * Brings a page up to date with the details in the settings call every page makes anyway. The
 * maintenance page waits in a <template> until it is shown: its slots are updated there too. If the
 * call fails, the page keeps the details it was built with.
 */
export async function refreshCompany(): Promise<void> {
  let company: CompanyDetails | undefined;
  try {
    ({ company } = await publicSiteSettings());
  } catch {
    return;
  }
  if (!company?.hours) return;
  const lang = document.documentElement.lang;
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  applyCompany(document, company, locale);
  for (const template of document.querySelectorAll('template')) applyCompany(template.content, company, locale);
  applyStructuredData(company, locale);
}
