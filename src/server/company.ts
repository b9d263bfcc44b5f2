import type { Locale } from '#i18n/locales';
import { env } from './env.ts';

/** The company's contact details, from configuration, as pages show them. Read at build or render time. */
export function companyContact(locale: Locale) {
  const e = env();
  const site = new URL(e.SITE_URL);
  return {
    phone: e.COMPANY_PHONE,
    phoneHref: e.COMPANY_PHONE.replace(/[^+0-9]/g, ''),
    salesEmail: e.COMPANY_EMAIL_SALES,
    supportEmail: e.COMPANY_EMAIL_SUPPORT,
    address: locale === 'ar' ? e.COMPANY_ADDRESS_AR : e.COMPANY_ADDRESS_EN,
    website: site.origin,
    websiteLabel: site.host,
    whatsappNumber: e.WHATSAPP_NUMBER,
  };
}
