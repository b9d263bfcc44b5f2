import type { Locale } from '#i18n/locales';
import type { Translate } from '#i18n/format';
import { formatNumber } from '#lib/format';

/**
 * The home-lift page's drawings (src/assets/images/home-lift/<file>.<locale>.svg): one file per
 * language, since a picture's words and digits cannot follow the page once it is an <img>. What
 * each file's <text> elements must read, in document order: the words from the dictionary, the
 * numbers through the formatter, so a drawing reads like the page around it (ADR 0021). A unit test
 * holds every file to this list.
 */
export const FIGURE_FILES = ['villa', 'doors', 'control-cabinet', 'machine-front', 'machine-side'] as const;
export type FigureFile = (typeof FIGURE_FILES)[number];

export function figureLabels(file: FigureFile, locale: Locale, t: Translate): string[] {
  switch (file) {
    // The floor numbers beside the lift shaft, top floor first.
    case 'villa':
      return [3, 2, 1].map((floor) => formatNumber(floor, locale));
    // The floor indicator above the landing doors.
    case 'doors':
      return [formatNumber(2, locale)];
    // The inverter's display: the motor frequency, in hertz.
    case 'control-cabinet':
      return [formatNumber('50.0', locale, { minimumFractionDigits: 1 })];
    // The machine's rating plate.
    case 'machine-front':
      return [t('homeLift.figure.rating')];
    // The brake's plate.
    case 'machine-side':
      return [t('homeLift.figure.brakeVoltage'), t('homeLift.figure.brakeCurrent')];
  }
}
