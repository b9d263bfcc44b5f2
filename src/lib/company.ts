/**
 * The company's details (issue 20, ADR 0024): contact details, business hours and the legal
 * identity the footer, the contact page, the chat button, the maintenance page, the cookie policy,
 * the structured data and the quotations show. The administrator edits them (/admin/settings); the
 * environment gives only their first values. Pages read them from `Astro.locals.company`, which
 * src/middleware.ts fills, so no page or component imports src/server.
 */

/** Days of the week, in the order of `Date#getUTCDay` (Sunday first). */
export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * Opening hours as data, not words: the first and the last working day (the week runs on from
 * the first, past Saturday if need be) and the opening and closing time ("09:00", 24-hour). Each
 * language writes them with Intl (src/lib/business-hours.ts), so English and Arabic always agree.
 */
export interface BusinessHours {
  firstDay: Weekday;
  lastDay: Weekday;
  opens: string;
  closes: string;
}

/** SPEC §1, §9: Saturday to Thursday, 9:00 AM to 5:00 PM. */
export const SPEC_BUSINESS_HOURS: BusinessHours = { firstDay: 'saturday', lastDay: 'thursday', opens: '09:00', closes: '17:00' };

/** What the administrator edits: every field is required. */
export interface CompanyDetails {
  /** As people write it ("+966 11 000 0000"); the tel: link keeps the plus and the digits. */
  phone: string;
  salesEmail: string;
  supportEmail: string;
  /** Digits with country code, for the chat link. */
  whatsappNumber: string;
  addressEn: string;
  addressAr: string;
  legalNameEn: string;
  legalNameAr: string;
  /** Commercial Registration number: 10 digits. */
  crNumber: string;
  /** VAT registration number: 15 digits, first and last 3. */
  vatNumber: string;
  hours: BusinessHours;
}

/** The details as stored, with the version an edit names (0 while the environment's first values are shown). */
export interface StoredCompanyDetails extends CompanyDetails {
  version: number;
  updatedAt: string | null;
}

/** What a page is given: the details, and the site's own address (configuration, not a setting). */
export interface SiteCompany extends CompanyDetails {
  /** The public address of the site, e.g. https://www.example.sa. */
  website: string;
}

/** A phone number as a tel: link wants it: the plus and the digits. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^+0-9]/g, '')}`;

/** The site's address without the scheme, as the footer shows it. */
export const websiteLabel = (website: string): string => new URL(website).host;
