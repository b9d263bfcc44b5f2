import type { Locale } from '#i18n/locales';
import { formatDate, formatNumber } from '#lib/format';

/** The company works in Riyadh: every admin sees times there, whatever their device's zone. */
export const ADMIN_TIME_ZONE = 'Asia/Riyadh';

/** Date and time in the admin's language and digits, Gregorian, in Riyadh time. */
export function dateTimeFormatter(locale: Locale): (iso: string) => string {
  return (iso) => formatDate(iso, locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: ADMIN_TIME_ZONE });
}

/** The day alone, as dateTimeFormatter writes it (a registration's day: the date filter's Riyadh days). */
export function dateFormatter(locale: Locale): (iso: string) => string {
  return (iso) => formatDate(iso, locale, { dateStyle: 'medium', timeZone: ADMIN_TIME_ZONE });
}

/**
 * Which page numbers a pager shows: the first, the last, and the current with a neighbour on
 * each side, at most five numbers, with gaps where pages are skipped.
 */
export function pageNumbers(current: number, pageCount: number): (number | 'gap')[] {
  if (pageCount <= 5) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const middle = [current - 1, current, current + 1].filter((p) => p > 1 && p < pageCount);
  if (current <= 3) middle.splice(0, middle.length, 2, 3, 4);
  if (current >= pageCount - 2) middle.splice(0, middle.length, pageCount - 3, pageCount - 2, pageCount - 1);
  const shown = [1, ...middle, pageCount];
  return shown.flatMap((page, i) => (i > 0 && page - shown[i - 1]! > 1 ? ['gap' as const, page] : [page]));
}

/** A record's number (quote #1234) in the page's digits, without thousands separators. */
export function idFormatter(locale: Locale): (id: number) => string {
  return (id) => formatNumber(id, locale, { grouping: false });
}
