import { interpolate } from '../i18n/format.ts';
import { localized, type Locale } from '../i18n/locales.ts';
import { closedDays, dayList, timeOfDay, weekdayName, workingDays } from './business-hours.ts';
import { telHref, type CompanyDetails } from './company.ts';
import { localizeDigits } from './format.ts';

/**
 * The places where a page shows a company detail (ADR 0024). Each is an element marked
 * `data-company="<slot>"`: the page renders it with the details it was built or rendered with, and
 * the browser writes the current ones into it once GET /api/site-settings answers
 * (src/features/company/refresh-company.ts). Both sides take the words from here, so a slot reads
 * the same whichever wrote it. A slot whose words come from the dictionary carries its template
 * in `data-company-template` ("{first} to {last}"). A slot that can end empty (no closed day) sits
 * in an element marked `data-company-holder`, hidden while it is.
 */
export const COMPANY_SLOTS = ['phone', 'salesEmail', 'supportEmail', 'address', 'legalName', 'crNumber', 'vatNumber', 'days', 'times', 'closedDays', 'whatsapp'] as const;
export type CompanySlot = (typeof COMPANY_SLOTS)[number];

export const isCompanySlot = (value: unknown): value is CompanySlot => typeof value === 'string' && (COMPANY_SLOTS as readonly string[]).includes(value);

/** A slot's text in the page's language; null for a slot that only links (the chat button keeps its label). */
export function companySlotText(company: CompanyDetails, slot: CompanySlot, locale: Locale, template = ''): string | null {
  switch (slot) {
    case 'phone':
    case 'salesEmail':
    case 'supportEmail':
    case 'crNumber':
    case 'vatNumber':
      return company[slot];
    case 'address':
      // A street number reads in the page's digits, as the rest of the page (ADR 0021).
      return localizeDigits(localized(company, 'address', locale), locale);
    case 'legalName':
      return localized(company, 'legalName', locale);
    case 'days': {
      const { firstDay, lastDay } = company.hours;
      // Every day of the week, or a single one, reads as a list, not as a range.
      if (firstDay === lastDay || workingDays(company.hours).length === 7) return dayList(workingDays(company.hours), locale);
      return interpolate(template || '{first} – {last}', { first: weekdayName(firstDay, locale), last: weekdayName(lastDay, locale) });
    }
    case 'times':
      return interpolate(template || '{opens} – {closes}', { opens: timeOfDay(company.hours.opens, locale), closes: timeOfDay(company.hours.closes, locale) });
    case 'closedDays': {
      // Open every day: nothing to say (the element holding the slot is hidden).
      const days = closedDays(company.hours);
      return days.length ? interpolate(template || '{days}', { days: dayList(days, locale) }) : '';
    }
    case 'whatsapp':
      return null;
  }
}

/**
 * A slot's link, when the marked element is one: tel: and mailto: from the values; the chat link
 * keeps its prefilled message (the page wrote it in its language) and takes the current number.
 */
export function companySlotHref(company: CompanyDetails, slot: CompanySlot, current: string): string | null {
  switch (slot) {
    case 'phone':
      return telHref(company.phone);
    case 'salesEmail':
    case 'supportEmail':
      return `mailto:${company[slot]}`;
    case 'whatsapp':
      try {
        const url = new URL(current);
        url.pathname = `/${company.whatsappNumber.replace(/\D/g, '')}`;
        return url.href;
      } catch {
        return null;
      }
    default:
      return null;
  }
}

/** The attributes that mark an element as a slot (with its template when its words come from the dictionary). */
export function companySlotAttributes(slot: CompanySlot, template?: string): Record<string, string> {
  return template ? { 'data-company': slot, 'data-company-template': template } : { 'data-company': slot };
}

const schemaDay = (day: string) => `https://schema.org/${day.charAt(0).toUpperCase()}${day.slice(1)}`;

/**
 * The company's part of the Organization structured data (the layout adds name, URL and logo): a
 * pre-rendered page is built with it, and the browser writes the current details into it with the
 * other slots, as it does for the visible ones.
 */
export function organizationDetails(company: CompanyDetails, locale: Locale): Record<string, unknown> {
  return {
    legalName: localized(company, 'legalName', locale),
    telephone: company.phone,
    email: company.salesEmail,
    address: { '@type': 'PostalAddress', streetAddress: localized(company, 'address', locale), addressCountry: 'SA' },
    vatID: company.vatNumber,
    identifier: { '@type': 'PropertyValue', propertyID: 'CR', value: company.crNumber },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: workingDays(company.hours).map(schemaDay),
      opens: company.hours.opens,
      closes: company.hours.closes,
    },
  };
}
