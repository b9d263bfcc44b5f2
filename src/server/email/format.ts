import { intlLocale, type Locale } from '#i18n/locales';
import { formatMoney, type Decimal } from '#lib/money';

/**
 * How e-mails write numbers, money and dates: the one place for it, so that moving to the shop's
 * shared formatter (being written in src/lib) is a change to this file only. Intl in the message's
 * language with Saudi conventions (as the site), dates in the Gregorian calendar and Riyadh time
 * (as the admin screens: the company works in Riyadh, and ar-SA would default to the Hijri calendar).
 */
export const EMAIL_TIME_ZONE = 'Asia/Riyadh';

export interface EmailFormat {
  number: (value: number) => string;
  /** A record's number (quote #1234): no thousands separator. */
  id: (value: number) => string;
  money: (value: Decimal) => string;
  dateTime: (iso: string) => string;
}

const cache = new Map<Locale, EmailFormat>();

export function emailFormat(locale: Locale): EmailFormat {
  let format = cache.get(locale);
  if (format) return format;
  const tag = intlLocale(locale);
  const number = new Intl.NumberFormat(tag);
  const id = new Intl.NumberFormat(tag, { useGrouping: false });
  const dateTime = new Intl.DateTimeFormat(tag, { calendar: 'gregory', dateStyle: 'medium', timeStyle: 'short', timeZone: EMAIL_TIME_ZONE });
  format = {
    number: (value) => number.format(value),
    id: (value) => id.format(value),
    money: (value) => formatMoney(value, tag),
    dateTime: (iso) => dateTime.format(new Date(iso)),
  };
  cache.set(locale, format);
  return format;
}
