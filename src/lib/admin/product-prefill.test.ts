import { describe, expect, it } from 'vitest';
import { productPrefill, productPrefillPath } from './product-prefill.ts';

describe('productPrefill', () => {
  it('reads the fields a link fills, through the path that makes the link', () => {
    const path = productPrefillPath({ partNumber: 'KM9999Z&status=active', nameAr: 'محرك باب' });
    expect(path).toBe('/admin/products/new?partNumber=KM9999Z%26status%3Dactive&nameAr=%D9%85%D8%AD%D8%B1%D9%83+%D8%A8%D8%A7%D8%A8');
    expect(productPrefill(new URL(path, 'http://x').searchParams)).toEqual({ partNumber: 'KM9999Z&status=active', nameAr: 'محرك باب' });
  });

  it('ignores what the editor would refuse, and fields it does not fill', () => {
    const params = new URLSearchParams({ partNumber: 'A'.repeat(101), nameEn: 'bad\u0000name', nameAr: '   ', sku: '12345678', status: 'active' });
    expect(productPrefill(params)).toEqual({});
  });

  it('takes markup out as the editor does', () => {
    expect(productPrefill(new URLSearchParams({ nameEn: '<script>alert(1)</script>Door motor' })).nameEn).not.toMatch(/<script/i);
  });
});
