import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decimalToHalalas, divideHalfUp, halalasToDecimal, lineTotalHalalas, quotationTotals, withinMaximum } from './totals.ts';

describe('quotation totals in integer halalas', () => {
  it('rounds each line half up, then VAT 15% of the subtotal half up', () => {
    // 3 × 10.01 at 12.5% off = 26.27625 → 26.28
    expect(lineTotalHalalas({ unitPriceHalalas: 1001, quantity: 3, discountBp: 1250 })).toBe(2628);
    // 0.05 at 50% off = 0.025 → 0.03 (half up), not 0.02 (banker's)
    expect(lineTotalHalalas({ unitPriceHalalas: 5, quantity: 1, discountBp: 5000 })).toBe(3);
    const totals = quotationTotals([
      { unitPriceHalalas: 1001, quantity: 3, discountBp: 1250 },
      { unitPriceHalalas: 5, quantity: 1, discountBp: 5000 },
    ]);
    // subtotal 26.31; VAT 3.9465 → 3.95; total 30.26
    expect(totals).toEqual({ lineTotals: [2628, 3], subtotalHalalas: 2631, vatHalalas: 395, totalHalalas: 3026 });
  });

  it('a 100% discount is free and nothing is negative', () => {
    expect(lineTotalHalalas({ unitPriceHalalas: 999_999_999, quantity: 1_000_000, discountBp: 10_000 })).toBe(0);
  });

  it('is exact for the largest amounts (no floating point)', () => {
    const lines = Array.from({ length: 9 }, () => ({ unitPriceHalalas: 999_999_999, quantity: 10_000, discountBp: 1 }));
    expect(withinMaximum(lines)).toBe(false);
    expect(withinMaximum(lines.slice(0, 8))).toBe(true);
    const totals = quotationTotals(lines.slice(0, 8));
    expect(Number.isSafeInteger(totals.totalHalalas)).toBe(true);
    expect(BigInt(totals.totalHalalas)).toBe(BigInt(totals.subtotalHalalas) + BigInt(totals.vatHalalas));
  });

  it('half-up division agrees with the rational rule', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.bigInt({ min: 1n, max: 10n ** 6n }), (n, d) => {
        const q = divideHalfUp(n, d);
        // q - 1/2 <= n/d < q + 1/2
        return (2n * q - 1n) * d <= 2n * n && 2n * n < (2n * q + 1n) * d;
      }),
    );
  });

  it('reads and writes decimal amounts', () => {
    expect(decimalToHalalas('12.5')).toBe(1250);
    expect(decimalToHalalas('0.05')).toBe(5);
    expect(decimalToHalalas('1.234')).toBeNull();
    expect(decimalToHalalas('-1')).toBeNull();
    expect(halalasToDecimal(1250)).toBe('12.50');
    expect(halalasToDecimal(5)).toBe('0.05');
  });
});
