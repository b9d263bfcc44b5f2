import type { Translate } from '#i18n/format';
import type { Locale } from '#i18n/locales';
import { numberFormatter } from '#lib/format';

/** How many products are shown of how many ("15 / 62", or "24 / 95,000+" for a lower bound). */
export interface LoadedCount {
  text: string;
  label: string;
}

/**
 * The count under the grid, in the page's digits. A total that is only a lower bound (ADR 0013)
 * reads "95,000+"; the plus belongs to the message, so in Arabic it follows the number in reading
 * order (drawn at its left in right-to-left text). Never fewer than what is already shown.
 */
export function loadedCount(loaded: number, total: number, totalIsLowerBound: boolean, locale: Locale, t: Translate): LoadedCount {
  const number = numberFormatter(locale);
  const shownTotal = number(totalIsLowerBound ? Math.max(total, loaded) : total);
  const params = { loaded: number(loaded), total: totalIsLowerBound ? t('catalogue.totalAtLeast', { total: shownTotal }) : shownTotal };
  return {
    text: t('catalogue.count', params),
    label: t(totalIsLowerBound ? 'catalogue.countLabelAtLeast' : 'catalogue.countLabel', { ...params, total: shownTotal }),
  };
}

/**
 * Whether Load more is offered: while fewer than the total are shown, and for a lower-bound
 * total as long as the last page came back full (there may well be more).
 */
export function hasMore(loaded: number, total: number, totalIsLowerBound: boolean, lastPageFull: boolean): boolean {
  return loaded < total || (totalIsLowerBound && lastPageFull);
}
