/**
 * A quotation's arithmetic, in integer halalas (1/100 riyal), never in floating point (issue 22):
 *
 * 1. each line: unit price × quantity × (10,000 − discount in basis points) / 10,000, rounded half
 *    up to the halala (amounts are never negative, so half up is half away from zero);
 * 2. the subtotal: the sum of the rounded lines;
 * 3. VAT: 15% of the subtotal, rounded half up once (not per line);
 * 4. the total: subtotal + VAT.
 *
 * The same function runs in the editor (live totals) and on the server (what is stored and
 * printed), so the two cannot disagree.
 */
import { VAT_PERCENT } from '../money.ts';

export const BASIS_POINTS = 10_000;
/** The largest total a quotation may reach: 1,000,000,000,000.00 riyals, well inside exact JavaScript integers. */
export const MAX_TOTAL_HALALAS = 100_000_000_000_000n;

export interface LineAmounts {
  unitPriceHalalas: number;
  quantity: number;
  discountBp: number;
}

export interface QuotationTotals {
  lineTotals: number[];
  subtotalHalalas: number;
  vatHalalas: number;
  totalHalalas: number;
}

/** numerator / denominator rounded half up, for non-negative bigints. */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

export function lineTotalHalalas({ unitPriceHalalas, quantity, discountBp }: LineAmounts): number {
  const gross = BigInt(unitPriceHalalas) * BigInt(quantity) * BigInt(BASIS_POINTS - discountBp);
  return Number(divideHalfUp(gross, BigInt(BASIS_POINTS)));
}

/** Whether the lines' total with VAT stays within MAX_TOTAL_HALALAS (computed in bigint, so it cannot overflow). */
export function withinMaximum(lines: readonly LineAmounts[]): boolean {
  const subtotal = lines.reduce((sum, line) => sum + divideHalfUp(BigInt(line.unitPriceHalalas) * BigInt(line.quantity) * BigInt(BASIS_POINTS - line.discountBp), BigInt(BASIS_POINTS)), 0n);
  return subtotal + divideHalfUp(subtotal * BigInt(VAT_PERCENT), 100n) <= MAX_TOTAL_HALALAS;
}

export function quotationTotals(lines: readonly LineAmounts[]): QuotationTotals {
  const lineTotals = lines.map(lineTotalHalalas);
  const subtotal = lineTotals.reduce((sum, value) => sum + BigInt(value), 0n);
  const vat = divideHalfUp(subtotal * BigInt(VAT_PERCENT), 100n);
  return { lineTotals, subtotalHalalas: Number(subtotal), vatHalalas: Number(vat), totalHalalas: Number(subtotal + vat) };
}

/** Halalas as the decimal string the money formatter takes ("1234.50"). */
export function halalasToDecimal(halalas: number): string {
  const value = BigInt(halalas);
  const riyals = value / 100n;
  const rest = value % 100n;
  return `${riyals}.${rest.toString().padStart(2, '0')}`;
}

/** A typed price ("12.5", "12.50", "12") in halalas; null when it is not one. */
export function decimalToHalalas(value: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
