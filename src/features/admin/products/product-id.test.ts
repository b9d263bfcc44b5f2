import { describe, expect, it } from 'vitest';
import { productIdParam } from './product-id.ts';

describe('the product id in the editor’s address', () => {
  it('reads a product id', () => {
    expect(productIdParam('42')).toBe(42);
    expect(productIdParam('2147483647')).toBe(2147483647);
  });

  it.each([undefined, '', '0', '-1', '007', '1.5', '1e3', 'abc', '2147483648', '99999999999'])('refuses %s', (segment) => {
    expect(productIdParam(segment)).toBeNull();
  });
});
