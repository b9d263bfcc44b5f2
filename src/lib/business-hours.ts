import { intlLocale, type Locale } from '../i18n/locales.ts';
import { formatDate } from './format.ts';
import { WEEKDAYS, type BusinessHours, type Weekday } from './company.ts';

/**
 * Business hours in words, by the one formatter (src/lib/format.ts) in the page's language (ADR 0024): the build (pre-rendered
 * pages), the server (pages rendered on demand) and the browser (refreshing a page's details) run
 * the same functions, so every language says the same days and times. No I/O.
 */

const DAY_MS = 86_400_000;
/** 7 January 2024 was a Sunday: day n of the week is n days later (UTC, so no zone moves it). */
const A_SUNDAY = Date.UTC(2024, 0, 7);

/** "HH:MM" on the 24-hour clock, as the admin's time fields give it. */
export const TIME_OF_DAY = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** The working days in order, from the first to the last (wrapping past Saturday). */
export function workingDays({ firstDay, lastDay }: Pick<BusinessHours, 'firstDay' | 'lastDay'>): Weekday[] {
  const first = WEEKDAYS.indexOf(firstDay);
  const count = ((WEEKDAYS.indexOf(lastDay) - first + 7) % 7) + 1;
  return Array.from({ length: count }, (_, i) => WEEKDAYS[(first + i) % 7]!);
}

/** The days the company is closed, in week order from the day after the last working day. */
export function closedDays(hours: Pick<BusinessHours, 'firstDay' | 'lastDay'>): Weekday[] {
  const after = WEEKDAYS.indexOf(hours.lastDay) + 1;
  return Array.from({ length: 7 - workingDays(hours).length }, (_, i) => WEEKDAYS[(after + i) % 7]!);
}

/** A day's name in the language ("Saturday", "السبت"). */
export function weekdayName(day: Weekday, locale: Locale): string {
  return formatDate(A_SUNDAY + WEEKDAYS.indexOf(day) * DAY_MS, locale, { weekday: 'long', timeZone: 'UTC' });
}

/** "09:00" as the language writes a time of day ("9:00 AM", "٩:٠٠ ص"). */
export function timeOfDay(time: string, locale: Locale): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return formatDate(A_SUNDAY + (hours * 60 + minutes) * 60_000, locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
}

/** Several day names as one phrase ("Friday", "Friday and Saturday"). */
export function dayList(days: readonly Weekday[], locale: Locale): string {
  return new Intl.ListFormat(intlLocale(locale), { type: 'conjunction' }).format(days.map((day) => weekdayName(day, locale)));
}
