/**
 * Money is a decimal string end to end ("1234.50", as numeric(12,2) leaves the database): it is
 * compared exactly and never turned into a float for arithmetic. Pages, e-mails and documents show
 * it through formatMoney in src/lib/format.ts (ADR 0021).
 */
export type Decimal = string;

export const CURRENCY = 'SAR';

/**
 * Saudi VAT, in percent. Catalogue prices (every customer class, sale prices) exclude it; the
 * home-lift package price includes it (SPEC §9). Pages say which next to every price (ADR 0021).
 */
export const VAT_PERCENT = 15;

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
