/**
 * Money is a decimal string end to end ("1234.50", as numeric(12,2) leaves the database): it is
 * compared exactly and formatted by Intl, never turned into a float for arithmetic.
 */
export type Decimal = string;

export const CURRENCY = 'SAR';

const DECIMAL = /^\d{1,10}(\.\d{1,2})?$/;

export function isDecimal(value: unknown): value is Decimal {
  return typeof value === 'string' && DECIMAL.test(value);
}

/** The amount in halalas (1/100 riyal) as an exact integer. */
export function toHalalas(value: Decimal): bigint {
  if (!isDecimal(value)) throw new Error(`Not a money amount: ${value}`);
  const [riyals, fraction = ''] = value.split('.');
  return BigInt(riyals!) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/** -1, 0 or 1, exactly. */
export function compareMoney(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const x = toHalalas(a);
  const y = toHalalas(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * "SAR 1,234.50" in English, "١٬٢٣٤٫٥٠ ر.س.‏" in Arabic. Intl formats the decimal string itself,
 * so no digit is lost to binary floating point.
 */
export function formatMoney(value: Decimal, intlLocale: string): string {
  let formatter = formatters.get(intlLocale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocale, { style: 'currency', currency: CURRENCY, minimumFractionDigits: 2 });
    formatters.set(intlLocale, formatter);
  }
  // Intl accepts decimal strings exactly (Intl.NumberFormat v3); the lib typings still say number.
  return formatter.format(value as unknown as number);
}
