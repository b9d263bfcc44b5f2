import type { Locale } from '#i18n/locales';
import { formatNumber } from './format.ts';

/**
 * SPEC §4: a sale countdown shows days (only when above 0), then hours:minutes:seconds with two
 * digits each; it is recomputed every second and disappears at the end.
 */
export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export const COUNTDOWN_TICK_MS = 1000;

/** Time left until `endsAt`, or null once it has passed. */
export function countdown(endsAt: Date | string, now: Date): Countdown | null {
  const left = Math.floor((new Date(endsAt).getTime() - now.getTime()) / 1000);
  if (left <= 0) return null;
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}

/**
 * "2 days 03:04:05" or "03:04:05". `days` words the day count in the page's language (with its
 * plural rules); the clock uses the locale's digits, two per field.
 */
export function formatCountdown(value: Countdown, locale: Locale, days: (count: number) => string): string {
  const clock = [value.hours, value.minutes, value.seconds].map((n) => formatNumber(n, locale, { minimumIntegerDigits: 2, grouping: false })).join(':');
  return value.days > 0 ? `${days(value.days)} ${clock}` : clock;
}
