/**
 * How numbers, money, dates and the digits inside text read in each language (ADR 0021): the one
 * place the shop's pages, islands, e-mails and documents format them. Pure: no DOM, no I/O, so the
 * browser and the server (functions, PDF generation, e-mail) call the same code.
 *
 * The rules come from the locale table (src/i18n/locales.ts):
 * - digits: English writes Western digits (0–9); Arabic writes Arabic-Indic digits (٠–٩), with
 *   the Arabic decimal and thousands separators (١٬٢٣٤٫٥٠) and percent sign (١٥٪);
 * - identifiers keep their Western digits in every language: SKUs, part numbers, phone numbers,
 *   e-mail addresses, CR and VAT numbers are never passed through here (pages set them dir="ltr"),
 *   and a token of text holding a Latin letter (AC380V, ZZD2-210, 5XXXXXXXX) is one too;
 * - money: the amount in the language's digits with two decimals, and the currency's word on its
 *   side: "SAR 1,234.50", "١٬٢٣٤٫٥٠ ريال" (SPEC §1: the Arabic word for riyal in Arabic).
 */
import { LOCALE_TABLE, type Locale } from '#i18n/locales';
import { isDecimal, toHalalas, type Decimal } from './money.ts';

/** A number, or a decimal string as money and numeric columns leave the database. */
export type Numeric = number | bigint | Decimal;

export interface NumberOptions {
  /** Thousands separators (default true); false for years and record numbers. */
  grouping?: boolean;
  /** Pads with leading zeros, as a clock's minutes and seconds. */
  minimumIntegerDigits?: number;
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

/** No-break space: an amount never wraps away from its currency, nor a number from its unit. */
const NBSP = '\u00a0';

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';

const cache = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    // The numbering system is set, not left to the runtime's default for the tag: CLDR has moved
    // Arabic locales between the two digit sets before, and browsers ship different CLDR versions.
    format = new Intl.NumberFormat(LOCALE_TABLE[locale].intl, { numberingSystem: LOCALE_TABLE[locale].numberingSystem, ...options });
    cache.set(key, format);
  }
  return format;
}

// Intl formats decimal strings exactly (Intl.NumberFormat v3); its typings still say number.
const asIntl = (value: Numeric) => value as unknown as number;

/** 1234 → "1,234" / "١٬٢٣٤"; `{ grouping: false }` → "1234" / "١٢٣٤". */
export function formatNumber(value: Numeric, locale: Locale, options: NumberOptions = {}): string {
  const { grouping = true, ...rest } = options;
  return smallWholeNumber(value, locale, rest) ?? numberFormat(locale, { useGrouping: grouping, ...rest }).format(asIntl(value));
}

/**
 * A whole number from 0 to 999 without fraction options (a count, a clock's field, a day count),
 * written without Intl: its digits in the language's digit set, as Intl writes them (no separator
 * or sign to place; the unit tests compare the two). A page's first Intl.NumberFormat loads ICU's
 * number data, 25-40 ms of main thread on a fast desktop and a long task on a phone, which the
 * header's quote-list count and the sale countdowns paid on load for a "3" or a "07".
 */
function smallWholeNumber(value: Numeric, locale: Locale, options: Omit<NumberOptions, 'grouping'>): string | undefined {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 999) return undefined;
  if (options.minimumFractionDigits !== undefined || options.maximumFractionDigits !== undefined) return undefined;
  const western = String(value).padStart(options.minimumIntegerDigits ?? 1, '0');
  return LOCALE_TABLE[locale].numberingSystem === 'arab' ? western.replace(/[0-9]/g, (d) => ARABIC_INDIC[Number(d)]!) : western;
}

/** The same as a reusable function, for lists and props: `numberFormatter(locale)(15)`. */
export function numberFormatter(locale: Locale, options: NumberOptions = {}): (value: Numeric) => string {
  return (value) => formatNumber(value, locale, options);
}

/**
 * A fraction as a percentage: 0.15 → "15%" / "١٥٪". Without the Arabic letter mark ICU appends in
 * Arabic: the sign sits in Arabic text anyway, and the same text then reads the same in a page, an
 * e-mail and a PDF's extracted text as the dictionaries' own "١٥٪".
 */
export function formatPercent(fraction: number, locale: Locale): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(fraction).replace(/\u061c/g, '');
}

/** The currency's word in the language: "SAR", "ريال". */
export const currencyWord = (locale: Locale): string => LOCALE_TABLE[locale].currency.word;

export interface MoneyOptions {
  /**
   * 'always' (default): two decimals, as the catalogue, the admin and quotations show prices.
   * 'auto': whole riyals without decimals (a package price, "SAR 19,999"), other amounts with two.
   */
  fraction?: 'always' | 'auto';
}

/** An amount's parts in reading order, for a page that sets the amount and the currency apart. */
export interface MoneyParts {
  amount: string;
  currency: string;
  /** Whether the currency comes first in reading order (English) or after the amount (Arabic). */
  currencyFirst: boolean;
}

export function moneyParts(value: Decimal, locale: Locale, options: MoneyOptions = {}): MoneyParts {
  if (!isDecimal(value)) throw new Error(`Not a money amount: ${value}`);
  const whole = options.fraction === 'auto' && toHalalas(value) % 100n === 0n;
  const amount = formatNumber(value, locale, whole ? { maximumFractionDigits: 0 } : { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const { word, position } = LOCALE_TABLE[locale].currency;
  return { amount, currency: word, currencyFirst: position === 'before' };
}

/**
 * "SAR 1,234.50" in English, "١٬٢٣٤٫٥٠ ريال" in Arabic, the parts joined by a no-break space. The
 * decimal string is formatted as it is, so no halala is lost to binary floating point.
 */
export function formatMoney(value: Decimal, locale: Locale, options: MoneyOptions = {}): string {
  const { amount, currency, currencyFirst } = moneyParts(value, locale, options);
  return currencyFirst ? `${currency}${NBSP}${amount}` : `${amount}${NBSP}${currency}`;
}

/**
 * What the digit rule looks at: a {placeholder} (filled later, left alone), a run already isolated
 * left to right (U+2066 … U+2069, left alone), or a run of Latin letters and digits with the marks
 * that join them inside numbers and codes ("19,999", "7.5", "2:1", "340/220", "ZZD2-210", "15%").
 */
const TOKEN = /\{\w+\}|\u2066[^\u2069]*\u2069|[A-Za-z0-9]+(?:[-_.,/:+×][A-Za-z0-9]+)*%?/g;

/** A Latin word right before or after a number, across one space: "Schindler 3300", "EN 81-20". */
const LATIN_BEFORE = /[A-Za-z]\s$/;
const LATIN_AFTER = /^\s[A-Za-z]/;

/**
 * Text (a dictionary's sentence, a product's name typed by an administrator) with its numbers in
 * the language's digits: "9 أرقام" → "٩ أرقام", "7.5 كيلوواط" → "٧٫٥ كيلوواط". Codes keep their
 * digits: a token holding a Latin letter ("AC380V", "ZZD2-210", "5XXXXXXXX"), a number next to a
 * Latin word (a model or a standard: "Schindler 3300", "EN 81-20") and a run isolated left to
 * right. English text comes back as it is.
 */
export function localizeDigits(text: string, locale: Locale): string {
  if (LOCALE_TABLE[locale].numberingSystem === 'latn') return text;
  return text.replace(TOKEN, (token, offset: number) => {
    if (token.startsWith('{') || token.startsWith('\u2066') || /[A-Za-z]/.test(token)) return token;
    if (LATIN_BEFORE.test(text.slice(Math.max(0, offset - 2), offset)) || LATIN_AFTER.test(text.slice(offset + token.length, offset + token.length + 2))) return token;
    return token
      .replace(/[0-9]/g, (d) => ARABIC_INDIC[Number(d)]!)
      .replace(/(?<=[٠-٩])\.(?=[٠-٩])/g, '٫')
      .replace(/(?<=[٠-٩]),(?=[٠-٩])/g, '٬')
      .replace(/%$/, '٪');
  });
}

/**
 * An identifier (SKU, part number, phone, e-mail, CR or VAT number) inside plain text that has no
 * markup to carry dir="ltr" (a page title, an e-mail's text part, a PDF line): isolated left to
 * right with U+2066 … U+2069, so it keeps its order and its Western digits in Arabic text.
 */
export const ltrIsolate = (identifier: string): string => `\u2066${identifier}\u2069`;

export interface DateOptions extends Pick<Intl.DateTimeFormatOptions, 'dateStyle' | 'timeStyle' | 'timeZone' | 'weekday' | 'hour' | 'minute'> {
  /**
   * A date written out in running text ("May 24, 2025", the policies' last update) rather than in
   * a table or a list (the admin's dates, in the shop's Saudi convention).
   */
  written?: boolean;
}

const dateCache = new Map<string, Intl.DateTimeFormat>();

/**
 * Dates in the language's digits and always in the Gregorian calendar: ar-SA would otherwise
 * default to the Hijri (Umm al-Qura) calendar on some runtimes, while the company's paperwork and
 * every other date of the shop are Gregorian.
 */
export function formatDate(date: Date | string | number, locale: Locale, options: DateOptions = {}): string {
  const { written = false, ...intl } = options;
  const key = `${locale}|${written}|${JSON.stringify(intl)}`;
  let format = dateCache.get(key);
  if (!format) {
    const row = LOCALE_TABLE[locale];
    format = new Intl.DateTimeFormat(written ? row.dateIntl : row.intl, { calendar: 'gregory', numberingSystem: row.numberingSystem, ...intl });
    dateCache.set(key, format);
  }
  return format.format(new Date(date));
}
