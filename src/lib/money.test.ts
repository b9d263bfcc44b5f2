import { describe, expect, it } from 'vitest';
import { compareMoney, isDecimal, toHalalas } from './money.ts';

describe('money', () => {
  it('accepts only decimal strings with up to two fraction digits', () => {
    expect(isDecimal('1234.50')).toBe(true);
    expect(isDecimal('7')).toBe(true);
    expect(isDecimal('1.234')).toBe(false);
    expect(isDecimal('-1.00')).toBe(false);
    expect(isDecimal(12.5)).toBe(false);
  });

  it('compares exactly, without floating point', () => {
    expect(toHalalas('0.1')).toBe(10n);
    expect(toHalalas('9999999999.99')).toBe(999999999999n);
    expect(compareMoney('0.30', '0.3')).toBe(0);
    expect(compareMoney('2083.00', '2450.00')).toBe(-1);
    expect(compareMoney('10.01', '10')).toBe(1);
  });
});
