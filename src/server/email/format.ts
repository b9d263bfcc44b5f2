import type { Locale } from '#i18n/locales';
import { formatDate, formatMoney, formatNumber } from '#lib/format';
import type { Decimal } from '#lib/money';

/**
 * How e-mails write numbers, money and dates: the site's own rules (the one formatter: the
 * language's digits, the riyal's word, the Gregorian calendar), with dates in Riyadh time as the
 * admin screens show them (the company works in Riyadh).
 */
export const EMAIL_TIME_ZONE = 'Asia/Riyadh';

export interface EmailFormat {
  number: (value: number) => string;
  /** A record's number (quote #1234): no thousands separator. */
  id: (value: number) => string;
  money: (value: Decimal) => string;
  dateTime: (iso: string) => string;
}

/** The shop's one formatter (src/lib/format.ts, ADR 0021) with the e-mails' date style and zone. */
export function emailFormat(locale: Locale): EmailFormat {
  return {
    number: (value) => formatNumber(value, locale),
    id: (value) => formatNumber(value, locale, { grouping: false }),
    money: (value) => formatMoney(value, locale),
    dateTime: (iso) => formatDate(iso, locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: EMAIL_TIME_ZONE }),
  };
}
