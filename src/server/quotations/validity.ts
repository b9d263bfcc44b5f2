/**
 * A quotation is valid through a calendar day in Riyadh (UTC+3 all year): stored as the instant the
 * next day begins there, so "expired" is `now >= valid_until` everywhere (SQL and code alike).
 */
const DAY_MS = 86_400_000;
const RIYADH_OFFSET_MS = 3 * 3_600_000;

/** The instant the day after `day` (YYYY-MM-DD) begins in Riyadh. */
export { validityEnd } from '#lib/quotations/types';

/** The last valid day (YYYY-MM-DD) of a stored validity end. */
export const validityDay = (end: Date | string): string => new Date(new Date(end).getTime() - DAY_MS + RIYADH_OFFSET_MS).toISOString().slice(0, 10);

/** Today in Riyadh, YYYY-MM-DD. */
export const riyadhToday = (now: Date): string => new Date(now.getTime() + RIYADH_OFFSET_MS).toISOString().slice(0, 10);

/** The default validity: today in Riyadh plus `days`. */
export const defaultValidityDay = (now: Date, days: number): string => new Date(now.getTime() + RIYADH_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);

/** The year a quotation number belongs to (Riyadh's calendar year when it is sent). */
export const riyadhYear = (now: Date): number => new Date(now.getTime() + RIYADH_OFFSET_MS).getUTCFullYear();
