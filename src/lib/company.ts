/**
 * The company's contact details as pages show them (footer, contact page, chat button, maintenance
 * page, cookie policy). Pages read them from `Astro.locals.company`, which src/middleware.ts fills
 * from the server's configuration, so no page or component imports src/server.
 */
export interface CompanyDetails {
  phone: string;
  salesEmail: string;
  supportEmail: string;
  /** Digits with country code, for the chat link. */
  whatsappNumber: string;
  addressEn: string;
  addressAr: string;
  /** The public address of the site, e.g. https://www.example.sa. */
  website: string;
}

/** A phone number as a tel: link wants it: the plus and the digits. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^+0-9]/g, '')}`;

/** The site's address without the scheme, as the footer shows it. */
export const websiteLabel = (website: string): string => new URL(website).host;
