import type { CompanyDetails } from '#lib/company';
import { env } from './env.ts';

/** The company's contact details, from configuration. Read at build or render time by src/middleware.ts. */
export function companyDetails(): CompanyDetails {
  const e = env();
  return {
    phone: e.COMPANY_PHONE,
    salesEmail: e.COMPANY_EMAIL_SALES,
    supportEmail: e.COMPANY_EMAIL_SUPPORT,
    whatsappNumber: e.WHATSAPP_NUMBER,
    addressEn: e.COMPANY_ADDRESS_EN,
    addressAr: e.COMPANY_ADDRESS_AR,
    website: new URL(e.SITE_URL).origin,
  };
}
