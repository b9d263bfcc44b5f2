import { describe, expect, it } from 'vitest';
import { saleInForce } from './sale.ts';

const now = new Date('2026-11-22T12:00:00Z');

describe('sale in force', () => {
  it('needs the flag, a price and an end in the future (or none)', () => {
    expect(saleInForce({ onSale: true, salePrice: '90.00', saleEndsAt: '2026-11-23T00:00:00Z' }, now)).toBe(true);
    expect(saleInForce({ onSale: true, salePrice: '90.00', saleEndsAt: null }, now)).toBe(true);
  });

  it('is off without the flag or without a sale price', () => {
    expect(saleInForce({ onSale: false, salePrice: '90.00', saleEndsAt: null }, now)).toBe(false);
    expect(saleInForce({ onSale: true, salePrice: null, saleEndsAt: null }, now)).toBe(false);
  });

  it('ends at the end time exactly', () => {
    expect(saleInForce({ onSale: true, salePrice: '90.00', saleEndsAt: now }, now)).toBe(false);
    expect(saleInForce({ onSale: true, salePrice: '90.00', saleEndsAt: new Date(now.getTime() + 1000) }, now)).toBe(true);
    expect(saleInForce({ onSale: true, salePrice: '90.00', saleEndsAt: '2026-11-20T00:00:00Z' }, now)).toBe(false);
  });
});
