import { describe, expect, it, vi } from 'vitest';
import { LOCALE_TABLE, LOCALES } from '#i18n/locales';
import { currencyWord, formatDate, formatMoney, formatNumber, formatPercent, localizeDigits, ltrIsolate, moneyParts } from './format.ts';

const NBSP = '\u00a0';

describe('money, one rule per language', () => {
  it.each([
    // value, en, ar
    ['1234.5', `SAR${NBSP}1,234.50`, `١٬٢٣٤٫٥٠${NBSP}ريال`],
    ['0', `SAR${NBSP}0.00`, `٠٫٠٠${NBSP}ريال`],
    ['0.05', `SAR${NBSP}0.05`, `٠٫٠٥${NBSP}ريال`],
    ['7', `SAR${NBSP}7.00`, `٧٫٠٠${NBSP}ريال`],
    ['19999.00', `SAR${NBSP}19,999.00`, `١٩٬٩٩٩٫٠٠${NBSP}ريال`],
    // Every digit of the largest amount numeric(12,2) holds: no float on the way.
    ['9999999999.99', `SAR${NBSP}9,999,999,999.99`, `٩٬٩٩٩٬٩٩٩٬٩٩٩٫٩٩${NBSP}ريال`],
  ])('%s reads "%s" and "%s"', (value, en, ar) => {
    expect(formatMoney(value, 'en')).toBe(en);
    expect(formatMoney(value, 'ar')).toBe(ar);
  });

  it('shows whole riyals without decimals when asked (a package price), other amounts with two', () => {
    expect(formatMoney('19999.00', 'en', { fraction: 'auto' })).toBe(`SAR${NBSP}19,999`);
    expect(formatMoney('19999', 'ar', { fraction: 'auto' })).toBe(`١٩٬٩٩٩${NBSP}ريال`);
    expect(formatMoney('19999.5', 'ar', { fraction: 'auto' })).toBe(`١٩٬٩٩٩٫٥٠${NBSP}ريال`);
  });

  it('never writes the abbreviations SPEC §1 replaced (ر.س, ريال سعودي)', () => {
    expect(formatMoney('10', 'ar')).not.toMatch(/ر\.س|سعودي/);
    expect(currencyWord('ar')).toBe('ريال');
    expect(currencyWord('en')).toBe('SAR');
  });

  it('gives the parts in reading order for pages that style them apart', () => {
    expect(moneyParts('19999.00', 'en', { fraction: 'auto' })).toEqual({ amount: '19,999', currency: 'SAR', currencyFirst: true });
    expect(moneyParts('19999.00', 'ar', { fraction: 'auto' })).toEqual({ amount: '١٩٬٩٩٩', currency: 'ريال', currencyFirst: false });
  });

  it('refuses what is not an amount', () => {
    expect(() => formatMoney('1.234', 'en')).toThrow();
    expect(() => formatMoney('-5', 'ar')).toThrow();
  });
});

describe('numbers', () => {
  it.each([
    // value, options, en, ar
    [1234, {}, '1,234', '١٬٢٣٤'],
    [95_000, {}, '95,000', '٩٥٬٠٠٠'],
    [2026, { grouping: false }, '2026', '٢٠٢٦'],
    [5, { minimumIntegerDigits: 2, grouping: false }, '05', '٠٥'],
    ['7.5', {}, '7.5', '٧٫٥'],
    [10n, {}, '10', '١٠'],
  ] as const)('%s %o reads "%s" and "%s"', (value, options, en, ar) => {
    expect(formatNumber(value, 'en', options)).toBe(en);
    expect(formatNumber(value, 'ar', options)).toBe(ar);
  });

  it('writes percentages with the language sign', () => {
    expect(formatPercent(0.15, 'en')).toBe('15%');
    expect(formatPercent(0.15, 'ar')).toBe('١٥٪');
    expect(formatPercent(1.25, 'en')).toBe('125%');
  });
});

describe('digits inside text', () => {
  it.each([
    // Dictionary sentences
    ['9 أرقام، مثل 5XXXXXXXX', '٩ أرقام، مثل 5XXXXXXXX'],
    ['8 أرقام بالضبط.', '٨ أرقام بالضبط.'],
    ['من 9:00 صباحًا حتى 5:00 مساءً', 'من ٩:٠٠ صباحًا حتى ٥:٠٠ مساءً'],
    ['تيار متردد 380 فولت (AC380V)', 'تيار متردد ٣٨٠ فولت (AC380V)'],
    ['ZZD2-210', 'ZZD2-210'],
    ['155 (F)', '١٥٥ (F)'],
    ['2:1', '٢:١'],
    ['340/220 فولت', '٣٤٠/٢٢٠ فولت'],
    ['5.5 كيلوواط', '٥٫٥ كيلوواط'],
    ['19,999 ريال', '١٩٬٩٩٩ ريال'],
    ['ضريبة 15%', 'ضريبة ١٥٪'],
    ['رقم (0–9)', 'رقم (٠–٩)'],
    ['بتوقيت الرياض (UTC+3)', 'بتوقيت الرياض (UTC+3)'],
    // Placeholders are filled later, by the formatter's own numbers or by identifiers.
    ['{count} منتج من {total}', '{count} منتج من {total}'],
    ['حتى {max} صور، 10 ميجابايت', 'حتى {max} صور، ١٠ ميجابايت'],
    // What administrators type: units converted, models and standards kept.
    ['حبل رفع فولاذي 10 مم', 'حبل رفع فولاذي ١٠ مم'],
    ['حبل رفع 8×19 سيل', 'حبل رفع ٨×١٩ سيل'],
    ['مطابق لمعيار EN 81-20.', 'مطابق لمعيار EN 81-20.'],
    ['لوحة Schindler 3300 الأصلية', 'لوحة Schindler 3300 الأصلية'],
    ['وحدة IGBT مزدوجة 1200 فولت', 'وحدة IGBT مزدوجة ١٢٠٠ فولت'],
    [`رمز ${ltrIsolate('10005279')}`, `رمز ${ltrIsolate('10005279')}`],
    // Already Arabic-Indic: unchanged.
    ['٩ أرقام', '٩ أرقام'],
  ])('"%s" → "%s" in Arabic', (text, arabic) => {
    expect(localizeDigits(text, 'ar')).toBe(arabic);
    expect(localizeDigits(text, 'en')).toBe(text);
  });
});

describe('dates', () => {
  const may24 = new Date(Date.UTC(2025, 4, 24));

  it('writes dates out in the language, Gregorian, in its digits', () => {
    expect(formatDate(may24, 'en', { dateStyle: 'long', timeZone: 'UTC', written: true })).toBe('May 24, 2025');
    expect(formatDate(may24, 'ar', { dateStyle: 'long', timeZone: 'UTC', written: true })).toBe('٢٤ مايو ٢٠٢٥');
  });

  it('never falls back to the Hijri calendar in Arabic', () => {
    const arabic = formatDate('2026-11-21T22:30:00.000Z', 'ar', { dateStyle: 'medium', timeZone: 'Asia/Riyadh' });
    expect(arabic).toContain('٢٠٢٦');
    expect(arabic).not.toMatch(/١٤٤٨|[0-9]/);
  });
});

describe('small whole numbers, written without Intl', () => {
  it.each(LOCALES)('reads as Intl writes it, 0 to 999, padded or not, in %s', (locale) => {
    const { intl, numberingSystem } = LOCALE_TABLE[locale];
    for (const minimumIntegerDigits of [undefined, 2, 3]) {
      for (const grouping of [true, false]) {
        const intlFormat = new Intl.NumberFormat(intl, { numberingSystem, useGrouping: grouping, minimumIntegerDigits });
        for (let n = 0; n <= 999; n++) expect(formatNumber(n, locale, { grouping, minimumIntegerDigits })).toBe(intlFormat.format(n));
      }
    }
  });

  it("builds no Intl.NumberFormat for them (a page's first one costs a long task on a phone)", async () => {
    vi.resetModules();
    const fresh = await import('./format.ts');
    const built = vi.spyOn(Intl, 'NumberFormat');
    try {
      expect([fresh.formatNumber(3, 'en'), fresh.formatNumber(7, 'ar', { minimumIntegerDigits: 2, grouping: false })]).toEqual(['3', '٠٧']);
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });

  it('leaves larger, negative and fractional numbers to Intl', () => {
    expect(formatNumber(1000, 'ar')).toBe('١٬٠٠٠');
    expect(formatNumber(-5, 'en')).toBe('-5');
    expect(formatNumber(2.5, 'ar')).toBe('٢٫٥');
    expect(formatNumber(7, 'en', { minimumFractionDigits: 2 })).toBe('7.00');
  });
});
